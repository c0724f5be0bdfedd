import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { referenceChoices } from './identity';
import { runUserCommand } from './run-user-command';

export async function setProfession(p: Pick<Platform, 'store'>, userId: number, profession: number, meta: EventMetadata) {
  const known = new Set((await referenceChoices(p, 'professions')).keys());
  return runUserCommand(p, userId, { type: 'SetProfession', profession, known }, meta);
}
