/**
 * The CAPTCHA port. Disabled when no secret is configured (the embedded default); Google
 * reCAPTCHA v3 otherwise. Crawlers are served without a token (spec section 7).
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, remoteIp?: string): Promise<boolean>;
}

export const CRAWLER_PATTERN = /prerender|googlebot|crawler|bot/i;
export const isCrawler = (userAgent: string | undefined) => !!userAgent && CRAWLER_PATTERN.test(userAgent);

export const disabledCaptcha: CaptchaVerifier = { enabled: false, verify: async () => true };

export function recaptchaV3(secret: string, opts: { minScore?: number; fetchImpl?: typeof fetch } = {}): CaptchaVerifier {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const res = await doFetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        const json = (await res.json()) as { success?: boolean; score?: number };
        return json.success === true && (json.score ?? 1) >= (opts.minScore ?? 0.5);
      } catch {
        return false;
      }
    },
  };
}

export function captchaFromSettings(secret: string | null): CaptchaVerifier {
  return secret ? recaptchaV3(secret) : disabledCaptcha;
}
