import { describe, expect, it, vi } from 'vitest';
import { newsletterEmail, subscribeNewsletter } from './subscribe-newsletter';

describe('newsletter request', () => {
  it('posts the email and the CAPTCHA token', async () => {
    const post = vi.fn(async () => ({ result: true }));
    await subscribeNewsletter({ post } as never, { email: 'ana@example.com', reCaptchaToken: '' });
    expect(post).toHaveBeenCalledWith('/v1/notification-email', { email: 'ana@example.com', reCaptchaToken: '' });
  });

  it('accepts only a trimmed, nonempty address', () => {
    expect(newsletterEmail('  ana@example.com ')).toBe('ana@example.com');
    expect(newsletterEmail('   ')).toBeNull();
    expect(newsletterEmail(undefined)).toBeNull();
    expect(newsletterEmail('ana@')).toBeNull();
    expect(newsletterEmail('ana example@x.io')).toBeNull();
  });
});
