import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import type { components, paths } from '../../../lib/api-schema';
import { captchaToken } from '../../../lib/captcha';

export const NOMINATE_PATH = `${API_PREFIX}/invitation/nominate-ambassador`;

/** The call's body and answer, as the API description states them. */
export type NominationBody = NonNullable<paths['/invitation/nominate-ambassador']['post']['requestBody']>['content']['application/json'];
export type NominationAnswer = components['schemas']['NominateAmbassadorAnswer']['result'];

/** Spec 3 "Nomination / invite email form": the body's fields the member fills in. */
export type NominationValues = Omit<NominationBody, 'reCaptchaToken'>;

export function nominationBody(values: NominationValues, reCaptchaToken?: string): NominationBody {
  const subject = values.subject?.trim();
  return {
    firstName: values.firstName?.trim() ?? '',
    lastName: values.lastName?.trim() ?? '',
    toFirstName: values.toFirstName?.trim() ?? '',
    toEmailAddress: values.toEmailAddress?.trim() ?? '',
    // Blank: the server's default subject.
    ...(subject ? { subject } : {}),
    message: values.message ?? '',
    ...(reCaptchaToken ? { reCaptchaToken } : {}),
  };
}

export async function nominateAmbassador(client: Pick<ApiClient, 'post'>, body: NominationBody): Promise<NominationAnswer> {
  return (await client.post<{ result: NominationAnswer }>(NOMINATE_PATH, body)).result;
}

/** Anyone may nominate (spec 6); the form carries a bot-check token when the site has a CAPTCHA key. */
export function useNominateAmbassador(siteKey: string | null, client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationKey: ['ambassador', 'nominate'],
    mutationFn: async (values: NominationValues) => nominateAmbassador(client, nominationBody(values, await captchaToken(siteKey, 'nominate'))),
  });
}
