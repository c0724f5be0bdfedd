import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { DemoUser } from './plan';
import type { CatalogWriter, DemoAmbassadorInput, DemoBoardInput, DemoImageInput, DemoProductInput } from './writer';

/**
 * A CatalogWriter that keeps everything in memory: the seed's tests and the timing script use it.
 * With `analyse`, each upload also does the work the real upload does before it answers (hash,
 * decode, a small colour sample), so timings include it.
 */
export class MemoryWriter implements CatalogWriter {
  readonly users = new Map<string, number>();
  readonly media = new Map<string, number>();
  readonly images = new Map<number, DemoImageInput & { userId: number; approved: boolean; likes: Set<number> }>();
  readonly products = new Map<number, DemoProductInput & { userId: number; approved: boolean }>();
  readonly boards = new Map<number, DemoBoardInput & { userId: number; published: boolean; likes: Set<number>; votes: Set<number>; rates: Map<number, number> }>();
  readonly ambassadors = new Map<number, DemoAmbassadorInput>();
  /** follower id → the ids they follow. */
  readonly follows = new Map<number, Set<number>>();
  readonly uploads: { userId: number; type: string; bytes: number; width: number; height: number; format: string }[] = [];
  seeded = false;
  /** Fails the nth approval (1-based) after its item was added: an interruption between the two. */
  failApprovalAt: number | null = null;
  private approvals = 0;
  private nextId = 1;

  constructor(private readonly opts: { analyse?: boolean } = {}) {}

  async ensureUser(user: DemoUser): Promise<number> {
    const id = this.users.get(user.username) ?? this.nextId++;
    this.users.set(user.username, id);
    return id;
  }

  async uploadMedia(userId: number, type: 'inspirationImage' | 'product', bytes: Buffer): Promise<number> {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const key = `${userId}-${type}-${hash}`;
    const known = this.media.get(key);
    if (known) return known;
    const meta = await sharp(bytes).metadata();
    if (this.opts.analyse) await sharp(bytes).resize(64, 64, { fit: 'inside' }).removeAlpha().raw().toBuffer();
    this.uploads.push({ userId, type, bytes: bytes.length, width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '' });
    const id = this.nextId++;
    this.media.set(key, id);
    return id;
  }

  async addImage(userId: number, input: DemoImageInput): Promise<number> {
    const id = this.nextId++;
    this.images.set(id, { ...input, userId, approved: false, likes: new Set() });
    return id;
  }

  async approveImage(imageId: number): Promise<void> {
    this.maybeFail();
    this.images.get(imageId)!.approved = true;
  }

  async addProduct(userId: number, input: DemoProductInput): Promise<number> {
    const id = this.nextId++;
    this.products.set(id, { ...input, userId, approved: false });
    return id;
  }

  async approveProduct(productId: number): Promise<void> {
    this.maybeFail();
    this.products.get(productId)!.approved = true;
  }

  async addLookBoard(userId: number, input: DemoBoardInput): Promise<number> {
    const id = this.nextId++;
    this.boards.set(id, { ...input, userId, published: false, likes: new Set(), votes: new Set(), rates: new Map() });
    return id;
  }

  async publishLookBoard(_userId: number, lookBoardId: number): Promise<void> {
    this.maybeFail();
    this.boards.get(lookBoardId)!.published = true;
  }

  async reactToLookBoard(userId: number, lookBoardId: number, reaction: { like?: boolean; vote?: boolean; rate?: number }): Promise<void> {
    const b = this.boards.get(lookBoardId)!;
    if (userId === b.userId) throw new Error('a curator reacted to their own board');
    if (reaction.like) b.likes.add(userId);
    if (reaction.vote) b.votes.add(userId);
    if (reaction.rate) b.rates.set(userId, reaction.rate);
  }

  async likeImage(userId: number, imageId: number): Promise<void> {
    const image = this.images.get(imageId)!;
    if (!image.approved) throw new Error(`image ${imageId} liked before it was approved`);
    if (userId === image.userId) throw new Error('an owner liked their own image');
    image.likes.add(userId);
  }

  async ensureAmbassador(userId: number, input: DemoAmbassadorInput): Promise<boolean> {
    if (this.ambassadors.has(userId)) return false;
    for (const id of input.images) if (!this.images.get(id)?.approved) throw new Error(`image ${id} shown before it was approved`);
    for (const id of input.lookBoards) if (this.boards.get(id)?.userId !== userId) throw new Error(`look board ${id} is not the ambassador's own`);
    this.ambassadors.set(userId, input);
    return true;
  }

  async follow(followerId: number, userId: number): Promise<void> {
    if (followerId === userId) throw new Error('a member followed themselves');
    this.follows.set(followerId, (this.follows.get(followerId) ?? new Set()).add(userId));
  }

  async existing(): Promise<ReadonlyMap<string, { id: number; approved: boolean }>> {
    const out = new Map<string, { id: number; approved: boolean }>();
    for (const [id, v] of [...this.images, ...this.products]) out.set(v.key, { id, approved: v.approved });
    for (const [id, v] of this.boards) out.set(v.key, { id, approved: v.published });
    return out;
  }

  async alreadySeeded(): Promise<boolean> {
    return this.seeded;
  }

  async markSeeded(): Promise<void> {
    this.seeded = true;
  }

  private maybeFail() {
    this.approvals++;
    if (this.failApprovalAt !== null && this.approvals === this.failApprovalAt) throw new Error('interrupted');
  }
}
