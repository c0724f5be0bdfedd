/** The identity context's texts, without zod, so the client's first download can import them. */
export const MAX_STYLE_PICKS = 10;

export const MESSAGES_IDENTITY = {
  passwordsMatch: 'Passwords should match',
  termsRequired: 'Please accept the terms and conditions',
  emailTaken: 'There is already an account with this email. Please login',
  badCredentials: 'These credentials do not match our records.',
  deactivated: 'This account has been deactivated.',
  verificationSent: 'Verification link successfully sent to your email',
  alreadyVerified: 'Your email is already verified.',
  verified: 'Your email has been verified.',
  badVerificationLink: 'This verification link is invalid or has expired.',
  badResetLink: 'This password reset link is invalid or has expired.',
  resetSent: 'If an account exists for this email, we have sent a password reset link.',
  passwordReset: 'Your password has been reset.',
  currentPasswordWrong: 'The current password is incorrect.',
  tooManyStyles: `Please select at most ${MAX_STYLE_PICKS}`,
  atMostOne: 'Please select only one',
  refreshImpossible: 'Refresh is impossible',
  deletedUser: 'Deleted user',
  tooManyFailures: 'Too many failed sign-ins. Please try again later.',
  badRevertLink: 'This link is invalid or has expired.',
  revertTaken: 'Your previous email address is now used by another account. Please contact us.',
  emailRestored: 'Your previous email address has been restored. Please sign in again.',
  alreadyRestored: 'Your email address has already been restored.',
  chooseFromList: 'Please choose from the list',
  passwordChanged: 'Your password has been changed.',
} as const;
