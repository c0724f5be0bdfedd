import { ambassadorApplicationStream, decideApplication, decideUser, userStream, type ApplicationInput } from '@decorlook/domain';
import { requireHuman } from '@decorlook/infra/captcha';
import { handleMultiStreamCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices } from '../catalog/catalog';
import { appendTo, foldUser, nowOf } from '../identity/identity';
import { foldApplication } from './ambassadors';

/**
 * A member applies to be an ambassador: the application's stream and the account's record of it
 * are written together, so two applications sent at once leave exactly one open.
 */
export async function applyAsAmbassador(p: Pick<Platform, 'store' | 'clock' | 'nextId' | 'captcha'>, userId: number, input: ApplicationInput, remoteIp: string | undefined, meta: EventMetadata) {
  await requireHuman(p.captcha, input.reCaptchaToken, { action: 'ambassador', remoteIp });
  const [known, applicationId] = await Promise.all([catalogChoices(p), p.nextId('ambassador_application_ids')]);
  const now = nowOf(p);
  const application = ambassadorApplicationStream(applicationId);
  const user = userStream(userId);
  const r = await handleMultiStreamCommand(
    p.store,
    [application, user],
    (h) => {
      // The account decides first: whether this person may apply at all.
      const filed = decideUser({ type: 'FileAmbassadorApplication', applicationId, now }, foldUser(h.get(user)?.events ?? []));
      const submitted = decideApplication({ type: 'SubmitApplication', applicationId, userId, input, knownStyles: known.styles, now }, foldApplication(h.get(application)?.events));
      return [appendTo(h, application, submitted), appendTo(h, user, filed)];
    },
    meta,
  );
  if (!r.replayed) return { id: applicationId, position: r.position };
  // The same request written before (its Idempotency-Key): its application is the open one.
  const state = foldUser((await p.store.readStream(user)).events);
  return { id: state.openApplicationId ?? applicationId, position: r.position };
}
