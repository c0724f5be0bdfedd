import type { EventMetadata } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { catalogChoices } from '../catalog/catalog';
import { runOwnerCommand } from './showcases';

/** The page's styles, from the reference list; from now on the ambassador's declared styles. */
export async function setShowcaseStyles(p: Pick<Platform, 'store' | 'clock'>, userId: number, styles: number[], meta: EventMetadata) {
  const { styles: knownStyles } = await catalogChoices(p);
  return runOwnerCommand(p, userId, { type: 'SetShowcaseStyles', styles, knownStyles }, meta);
}
