import { NoSuchImage } from '../catalog/catalog.errors';
import { canSeeImage } from '../catalog/catalog.policy';
import type { InspirationImageState } from '../catalog/inspiration-image';

/**
 * Who may report an image or file a takedown notice or credit claim on it, decided on the image's
 * own stream before anything reads what was sent. The admins' moderation calls are
 * `adminsOnly` (shared/access.policy.ts).
 */

/** A member reports or claims what they can see: approved (or theirs) and not taken down. */
export function canReportImage(image: InspirationImageState, userId: number): boolean {
  return canSeeImage(image, userId) && !image.takenDown;
}

/** To anyone who may not see it, an image is not there (404), whatever the report or claim says. */
export function imageReportableBy(image: InspirationImageState, userId: number): void {
  if (!canReportImage(image, userId)) throw new NoSuchImage();
}
