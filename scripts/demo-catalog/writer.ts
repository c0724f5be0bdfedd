import type { AmbassadorType } from '@decorlook/domain';
import type { DemoUser } from './plan';

/**
 * What the demo seed needs from the application. The server implements it with the ordinary
 * commands (account creation, the media upload, InspirationImageAdded / ProductAdded, the admin
 * approvals), so the demo catalog goes through exactly the path users' uploads take.
 */
export interface CatalogWriter {
  /** Finds or creates the demo account (idempotent by user.username / user.email); answers its user id. */
  ensureUser(user: DemoUser): Promise<number>;
  /**
   * Uploads image bytes as this user (the upload command: hash, palette, colour groups, features,
   * MediaUploaded). Answers the media id. The same user, type and bytes answer the same id. It should
   * answer once the upload is recorded, without waiting for the size variants to be rasterised.
   */
  uploadMedia(userId: number, type: 'inspirationImage' | 'product', bytes: Buffer): Promise<number>;
  /** InspirationImageAdded (pending); answers the image id. */
  addImage(userId: number, input: DemoImageInput): Promise<number>;
  /** InspirationImageApproved by the system/admin account. */
  approveImage(imageId: number): Promise<void>;
  /** ProductAdded (pending); answers the product id. */
  addProduct(userId: number, input: DemoProductInput): Promise<number>;
  /** ProductApproved by the system/admin account. */
  approveProduct(productId: number): Promise<void>;
  /** LookBoardCreated (a draft) by its curator; answers the board id. */
  addLookBoard(userId: number, input: DemoBoardInput): Promise<number>;
  /** LookBoardSubmitted by its curator, then LookBoardApproved by the system/admin account. */
  publishLookBoard(userId: number, lookBoardId: number): Promise<void>;
  /** What a member thought of a board: a like, a vote, a rating (each only when given). */
  reactToLookBoard(userId: number, lookBoardId: number, reaction: { like?: boolean; vote?: boolean; rate?: number }): Promise<void>;
  /** The member likes the image (liking again changes nothing). */
  likeImage(userId: number, imageId: number): Promise<void>;
  /**
   * Makes the member an ambassador the way people become one (a verified address, an application,
   * its approval by the system/admin account) and gives them a live showcase page with these
   * settings. Answers false when they were an ambassador with a live page already (nothing done).
   */
  ensureAmbassador(userId: number, input: DemoAmbassadorInput): Promise<boolean>;
  /** The follower follows the member; following again changes nothing. */
  follow(followerId: number, userId: number): Promise<void>;
  /**
   * Plan items already added by an earlier (possibly interrupted) run, by plan key, with whether
   * they were approved. The key arrives with every addImage/addProduct input; a writer may keep it
   * anywhere, or match owner + title instead (titles are unique within the plan).
   */
  existing(): Promise<ReadonlyMap<string, { id: number; approved: boolean }>>;
  /** True once markSeeded ran: a later start skips the whole seed without drawing anything. */
  alreadySeeded(): Promise<boolean>;
  markSeeded(): Promise<void>;
}

export interface DemoImageInput {
  /** The plan key, stable across runs (e.g. "image-007"). */
  key: string;
  mediaId: number;
  title: string;
  description: string;
  styles: number[];
  subStyles: number[];
  roomTypeId: number | null;
  type: 'room' | 'single' | 'makeOver';
  sourceUrl: string | null;
  credit: string | null;
}

export interface DemoBoardInput {
  /** The plan key, stable across runs (e.g. "board-042"). */
  key: string;
  inspirationImageId: number;
  products: number[];
  title: string;
  description: string;
  message: string;
  type: 'room' | 'single' | 'makeOver';
  roomTypeId: number | null;
  itemClassId: number | null;
  styleId: number;
  color: string;
  columns: 1 | 2 | 3;
}

export interface DemoProductInput {
  /** The plan key, stable across runs (e.g. "product-0042"). */
  key: string;
  mediaId: number;
  title: string;
  description: string;
  /** Integer cents. */
  price: number;
  brand: string | null;
  retailerUrl: string | null;
  itemClassId: number;
  styles: number[];
  subStyles: number[];
  colors: number[];
  materials: number[];
  shapes: number[];
  countries: number[];
  /** Centimetres. */
  dimensions: { width: number; height: number; depth: number } | null;
}

export interface DemoAmbassadorInput {
  type: AmbassadorType;
  profession: number;
  application: { styles: number[]; interests: string[]; describeYourself: string; message: string; links: string[] };
  pageName: string;
  subtitle: string;
  urlKey: string;
  description: string;
  /** #rrggbb */
  bannerColor: string;
  showcaseStyles: number[] | null;
  images: number[];
  featuredImages: number[];
  lookBoards: number[];
  featuredLookBoards: number[];
}
