import { z } from 'zod';

/** Pieces the catalog's events and commands share. */
export const at = z.iso.datetime();
export const positiveId = z.number().int().positive();
export const ids = z.array(positiveId);
export const mediaRef = z.object({ userId: positiveId, hash: z.string().regex(/^[0-9a-f]{16,64}$/) });
export type MediaRef = z.infer<typeof mediaRef>;
export const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
/** What colour analysis of the upload found: copied into the image or product it illustrates. */
export const colourAnalysis = {
  palette: z.array(hexColour).max(8),
  colorGroups: ids,
  features: z.array(z.number().min(0).max(1)).max(64),
};

/** A media record as a catalog command sees it (read from the media stream by the handler). */
export interface UsableMedia {
  exists: boolean;
  userId: number;
  type: string;
  hash: string;
  width: number;
  height: number;
  palette: string[];
  colorGroups: number[];
  features: number[];
}

/** The ids each reference list offers, for checking picks. */
export interface CatalogChoices {
  styles: ReadonlySet<number>;
  subStyles: ReadonlySet<number>;
  roomTypes: ReadonlySet<number>;
  colors: ReadonlySet<number>;
  itemClasses: ReadonlySet<number>;
  materials: ReadonlySet<number>;
  shapes: ReadonlySet<number>;
}

/**
 * The name others see of the person who added an item: never their address; "Deleted user"
 * once erased; their display name, else their full name, else "Member".
 */
export function publicNameOf(u: { erased: boolean; displayName: string | null; firstName: string | null; lastName: string | null }): string {
  if (u.erased) return 'Deleted user';
  if (u.displayName && !u.displayName.includes('@')) return u.displayName;
  return [u.firstName, u.lastName].filter(Boolean).join(' ') || 'Member';
}
