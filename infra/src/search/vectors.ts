import { REFERENCE_ENUMS } from '@decorlook/domain';
import type { ImageDocument, ProductDocument } from './types';

/**
 * The feature vectors behind "similar" and "best match". Every adapter builds them here, so
 * Postgres (cube) and Elasticsearch (dense_vector) compare the same numbers.
 *
 * A vector is made of blocks; each block is scaled to unit length and then by its weight, and the
 * whole vector is scaled to unit length. On unit vectors Euclidean distance orders exactly as
 * cosine similarity does (|a-b|^2 = 2 - 2cos), which is what cube's `<->` and a GiST index give.
 */
/** The media module's colour histogram: 8 hues x 3 classes + 8 greys (catalog.md, "Colour features"). */
export const COLOUR_BLOCK_LENGTH = 32;

/** How much each part of a vector counts; the one place these are set. */
export const SIMILARITY_WEIGHTS = {
  colour: 1,
  styles: 0.7,
  roomType: 0.4,
  itemClass: 0.6,
} as const;

const ids = (resource: 'styles' | 'roomTypes' | 'itemClasses') =>
  REFERENCE_ENUMS[resource].filter((e) => e.name !== 'NONE').map((e) => e.id);

/** The one-hot positions: reference ids in order (NONE entries carry no signal). */
export const STYLE_IDS = ids('styles');
export const ROOM_TYPE_IDS = ids('roomTypes');
export const ITEM_CLASS_IDS = ids('itemClasses');

export const IMAGE_VECTOR_LENGTH = COLOUR_BLOCK_LENGTH + STYLE_IDS.length + ROOM_TYPE_IDS.length;
export const PRODUCT_VECTOR_LENGTH = COLOUR_BLOCK_LENGTH + STYLE_IDS.length + ITEM_CLASS_IDS.length;

function unit(v: number[], weight = 1): number[] {
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return norm === 0 ? v.map(() => 0) : v.map((x) => (x / norm) * weight);
}

function colourBlock(features: readonly number[]): number[] {
  if (features.length === 0) return new Array(COLOUR_BLOCK_LENGTH).fill(0);
  if (features.length !== COLOUR_BLOCK_LENGTH || features.some((x) => !Number.isFinite(x))) {
    throw new Error(`colour features must be ${COLOUR_BLOCK_LENGTH} finite numbers`);
  }
  return unit([...features], SIMILARITY_WEIGHTS.colour);
}

function oneHot(positions: readonly number[], selected: readonly (number | null)[], weight: number): number[] {
  const set = new Set(selected);
  return unit(positions.map((id) => (set.has(id) ? 1 : 0)), weight);
}

const rounded = (v: number[]) => unit(v).map((x) => Math.round(x * 1e6) / 1e6);

export function imageVector(doc: Pick<ImageDocument, 'features' | 'styles' | 'roomTypeId'>): number[] {
  return rounded([
    ...colourBlock(doc.features),
    ...oneHot(STYLE_IDS, doc.styles, SIMILARITY_WEIGHTS.styles),
    ...oneHot(ROOM_TYPE_IDS, [doc.roomTypeId], SIMILARITY_WEIGHTS.roomType),
  ]);
}

export function productVector(doc: Pick<ProductDocument, 'features' | 'styles' | 'itemClassId'>): number[] {
  return rounded([
    ...colourBlock(doc.features),
    ...oneHot(STYLE_IDS, doc.styles, SIMILARITY_WEIGHTS.styles),
    ...oneHot(ITEM_CLASS_IDS, [doc.itemClassId], SIMILARITY_WEIGHTS.itemClass),
  ]);
}

/**
 * What a product search's "best match" compares products with: an image's colour and styles, in
 * the product vector's layout with the item-class block at zero. Products carry one item class
 * each, so their vectors' norms agree and the distance orders them by colour and style alone.
 */
export function productMatchQueryVector(features: readonly number[], styles: readonly number[]): number[] {
  return rounded([...colourBlock(features), ...oneHot(STYLE_IDS, styles, SIMILARITY_WEIGHTS.styles), ...new Array(ITEM_CLASS_IDS.length).fill(0)]);
}
