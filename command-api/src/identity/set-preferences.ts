import type { EnumResource, PreferenceCategory } from '@decorlook/domain';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { referenceChoices } from './identity';
import { runUserCommand } from './run-user-command';

/** Each preference is chosen from its own reference data. */
const SOURCE: Record<PreferenceCategory, EnumResource> = { vibes: 'vibes', styles: 'styles', subStyles: 'subStyles', roomTypes: 'roomTypes', colors: 'colors' };

export async function setPreferences(p: Pick<Platform, 'store'>, userId: number, category: PreferenceCategory, ids: number[], meta: EventMetadata) {
  const known = new Set((await referenceChoices(p, SOURCE[category])).keys());
  return runUserCommand(p, userId, { type: 'SetPreferences', category, ids, known }, meta);
}
