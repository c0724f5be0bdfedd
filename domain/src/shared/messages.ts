/** The spec's validation and error texts (section 5 and 8), written once for server and client. */
export const MESSAGES = {
  required: 'This field is required',
  passwordMin: 'Password should be at least 8 characters',
  passwordDigit: 'Password must include a number',
  emailsMatch: 'Emails should match',
  emailInvalid: 'Email must be a valid email address',
  styleRequired: 'This field cant be empty',
  resetMissingData: "Required data doesn't provided",
  upToThree: 'Please select up to three',
  badLink: 'Please enter a correct link',
  referredName: 'Please Enter a Name',
  invalidData: 'The given data was invalid.',
  unknownError: 'An unknown error occurred',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  conflict: 'The resource was changed by someone else. Please retry.',
  malformedJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many requests. Please try again later.',
  moved: 'Resource has been moved.',
  idempotencyMismatch: 'This Idempotency-Key was already used with another request body.',
  /** A one-line field holding a line break, tab or other control character (NUL, ESC...). */
  textOneLine: 'Please use plain text on one line: no line breaks, tabs or control characters',
  /** A multi-line field holding a control character other than tab and line breaks. */
  textControl: 'Please use plain text: control characters (such as NUL) cannot be stored',
  /** An offset past the largest one the database pages by. */
  offsetTooLarge: 'Please use an offset from 0 to 2147483647',
  /** An id in a body or query past the largest any item can have (2147483647). */
  unknownId: 'No item has this id',
} as const;
