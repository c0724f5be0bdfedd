import type { TasteProfile } from '@decorlook/domain/recommendations/taste';

/**
 * The search port: inspiration images and products as the catalog projector hands them over,
 * and the queries the query side asks. Postgres implements it by default (tsvector, pg_trgm,
 * array facets, cube); an Elasticsearch adapter must pass the same contract (contract.ts).
 *
 * Every write carries the event position it comes from: a write older than what the index holds
 * for that id is ignored, so redelivered or replayed events leave the index as it was.
 */

export type SearchStatus = 'pending' | 'approved' | 'rejected';
export type ImageType = 'room' | 'single' | 'makeOver';
/** Event positions arrive as bigint (the event store's) or as their decimal string. */
export type Position = bigint | number | string;

export interface ImageDocument {
  id: number;
  ownerId: number;
  title: string;
  description: string;
  styles: number[];
  subStyles: number[];
  roomTypeId: number | null;
  type: ImageType;
  colorGroups: number[];
  /** The 32-number colour histogram (COLOUR_FEATURE_LENGTH), or empty when unknown. */
  features: number[];
  status: SearchStatus;
  likesCount: number;
  requestCount: number;
  /** ISO 8601. */
  createdAt: string;
  position: Position;
}

export interface ProductDocument {
  id: number;
  ownerId: number;
  title: string;
  description: string;
  brand: string | null;
  /** Integer cents. */
  price: number;
  itemClassId: number;
  styles: number[];
  subStyles: number[];
  /** Colour group ids. */
  colors: number[];
  materials: number[];
  shapes: number[];
  /** Country ids the product ships to; empty means everywhere. */
  countries: number[];
  affiliate: boolean;
  features: number[];
  status: SearchStatus;
  likesCount: number;
  rating: number | null;
  ratingsCount: number;
  createdAt: string;
  position: Position;
}

export interface ImageCounts {
  likesCount?: number;
  requestCount?: number;
}

export interface ProductCounts {
  likesCount?: number;
  rating?: number | null;
  ratingsCount?: number;
}

interface Paging {
  offset: number;
  limit: number;
}

export type ImageSort = 'newest' | 'oldest' | 'highest' | 'liked' | 'relevance';

export interface ImageQuery extends Paging {
  text?: string;
  styles?: number[];
  subStyles?: number[];
  roomTypes?: number[];
  colorGroups?: number[];
  type?: ImageType;
  ownerId?: number;
  /** Restrict to these ids (a person's liked images); an empty list finds nothing. */
  ids?: number[];
  /** Default ['approved']. */
  statuses?: SearchStatus[];
  /** 'highest': most requested, then most liked. 'relevance': text rank (newest without text). */
  sort: ImageSort;
}

export type ProductSort = 'newest' | 'liked' | 'priceAsc' | 'priceDesc' | 'bestMatch' | 'relevance';

export interface ProductQuery extends Paging {
  text?: string;
  styles?: number[];
  subStyles?: number[];
  colors?: number[];
  itemClasses?: number[];
  materials?: number[];
  shapes?: number[];
  /** Ids of REFERENCE_ENUMS.prices; several select the union of their ranges. */
  prices?: number[];
  /** Products shipping to any of these (products with no countries ship everywhere). */
  countries?: number[];
  affiliate?: boolean;
  ownerId?: number;
  ids?: number[];
  statuses?: SearchStatus[];
  /**
   * 'bestMatch' orders by what the room needs (domain's room-fit rule: the item classes asked for,
   * then those of matchRoomType, then the rest), then by likeness to matchFeatures/matchStyles
   * (newest without them).
   */
  sort: ProductSort;
  matchFeatures?: number[];
  matchStyles?: number[];
  /** The image's (or request's) room type. */
  matchRoomType?: number | null;
  /** Item class ids a request asked for: ranked before the room's other classes. */
  matchItemClasses?: number[];
  /**
   * The caller's taste (their keeps and swaps): within each room tier of 'bestMatch', a product's
   * likeness is adjusted by its affinity (domain's rankWithTaste); without a picture, the affinity
   * orders before the newest. Absent or empty: the order is exactly what it is without it.
   */
  taste?: TasteProfile;
}

export interface FacetCount {
  id: number;
  count: number;
}

/** The product facets, multi-select: each counted with every filter applied but its own. */
export const PRODUCT_FACETS = ['styles', 'subStyles', 'colors', 'itemClasses', 'materials', 'shapes', 'prices'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];
export type ProductFacets = Record<ProductFacet, FacetCount[]>;

export interface SearchPage {
  ids: number[];
  total: number;
}

export interface ProductSearchPage extends SearchPage {
  /** Only values with a count above zero, ordered by id. */
  facets: ProductFacets;
}

export interface SimilarQuery extends Paging {
  id: number;
  /** Default ['approved']. */
  statuses?: SearchStatus[];
}

export interface SimilarPage {
  /** Nearest first; never the item itself; empty when the item is not indexed. */
  ids: number[];
}

export interface SearchIndex {
  upsertImage(doc: ImageDocument): Promise<void>;
  /** Many at once (a projector's batch, a rebuild): the same rules as one by one. */
  upsertImages(docs: readonly ImageDocument[]): Promise<void>;
  removeImage(id: number, position: Position): Promise<void>;
  /** Counts change often: they move without the whole document. */
  setImageCounts(id: number, counts: ImageCounts, position: Position): Promise<void>;
  upsertProduct(doc: ProductDocument): Promise<void>;
  upsertProducts(docs: readonly ProductDocument[]): Promise<void>;
  removeProduct(id: number, position: Position): Promise<void>;
  setProductCounts(id: number, counts: ProductCounts, position: Position): Promise<void>;
  /** Ties in every sort are broken by id (descending for descending sorts, ascending otherwise). */
  searchImages(query: ImageQuery): Promise<SearchPage>;
  searchProducts(query: ProductQuery): Promise<ProductSearchPage>;
  similarImages(query: SimilarQuery): Promise<SimilarPage>;
  similarProducts(query: SimilarQuery): Promise<SimilarPage>;
  /** Forgets every document (and every position), for a rebuild from the first event. */
  clear(): Promise<void>;
}
