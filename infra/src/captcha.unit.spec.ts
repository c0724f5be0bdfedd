import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '@decorlook/domain';
import { captchaFromSettings, disabledCaptcha, recaptchaV3, requireHuman, SITEVERIFY_URL } from './captcha';

interface Call {
  url: string;
  body: URLSearchParams;
}

/** A stand-in for Google's siteverify: answers `answer` and records what it was sent. */
function siteverify(answer: Record<string, unknown> | Error, status = 200) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body as URLSearchParams });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const GOOD = { success: true, score: 0.9, action: 'newsletter', hostname: 'decorlook.example' };
const settings = { recaptchaSecret: 's3cret', captchaOff: false, publicUrl: 'https://decorlook.example' };

async function failure(p: Promise<void>): Promise<ValidationFailed | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return err as ValidationFailed;
  }
}

describe('requireHuman', () => {
  it('passes a token Google verified for this action and host, sending the secret and client address', async () => {
    const google = siteverify(GOOD);
    const captcha = captchaFromSettings(settings, { fetchImpl: google.fetchImpl });
    await expect(requireHuman(captcha, 'tok', { action: 'newsletter', remoteIp: '203.0.113.9' })).resolves.toBeUndefined();
    expect(google.calls).toHaveLength(1);
    expect(google.calls[0].url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(google.calls[0].body)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '203.0.113.9' });
  });

  it.each([
    ['a missing token', undefined, GOOD],
    ['a failed verification', 'tok', { ...GOOD, success: false }],
    ['a low score', 'tok', { ...GOOD, score: 0.1 }],
    ['no score (not a v3 token)', 'tok', { success: true, action: 'newsletter', hostname: 'decorlook.example' }],
    ['a token minted for another action', 'tok', { ...GOOD, action: 'signup' }],
    ['a token minted on another site', 'tok', { ...GOOD, hostname: 'evil.example' }],
  ])('refuses %s with the field error on reCaptchaToken', async (_name, token, answer) => {
    const captcha = captchaFromSettings(settings, { fetchImpl: siteverify(answer).fetchImpl });
    const err = await failure(requireHuman(captcha, token, { action: 'newsletter' }));
    expect(err).toBeInstanceOf(ValidationFailed);
    expect(err?.errors).toEqual({ reCaptchaToken: ['The bot check failed. Please try again.'] });
  });

  it('refuses when Google cannot be reached or answers an error', async () => {
    expect(await failure(requireHuman(recaptchaV3('s', { fetchImpl: siteverify(new Error('ECONNRESET')).fetchImpl }), 'tok', { action: 'newsletter' }))).toBeInstanceOf(ValidationFailed);
    expect(await failure(requireHuman(recaptchaV3('s', { fetchImpl: siteverify(GOOD, 500).fetchImpl }), 'tok', { action: 'newsletter' }))).toBeInstanceOf(ValidationFailed);
  });

  it('does nothing when CAPTCHA is off: no secret, or CAPTCHA=off', async () => {
    const google = siteverify({ success: false });
    for (const off of [captchaFromSettings({ ...settings, recaptchaSecret: null }, google), captchaFromSettings({ ...settings, captchaOff: true }, google), disabledCaptcha]) {
      expect(off.enabled).toBe(false);
      await expect(requireHuman(off, undefined, { action: 'signup' })).resolves.toBeUndefined();
    }
    expect(google.calls).toHaveLength(0);
  });
});
