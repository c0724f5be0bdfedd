import { decidePersona, evolvePersona, initialPersonaState, personaStream } from '@decorlook/domain';
import { handleCommand } from '@decorlook/infra/commands/handle';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { emailHashOf, nowOf } from './identity';

/** The style-quiz result by mail. How many mails an address gets is the mail reactor's limit. */
export async function requestPersonaEmail(p: Pick<Platform, 'store' | 'clock' | 'hash'>, input: { email: string; persona?: string }, userId: number | null, meta: EventMetadata) {
  const emailHash = emailHashOf(p, input.email);
  return handleCommand(
    p.store,
    { streamId: personaStream(emailHash), initialState: initialPersonaState, evolve: evolvePersona, usuallyNew: true },
    (s) => decidePersona({ type: 'RequestPersonaEmail', email: input.email, emailHash, persona: input.persona, userId, now: nowOf(p) }, s),
    meta,
  );
}
