import { useMutation } from '@tanstack/react-query';
import type { ApplicationStatus } from '@decorlook/domain/ambassadors/ambassador.rules';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { captchaToken } from '../../../lib/captcha';

export const APPLY_PATH = `${API_PREFIX}/invitation/request-ambassador-access`;

/** The application form as antd holds it (spec 3 "Ambassador application"). */
export interface ApplicationValues {
  from?: string;
  subject?: string;
  describe_yourself?: string;
  styles?: number[];
  interests?: number[];
  message?: string;
  /** One entry per link field shown; empty ones are dropped by the server's rule. */
  links?: (string | undefined)[];
  isReferred?: 'yes' | 'no';
  referred_by?: string;
}

/** What POST /invitation/request-ambassador-access takes. */
export interface ApplicationBody {
  from?: string;
  subject?: string;
  describe_yourself: string;
  styles: number[];
  interests: number[];
  message: string;
  links: string[];
  isReferred: boolean;
  referred_by?: string;
  reCaptchaToken?: string;
}

export interface ApplicationAnswer {
  id: number;
  status: ApplicationStatus;
}

const text = (value: string | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The call's body from the form. Link fields keep their places (an empty one is sent as '' and
 * dropped by the shared rule), so a server message about `links.2` lands on the third field.
 */
export function applicationBody(values: ApplicationValues, reCaptchaToken?: string): ApplicationBody {
  const referred = values.isReferred === 'yes';
  return {
    from: text(values.from),
    subject: text(values.subject),
    describe_yourself: values.describe_yourself ?? '',
    styles: values.styles ?? [],
    interests: values.interests ?? [],
    message: values.message ?? '',
    links: (values.links ?? []).map((link) => link ?? ''),
    isReferred: referred,
    referred_by: referred ? text(values.referred_by) : undefined,
    ...(reCaptchaToken ? { reCaptchaToken } : {}),
  };
}

export async function applyAsAmbassador(client: Pick<ApiClient, 'post'>, body: ApplicationBody): Promise<ApplicationAnswer> {
  return (await client.post<{ result: ApplicationAnswer }>(APPLY_PATH, body)).result;
}

/** Sends the form with a bot-check token when the site has a CAPTCHA key (spec 5). */
export function useApplyAsAmbassador(siteKey: string | null, client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationKey: ['ambassador', 'apply'],
    mutationFn: async (values: ApplicationValues) => applyAsAmbassador(client, applicationBody(values, await captchaToken(siteKey, 'ambassador'))),
  });
}
