import type { ImageView, ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import type { ConversationView } from '@decorlook/domain/messaging/messaging.views';
import type { User } from '../lib/session/user';

/**
 * The views the web tests answer in place of the server, built whole and typed against the
 * domain's views: a test names only what it is about and overrides the rest.
 * Each call builds new objects (the web tier's test files share this module).
 */

type MediaRef = ProductView['media'];
type Owner = ProductView['owner'];

/** A media reference whose hash repeats `n` (so each picture's address differs). */
export const testMedia = (n: number, userId = 3): MediaRef => ({ userId, hash: String(n).repeat(32).slice(0, 32) });

export const testOwner = (id = 3, displayName = 'Ana Lindqvist'): Owner => ({ id, displayName, avatar: null });

/** The slug the server derives from a title. */
export const slugOf = (title: string) => title.toLowerCase().replace(/ /g, '-');

/** What every catalog entry opens with: its id, its title and the slug made of it, no description, a picture of its own. */
const entry = (id: number, title: string) => ({ id, title, slug: slugOf(title), description: null, media: testMedia(id) });

/** An approved product of Ana's (3) without a shop link. */
export function productView(id: number, title: string, price: number, change: Partial<ProductView> = {}): ProductView {
  return {
    ...entry(id, title),
    price,
    brand: null,
    retailerUrl: null,
    shopUrl: null,
    affiliate: false,
    itemClassId: 1,
    styles: [],
    subStyles: [],
    colors: [],
    materials: [],
    shapes: [],
    countries: [],
    dimensions: null,
    colorsGroup: [],
    palette: [],
    likesCount: 0,
    isLiked: false,
    rating: null,
    ratingsCount: 0,
    myRate: null,
    approval: 'approved',
    rejectionReason: null,
    ownerId: 3,
    owner: testOwner(),
    createdAt: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}

/** What a board's slot shows of a product (its `productsPreview` entry). */
export const boardPreview = ({ id, title, slug, media, price, approval }: ProductView): LookBoardView['productsPreview'][number] => ({ id, title, slug, media, price, approval });

/** The stages of a published board. */
export const publishedStages = (): LookBoardView['stages'] => [
  { name: 'Saved to File', done: true },
  { name: 'Reviewed', done: true },
  { name: 'Approved', done: true },
  { name: 'Sent', done: false },
  { name: 'Published', done: true },
];

/** An approved, public one-column room board of Ana's (3) holding `products`, nobody's liked, voted or rated. */
export function lookBoardView(id: number, title: string, products: ProductView[], change: Partial<LookBoardView> = {}): LookBoardView {
  return {
    id,
    title,
    slug: slugOf(title),
    description: '',
    message: '',
    type: 'room',
    roomTypeId: null,
    itemClassId: null,
    styleId: 1,
    color: '#f4efe6',
    columns: 1,
    columnCount: 1,
    products: products.map((p) => p.id),
    productsPreview: products.map(boardPreview),
    totalPrice: 0,
    inspirationImageId: null,
    image: null,
    requestId: null,
    public: 1,
    visibility: 'public',
    draft: false,
    status: 'approved',
    stages: [],
    rejectionReason: null,
    shareUrl: '',
    socialImages: { standard: '', pinterest: '' },
    ownerId: 3,
    owner: testOwner(),
    likesCount: 0,
    isLiked: false,
    votesCount: 0,
    isVoted: false,
    rating: null,
    ratingsCount: 0,
    rate: null,
    myRate: null,
    createdAt: '2026-11-10T00:00:00.000Z',
    updatedAt: '2026-11-10T00:00:00.000Z',
    publishedAt: '2026-11-10T00:00:00.000Z',
    ...change,
  };
}

/** An approved room picture of Ana's (3), 1200 × 800, with no credit, source or board yet. */
export function imageView(id: number, title: string, change: Partial<ImageView> = {}): ImageView {
  return {
    ...entry(id, title),
    width: 1200,
    height: 800,
    styles: [],
    subStyles: [],
    roomTypeId: null,
    type: 'room',
    colorsGroup: [],
    palette: [],
    likesCount: 0,
    isLiked: false,
    requestCount: 0,
    ownerId: 3,
    owner: testOwner(),
    sourceUrl: null,
    credit: null,
    permissions: null,
    status: 'approved',
    rejectionReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    firstLookBoard: null,
    ...change,
  };
}

/** The showcase of ambassador `id` (a decor lover), live, with nothing on it yet. */
export function showcaseView(id: number, change: Partial<ShowcaseView> = {}): ShowcaseView {
  return {
    id,
    userId: id,
    pageName: `Page ${id}`,
    subtitle: '',
    isSubtitleActive: false,
    metaTitle: '',
    metaDescription: '',
    urlKey: `ambassador-${id}`,
    description: '',
    displayName: `Ambassador ${id}`,
    avatar: null,
    ambassadorType: 'decorLover',
    profession: null,
    styles: [],
    images: [],
    featuredImages: [],
    lookBoards: [],
    featuredLookBoards: [],
    banner: { color: '#f4efe6', image: null },
    videoUrl: null,
    videoStatus: 'none',
    shareUrl: null,
    active: true,
    facebook: null,
    instagram: null,
    pinterest: null,
    linkedin: null,
    twitter: null,
    followersCount: 0,
    isFollowed: false,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...change,
  };
}

/** Ana's (3) open request 12 for the look of her living room (image 8), matched but not yet answered by anyone. */
export function requestView(change: Partial<RequestView> = {}): RequestView {
  return {
    id: 12,
    slug: '12-cozy-living-room',
    userId: 3,
    requester: testOwner(),
    inspirationImageId: 8,
    image: { id: 8, title: 'Calm living room', slug: 'calm-living-room', media: testMedia(8) },
    imageSource: 'liked',
    requestType: 'room',
    title: 'Cozy living room',
    items: [],
    roomType: 5,
    message: '',
    requestColor: null,
    requestStyle: 4,
    status: 'open',
    matches: [],
    matchesCount: 0,
    recommendationsCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    matchedAt: '2026-11-20T10:00:01.000Z',
    closedAt: null,
    ...change,
  };
}

/** Member 1's private conversation 4 with Ana Lima (2), nothing said yet. */
export function conversationView(change: Partial<ConversationView> = {}): ConversationView {
  return {
    id: 4,
    type: 'private',
    name: '',
    participants: [1, 2],
    interlocutor: { id: 2, displayName: 'Ana Lima', avatar: null, ambassador: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastMessage: null,
    unread: 0,
    readUpTo: null,
    ...change,
  };
}

/** A signed-in member as GET /v1/user answers: Morgan (9), personal, complete, email not yet verified, no preferences. */
export function sessionUser(change: Partial<User> = {}): User {
  return {
    id: 9,
    firstName: null,
    lastName: null,
    displayName: 'Morgan',
    email: 'm@example.com',
    avatar: null,
    status: 'complete',
    newUser: false,
    hasVerifiedEmail: 0,
    countryId: null,
    ambassador: false,
    shareUrl: null,
    notificationEmail: false,
    business: null,
    type: 'personal',
    role: 'personal',
    profession: null,
    vibes: [],
    preferences: { styles: [], subStyles: {}, roomTypes: [], colors: {} },
    ...change,
  };
}
