import { API_PREFIX, DEFAULT_COUNTRY_ID } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { SignUpValues } from '../machines/auth.machine';

export const SIGN_UP_PATH = `${API_PREFIX}/auth/sign-up`;

export interface SignUpAnswer {
  id: number;
  email: string;
  status: string;
}

/** The call's body: the form's values with the defaults of spec 3 and what the browser knows. */
export function signUpBody(values: SignUpValues, extra: { reCaptchaToken: string; domain: string }): Record<string, unknown> {
  const business = values.type === 'business';
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    type: values.type,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: values.email.trim(),
    password: values.password,
    passwordRepeat: values.passwordRepeat,
    countryId: values.countryId ?? DEFAULT_COUNTRY_ID,
    businessName: business ? text(values.businessName) : undefined,
    businessType: business ? values.businessType : undefined,
    businessUrl: business ? text(values.businessUrl) : undefined,
    showProducts: 'all',
    terms: true,
    displayName: text(values.displayName),
    reCaptchaToken: extra.reCaptchaToken,
    domain: extra.domain,
  };
}

export async function signUpRequest(client: Pick<ApiClient, 'post'>, body: Record<string, unknown>): Promise<SignUpAnswer> {
  const answer = await client.post<{ result: SignUpAnswer }>(SIGN_UP_PATH, body);
  return answer.result;
}
