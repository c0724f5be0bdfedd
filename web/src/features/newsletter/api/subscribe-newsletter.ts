import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';

export const NOTIFICATION_EMAIL_PATH = `${API_PREFIX}/notification-email`;

export interface NewsletterRequest {
  email: string;
  /** '' when the site has no CAPTCHA key configured. */
  reCaptchaToken: string;
}

export async function subscribeNewsletter(client: Pick<ApiClient, 'post'>, request: NewsletterRequest): Promise<void> {
  await client.post(NOTIFICATION_EMAIL_PATH, request);
}

/** A loose address check, matching the input's pattern attribute. */
export const NEWSLETTER_EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';
const EMAIL = new RegExp(`^${NEWSLETTER_EMAIL_PATTERN}$`);

/** The address to send, or null when the trimmed value is empty or no email. */
export function newsletterEmail(value: string | undefined): string | null {
  const email = (value ?? '').trim();
  return email !== '' && EMAIL.test(email) ? email : null;
}
