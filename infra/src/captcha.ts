import { ValidationFailed } from '@decorlook/domain';
import type { AppSettings } from './config';

/** What a token must have been issued for: the page's action, and the client that sent it. */
export interface CaptchaExpectation {
  /** The action the page passed to grecaptcha.execute ('signup', 'newsletter'). */
  action: string;
  remoteIp?: string;
}

/**
 * The CAPTCHA port: Google reCAPTCHA v3, or off. Off only when no secret is configured outside
 * production, or when CAPTCHA=off says so explicitly. The server never exempts a client by its
 * User-Agent: anyone can claim to be a crawler. (Crawlers are exempted on the client, which
 * simply renders no form for them.)
 */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, expect: CaptchaExpectation): Promise<boolean>;
}

export const disabledCaptcha: CaptchaVerifier = { enabled: false, verify: async () => true };

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
}

/**
 * reCAPTCHA v3: the token must verify, score at least `minScore`, carry the action the call
 * expects (a token minted for the newsletter cannot sign someone up) and come from our own
 * host (a token minted on another site with our key is refused).
 */
export function recaptchaV3(secret: string, opts: { minScore?: number; hostname?: string | null; fetchImpl?: typeof fetch; timeoutMs?: number } = {}): CaptchaVerifier {
  const doFetch = opts.fetchImpl ?? fetch;
  const minScore = opts.minScore ?? 0.5;
  return {
    enabled: true,
    async verify(token, expect) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(expect.remoteIp ? { remoteip: expect.remoteIp } : {}) });
      try {
        const res = await doFetch(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          typeof answer.score === 'number' &&
          answer.score >= minScore &&
          answer.action === expect.action &&
          (!opts.hostname || answer.hostname?.toLowerCase() === opts.hostname.toLowerCase())
        );
      } catch {
        // Google unreachable or answering nonsense: the check failed; the person may retry.
        return false;
      }
    },
  };
}

export function captchaFromSettings(settings: Pick<AppSettings, 'recaptchaSecret' | 'captchaOff' | 'publicUrl'>, opts: { fetchImpl?: typeof fetch } = {}): CaptchaVerifier {
  if (settings.captchaOff || !settings.recaptchaSecret) return disabledCaptcha;
  return recaptchaV3(settings.recaptchaSecret, { hostname: new URL(settings.publicUrl).hostname, fetchImpl: opts.fetchImpl });
}

export const BOT_CHECK_FAILED = 'The bot check failed. Please try again.';

/**
 * The one bot check every route uses: does nothing when CAPTCHA is off, and otherwise refuses
 * (422 on `reCaptchaToken`) a token that is missing, fails, or was issued for another action or site.
 */
export async function requireHuman(captcha: CaptchaVerifier, token: string | undefined, expect: CaptchaExpectation): Promise<void> {
  if (!captcha.enabled) return;
  if (!(await captcha.verify(token, expect))) throw ValidationFailed.field('reCaptchaToken', BOT_CHECK_FAILED);
}
