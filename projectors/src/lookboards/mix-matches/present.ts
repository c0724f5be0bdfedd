import type { MixMatchView } from '@decorlook/domain';
import { imageOf, previewsOf, type ImageColumns, type PreviewRow } from '../boards/present';

/** A row of `mix_matches` with its image and product previews, as a look board's are read. */
export interface MixMatchRow extends ImageColumns {
  id: number;
  inspiration_image_id: number;
  products: number[];
  created_at: Date;
  preview: PreviewRow[];
}

/** A Mix & Match as its owner's list shows it: its products previewed as a board's are. */
export const presentMixMatch = (m: MixMatchRow): MixMatchView => ({
  id: m.id,
  inspirationImageId: m.inspiration_image_id,
  image: imageOf(m),
  products: m.products,
  ...previewsOf(m.preview),
  createdAt: m.created_at.toISOString(),
});
