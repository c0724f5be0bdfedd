import { comingSoonPage } from '../../../components/coming-soon';

// Placeholders until this feature's issue lands; each keeps its real title inside the site shell.
export const EmailVerificationPage = comingSoonPage('Email Verification', 'Verifying your email address is coming soon.');
export const PasswordResetPage = comingSoonPage('Reset Password', 'Resetting your password is coming soon.');
