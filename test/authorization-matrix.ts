/**
 * The authorisation matrix: for every operation of the route table (domain/src/http/route-table.ts),
 * what each kind of caller is answered when the call is made with an empty body. Who may call is
 * decided before what was sent, so a refusal (401, 403, or 404 for what the caller may not know
 * exists) does not depend on the body; `allowed` means the caller got past every check of who
 * they are (any answer but 401, 403 and a server fault: the empty body is usually refused with 422).
 *
 * The callers: a visitor without a token; `member`, a signed-in member who owns none of the
 * fixtures; `owner`, the member who owns them (the look board, image, product, affiliate code,
 * request, Mix & Match and, with the ambassador, the conversation); an ambassador (the one the
 * owner's request is matched to); an admin.
 */
export const CALLERS = ['anonymous', 'member', 'owner', 'ambassador', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = 401 | 403 | 404 | 'allowed';

/** What the suite sets up before the calls, by name; a row's path ids name one of these (or are a number). */
export interface Fixtures {
  owner: number;
  member: number;
  ambassador: number;
  admin: number;
  /** The owner's public look board (others are told it is not theirs: 403). */
  board: number;
  /** The owner's approved inspiration image. */
  image: number;
  /** The owner's approved product. */
  product: number;
  /** The owner's affiliate code: in nobody else's list (404). */
  code: number;
  /** The owner's request, matched to the ambassador (who sees it, but is not its requester). */
  request: number;
  /** The conversation between the owner and the ambassador. */
  conversation: number;
  /** The owner's Mix & Match. */
  mixMatch: number;
  /** The ambassador's application (approved). */
  application: number;
}

export interface Row {
  expect: Record<Caller, Expected>;
  /** Each `{name}` of the operation's path: a fixture, or a literal value. */
  ids?: Record<string, keyof Fixtures | number | string>;
  /** The call ends the session it is made with: made with a session of its own. */
  ownSession?: true;
  /** The call (by the owner) removes a fixture: made after every other row. */
  last?: true;
}

const allowed = 'allowed' as const;
/** Anyone, with or without a token. */
const everyone: Row['expect'] = { anonymous: allowed, member: allowed, owner: allowed, ambassador: allowed, admin: allowed };
/** Any signed-in person; a visitor is told to sign in. */
const signedIn: Row['expect'] = { anonymous: 401, member: allowed, owner: allowed, ambassador: allowed, admin: allowed };
const admins: Row['expect'] = { anonymous: 401, member: 403, owner: 403, ambassador: 403, admin: allowed };
/** The ambassadors' own pages and matches (an admin is no ambassador). */
const ambassadors: Row['expect'] = { anonymous: 401, member: 403, owner: 403, ambassador: allowed, admin: 403 };
/** The owner's; anyone else is refused with `others` (403 it is not theirs, 404 it is not there for them). */
const owners = (others: 403 | 404): Row['expect'] => ({ anonymous: 401, member: others, owner: allowed, ambassador: others, admin: others });
/** The conversation's participants (the owner and the ambassador). */
const participants: Row['expect'] = { anonymous: 401, member: 403, owner: allowed, ambassador: allowed, admin: 403 };

/** One row per operationId of the route table. */
export const MATRIX: Record<string, Row> = {
  // site
  getConfig: { expect: everyone },
  getEnumChecksum: { expect: everyone },
  getEnumResource: { expect: everyone, ids: { resource: 'styles' } },
  getDefaultFilters: { expect: everyone },
  subscribeNewsletter: { expect: everyone },
  // auth
  signUp: { expect: everyone },
  login: { expect: everyone },
  refreshToken: { expect: everyone },
  logout: { expect: signedIn, ownSession: true },
  forgotPassword: { expect: everyone },
  resetPassword: { expect: everyone, ids: { token: 'not-a-reset-token' } },
  changePassword: { expect: signedIn },
  verifyEmail: { expect: everyone, ids: { userId: 'owner', token: 'not-a-verification-token' } },
  revertEmail: { expect: everyone },
  // user
  getCurrentUser: { expect: signedIn },
  updateProfile: { expect: signedIn },
  updateAvatar: { expect: signedIn },
  setProfession: { expect: signedIn },
  setVibes: { expect: signedIn },
  setStyles: { expect: signedIn },
  setSubStyles: { expect: signedIn },
  setRoomTypes: { expect: signedIn },
  setColors: { expect: signedIn },
  finishPreferences: { expect: signedIn },
  updateEmail: { expect: signedIn },
  sendVerificationLink: { expect: signedIn },
  confirmDetails: { expect: signedIn },
  deactivateAccount: { expect: signedIn },
  eraseAccount: { expect: signedIn },
  sendPersonaEmail: { expect: everyone },
  getMember: { expect: everyone, ids: { id: 'owner' } },
  getMembersById: { expect: everyone },
  searchRegularMembers: { expect: everyone },
  // inspiration images
  addInspirationImage: { expect: signedIn },
  editInspirationImage: { expect: owners(403), ids: { id: 'image' } },
  removeInspirationImage: { expect: owners(403), ids: { id: 'image' }, last: true },
  getInspirationImage: { expect: everyone, ids: { id: 'image' } },
  likeInspirationImage: { expect: signedIn, ids: { id: 'image' } },
  setInspirationImagePermissions: { expect: owners(403), ids: { id: 'image' } },
  getInspirationImagesById: { expect: everyone },
  searchInspirationImages: { expect: everyone },
  searchGetTheLook: { expect: everyone },
  similarInspirationImages: { expect: everyone },
  // products
  addProduct: { expect: signedIn },
  removeProduct: { expect: owners(403), ids: { id: 'product' }, last: true },
  getProduct: { expect: everyone, ids: { id: 'product' } },
  likeProduct: { expect: signedIn, ids: { id: 'product' } },
  rateProduct: { expect: signedIn, ids: { id: 'product' } },
  searchProducts: { expect: everyone },
  getProductsById: { expect: everyone },
  similarProducts: { expect: everyone },
  similarToProduct: { expect: everyone, ids: { id: 'product' } },
  // catalog review
  getModerationQueue: { expect: admins },
  approveInspirationImage: { expect: admins, ids: { id: 'image' } },
  rejectInspirationImage: { expect: admins, ids: { id: 'image' } },
  approveProduct: { expect: admins, ids: { id: 'product' } },
  rejectProduct: { expect: admins, ids: { id: 'product' } },
  // affiliate
  listAffiliateSites: { expect: everyone },
  listAffiliateCodes: { expect: signedIn },
  addAffiliateCode: { expect: signedIn },
  changeAffiliateCode: { expect: owners(404), ids: { id: 'code' } },
  deleteAffiliateCode: { expect: owners(404), ids: { id: 'code' }, last: true },
  // look boards
  createLookBoard: { expect: signedIn },
  updateLookBoard: { expect: owners(403), ids: { id: 'board' } },
  updateSubmittedLookBoard: { expect: owners(403), ids: { id: 'board' } },
  updateLookBoardBannerColor: { expect: owners(403), ids: { id: 'board' } },
  updateLookBoardRequest: { expect: owners(403), ids: { id: 'board' } },
  submitLookBoard: { expect: owners(403), ids: { id: 'board' } },
  acceptLookBoardSubstitute: { expect: owners(403), ids: { id: 'board', productId: 'product' } },
  pickLookBoardSubstitute: { expect: owners(403), ids: { id: 'board', productId: 'product' } },
  deleteLookBoard: { expect: owners(403), ids: { id: 'board' }, last: true },
  likeLookBoard: { expect: signedIn, ids: { id: 'board' } },
  // What others think of a board: its owner gives neither.
  voteLookBoard: { expect: { ...signedIn, owner: 403 }, ids: { id: 'board' } },
  rateLookBoard: { expect: { ...signedIn, owner: 403 }, ids: { id: 'board' } },
  getLookBoard: { expect: everyone, ids: { id: 'board' } },
  searchLookBoards: { expect: everyone },
  lookBoardExamples: { expect: everyone },
  getLookBoardsById: { expect: everyone },
  shareLookBoard: { expect: everyone },
  imageLookBoards: { expect: everyone, ids: { id: 'image' } },
  productLookBoards: { expect: everyone, ids: { id: 'product' } },
  productOnLookBoard: { expect: everyone, ids: { id: 'product', lookBoardId: 'board' } },
  getLookBoardProducts: { expect: everyone },
  approveLookBoard: { expect: admins, ids: { id: 'board' } },
  rejectLookBoard: { expect: admins, ids: { id: 'board' } },
  // Mix & Match
  saveMixMatch: { expect: signedIn },
  listMixMatches: { expect: signedIn },
  deleteMixMatch: { expect: owners(404), ids: { id: 'mixMatch' }, last: true },
  // ambassadors
  // Only a verified address applies: the ambassador's is; the others' are not.
  applyAsAmbassador: { expect: { anonymous: 401, member: 403, owner: 403, ambassador: allowed, admin: 403 } },
  // Only a verified address nominates: the ambassador's is; the others' are not.
  nominateAmbassador: { expect: { anonymous: 401, member: 403, owner: 403, ambassador: allowed, admin: 403 } },
  loginByInvitationCode: { expect: everyone },
  listAmbassadorApplications: { expect: admins },
  approveAmbassadorApplication: { expect: admins, ids: { id: 'application' } },
  rejectAmbassadorApplication: { expect: admins, ids: { id: 'application' } },
  // showcases
  getOwnShowcase: { expect: ambassadors },
  createShowcase: { expect: ambassadors },
  updateShowcase: { expect: ambassadors },
  setShowcaseBanner: { expect: ambassadors },
  setShowcaseDescription: { expect: ambassadors },
  setShowcaseStyles: { expect: ambassadors },
  setShowcaseImages: { expect: ambassadors },
  setShowcaseLookBoards: { expect: ambassadors },
  setShowcaseFeaturedLookBoards: { expect: ambassadors },
  activateShowcase: { expect: ambassadors },
  setShowcaseVideo: { expect: ambassadors },
  getShowcaseByUrl: { expect: everyone },
  searchShowcases: { expect: everyone },
  followedShowcases: { expect: signedIn },
  showcaseImages: { expect: everyone, ids: { id: 'ambassador' } },
  showcaseLookBoards: { expect: everyone, ids: { id: 'ambassador' } },
  listShowcaseVideos: { expect: admins },
  activateShowcaseVideo: { expect: admins, ids: { id: 'ambassador' } },
  deactivateShowcaseVideo: { expect: admins, ids: { id: 'ambassador' } },
  // follows
  follow: { expect: signedIn, ids: { userId: 'member' } },
  unfollow: { expect: signedIn, ids: { userId: 'member' } },
  checkFollow: { expect: signedIn, ids: { id: 'owner' } },
  listFollowers: { expect: everyone, ids: { id: 'owner' } },
  listFollowed: { expect: everyone, ids: { id: 'owner' } },
  // Request the Look
  submitRequest: { expect: signedIn },
  getRequest: { expect: { ...owners(404), ambassador: allowed }, ids: { id: 'request' } },
  getRecommendations: { expect: { ...owners(404), ambassador: 403 }, ids: { id: 'request' } },
  rateRecommendation: { expect: owners(403), ids: { id: 'request' } },
  closeRequest: { expect: owners(403), ids: { id: 'request' }, last: true },
  ambassadorMatches: { expect: ambassadors },
  listOwnRequests: { expect: signedIn },
  // messaging
  startConversation: { expect: signedIn },
  listConversations: { expect: signedIn },
  unreadConversations: { expect: signedIn },
  getConversation: { expect: participants, ids: { id: 'conversation' } },
  listMessages: { expect: participants, ids: { id: 'conversation' } },
  sendMessage: { expect: participants, ids: { id: 'conversation' } },
  markConversationRead: { expect: participants, ids: { id: 'conversation' } },
  contactList: { expect: signedIn },
  // notifications
  listNotifications: { expect: signedIn },
  markNotificationsRead: { expect: signedIn },
  // rewards
  userStats: { expect: signedIn },
  userActivities: { expect: signedIn },
  userRewards: { expect: signedIn },
  // Only a verified address redeems: the ambassador's is; the others' are not.
  redeemPoints: { expect: { anonymous: 401, member: 403, owner: 403, ambassador: allowed, admin: 403 } },
  payRedemption: { expect: admins, ids: { userId: 'owner', redemptionId: 1 } },
  refuseRedemption: { expect: admins, ids: { userId: 'owner', redemptionId: 1 } },
  adminLedger: { expect: admins, ids: { userId: 'owner' } },
  adminLedgerCsv: { expect: admins, ids: { userId: 'owner' } },
  adminRedemptions: { expect: admins },
  adminRedemptionsCsv: { expect: admins },
  // moderation
  reportImage: { expect: signedIn, ids: { id: 'image' } },
  fileTakedownNotice: { expect: signedIn, ids: { id: 'image' } },
  fileCreditClaim: { expect: signedIn, ids: { id: 'image' } },
  moderationQueue: { expect: admins },
  takeDownImage: { expect: admins, ids: { id: 'image' } },
  restoreImage: { expect: admins, ids: { id: 'image' } },
  dismissImageReports: { expect: admins, ids: { id: 'image' } },
  takeDownProduct: { expect: admins, ids: { id: 'product' } },
  restoreProduct: { expect: admins, ids: { id: 'product' } },
  takeDownLookBoard: { expect: admins, ids: { id: 'board' } },
  restoreLookBoard: { expect: admins, ids: { id: 'board' } },
  acceptTakedownNotice: { expect: admins, ids: { id: 1 } },
  rejectTakedownNotice: { expect: admins, ids: { id: 1 } },
  approveCreditClaim: { expect: admins, ids: { id: 1 } },
  rejectCreditClaim: { expect: admins, ids: { id: 1 } },
  approveBusinessAccount: { expect: admins, ids: { id: 'owner' } },
  rejectBusinessAccount: { expect: admins, ids: { id: 'owner' } },
  // recommendations: the look at three budgets, and its exact items (the board's curator or the picture's credited owner)
  lookBoardBudgets: { expect: everyone, ids: { id: 'board' } },
  imageBudgets: { expect: everyone, ids: { id: 'image' } },
  markExactItem: { expect: owners(403), ids: { id: 'board' } },
  // recommendations: the board editor's compatibility meter (anyone may weigh a board)
  lookBoardCompatibility: { expect: everyone },
  // recommendations: keep or swap a product shown (members), what Swap offers in its place, and what the member said of products shown
  keepProduct: { expect: signedIn, ids: { id: 'product' } },
  swapProduct: { expect: signedIn, ids: { id: 'product' } },
  productAlternatives: { expect: signedIn, ids: { id: 'product' } },
  listProductFeedback: { expect: signedIn },
  // site forms
  sendTradeOpportunityInquiry: { expect: everyone },
  sendContactMessage: { expect: everyone },
  // media
  uploadMedia: { expect: signedIn },
  // docs
  getOpenApiDocument: { expect: everyone },
  getApiDocsPage: { expect: everyone },
};
