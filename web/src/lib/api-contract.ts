/**
 * The web client's calls checked against the API description (types generated from the route
 * table by `npm run gen:api`): what a feature sends must be a body the server accepts, and what
 * the server answers must be what the feature reads. Type-level only: `tsc -p web/tsconfig.json`
 * fails when the two drift. Nothing here runs.
 */
import type { AppConfig } from '@decorlook/domain/site/enums';
import type { changePassword, PasswordChange } from '../features/account/api/change-password';
import type { deactivateAccount, deleteAccount } from '../features/account/api/close-account';
import type { PREFERENCE_CALLS } from '../features/account/api/save-preference';
import type { updateEmail } from '../features/account/api/update-email';
import type { updateProfession } from '../features/account/api/update-profession';
import type { ProfileChanges } from '../features/account/api/update-profile';
import type { forgotPasswordRequest } from '../features/auth/api/forgot-password';
import type { resetPasswordRequest } from '../features/auth/api/reset-password';
import type { revertEmailRequest } from '../features/auth/api/revert-email';
import type { SignUpAnswer } from '../features/auth/api/sign-up';
import type { VerificationAnswer } from '../features/auth/api/verify-email';
import type { Credentials, ResetValues } from '../features/auth/machines/auth.machine';
import type { NewsletterRequest } from '../features/newsletter/api/subscribe-newsletter';
import type { GalleryImageSearchBody as ImageSearchBody, LikeAnswer, SimilarImagesBody } from './queries/images';
import type { ProductSearchAnswer, ProductSearchBody } from './queries/products';
import type { TrendingImagesRequest } from '../features/home/trending-images';
import type { ImageView as GalleryImage } from '@decorlook/domain/catalog/catalog.views';
import type { NewImage } from './queries/images';
import type { imagesSearchBody } from '../features/dashboard/my-images';
import type { QueueDecision, QueuePage } from '../features/dashboard/api/moderation';
import type { ContactBody, InquirySent, TradeInquiryBody } from '../features/contact/api/send-inquiry';
import type { MediaRecord } from '../features/dashboard/api/upload-media';
import type { ImageChanges } from '../features/inspiration-image/api/edit-image';
import type { Product, shopTheLookBody } from './queries/products';
import type { RateAnswer } from '../features/product/api/rate-product';
import type { LookBoardView } from '@decorlook/domain/lookboards/look-board.views';
import type { CurateImageSearchBody } from '../features/curate/image-search';
import type { TraySearchBody } from '../features/curate/api/search-products';
import type { Compatibility, CompatibilityBody } from '../features/curate/api/board-compatibility';
import type { SubmitAnswer } from '../features/curate/api/submit-look-board';
import type { BannerColorChange } from '../features/curate/api/update-banner-color';
import type { LookBoardBody } from '../features/curate/machines/curate.details';
import type { SavedBoard } from '../features/curate/machines/curate.machine';
import type { MixMatchView } from '@decorlook/domain/lookboards/look-board.views';
import type { ProductView } from '@decorlook/domain/catalog/catalog.views';
import type { BoardProductsBody, LookBoard } from './queries/look-boards';
import type { LikeAnswer as BoardLikeAnswer, RateAnswer as BoardRateAnswer, VoteAnswer } from '../features/look-board/api/react-to-look-board';
import type { LookBoardSearchAnswer, LookBoardSearchBody, LookBoardsSearchBody, MixMatchBody, MixMatchListBody, ShareAnswer, SourceLookBoardsBody } from './queries/look-boards';
import type { ShowcaseView } from '@decorlook/domain/ambassadors/ambassador.views';
import type { ActivateBody, BannerBody, DescriptionBody, FeaturedLookBoardsBody, ImagesBody, LookBoardsBody, ShowcaseSettingsBody, StylesBody, VideoBody } from '../features/showcase/api/own-showcase';
import type { SourceImagesBody } from '../features/showcase/api/sources';
import type { BannerMedia } from '../features/showcase/api/upload-banner';
import type { ShowcaseSearchAnswer, ShowcaseSearchBody } from './queries/showcases';
import type { RegularUsersBody } from './queries/follows';
import type { MemberImagesBody } from '../features/get-the-look/api/ambassador-details';
import type { FollowAnswer, PublicMember } from './queries/follows';
import type { ApplicationAnswer, ApplicationBody } from '../features/ambassador/api/apply';
import type { ConfirmDetails } from '../features/ambassador/api/invitation';
import type { NominationAnswer, NominationBody } from '../features/community/api/nominate';
import type { VideoDecision, VideoDecisionAnswer } from '../features/dashboard/api/ambassador-review';
import type { ShowcaseView as OwnShowcase } from '../features/dashboard/api/ambassador-showcase-status';
import type { RequestImageSearchBody } from '../features/request/image-search';
import type { SubmittedRequest } from '../features/request/machines/request.machine';
import type { RequestBody } from '../features/request/machines/request.values';
import type { CloseAnswer } from '../features/dashboard/api/my-requests';
import type { RequestListBody } from './queries/requests';
import type { RequestView } from '@decorlook/domain/requests/request.views';
import type { AdminLedger, AdminRedemptions, PageBody } from './queries/rewards';
import type { RedeemAnswer, RedeemRequest } from '../features/rewards/api/redeem-points';
import type { Settlement } from '../features/rewards/api/admin-redemptions';
import type { ActivityView, RedemptionView, UserStatsView } from '@decorlook/domain/rewards/rewards.views';
import type { ContactView, ConversationView, MessageView, UnreadAnswer } from '@decorlook/domain/messaging/messaging.views';
import type { MessageBody, ReadAnswer, StartBody } from '../features/messages/api/message-writes';
import type { NotificationsAnswer } from '@decorlook/domain/notifications/notification.views';
import type { paths } from './api-schema';
import type { TokenAnswer } from './auth-tokens';
import type { PreferencesAnswer, User } from './session/user';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The JSON body an operation accepts (never when it takes none). */
type Body<P extends keyof paths, M extends Method> = [P] extends [never] ? never : Op<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** The JSON an operation answers with the given status. */
type Answer<P extends keyof paths, M extends Method, S extends number = 200> = [P] extends [never] ? never : Op<P, M>['responses'] extends Record<S, { content: { 'application/json': infer A } }> ? A : never;
type Result<P extends keyof paths, M extends Method, S extends number = 200> = Answer<P, M, S> extends { result: infer R } ? R : never;
/** A path as the web spells it (`/v1/...`) → the description's key. */
type ApiPath<S extends string> = S extends `/v1${infer P extends keyof paths}` ? P : never;
/** The message a feature reads from `{ result?: { message?: string } }`. */
type MessageAnswer = { result?: { message?: string } };

type Holds<T extends true> = T;
/** A sends what B accepts / A answers what B reads; never (an unknown call) fits nothing. [] stops unions distributing. */
type Fits<A, B> = [A] extends [never] ? false : [B] extends [never] ? false : [A] extends [B] ? true : false;
type Param<F extends (...args: never[]) => unknown, I extends number> = Parameters<F>[I];

/** save-preference's calls, one per category: `true` only when every category holds. */
type Preference = typeof PREFERENCE_CALLS;
type PreferenceChecks = {
  [C in keyof Preference]: {
    sent: Fits<{ [F in Preference[C]['field']]: number[] }, Body<ApiPath<Preference[C]['path']>, 'put'>>;
    read: Fits<Result<ApiPath<Preference[C]['path']>, 'put'>, PreferencesAnswer>;
  };
}[keyof Preference];
type EachPreference = { sent: PreferenceChecks['sent']; read: PreferenceChecks['read'] };

// What the features send.
export type _Sent = [
  Holds<Fits<Pick<Credentials, 'email' | 'password'>, Body<'/auth/login', 'post'>>>,
  Holds<Fits<{ refreshToken: string }, Body<'/auth/refresh-token', 'post'>>>,
  Holds<Fits<ResetValues, Body<'/auth/password-reset/{token}', 'post'>>>,
  Holds<Fits<Param<typeof resetPasswordRequest, 1>, Body<'/auth/password-reset/{token}', 'post'>>>,
  Holds<Fits<{ email: Param<typeof forgotPasswordRequest, 1>; domain: Param<typeof forgotPasswordRequest, 2> }, Body<'/auth/forgot-password', 'post'>>>,
  Holds<Fits<PasswordChange, Body<'/auth/change-password', 'post'>>>,
  Holds<Fits<Param<typeof changePassword, 1>, Body<'/auth/change-password', 'post'>>>,
  Holds<Fits<{ token: Param<typeof revertEmailRequest, 1> }, Body<'/auth/email-revert', 'post'>>>,
  Holds<Fits<ProfileChanges, Body<'/user', 'put'>>>,
  Holds<Fits<{ profession: Param<typeof updateProfession, 1> }, Body<'/user/profession', 'put'>>>,
  Holds<Fits<NewsletterRequest, Body<'/notification-email', 'post'>>>,
  Holds<Fits<{ styles: number[] }, Body<'/user/styles', 'put'>>>,
  // Look boards and Mix & Match
  Holds<Fits<BoardProductsBody, Body<'/productslb', 'post'>>>,
  Holds<Fits<{ isLiked: boolean }, Body<'/look-board/{id}/like', 'post'>>>,
  Holds<Fits<{ vote: true }, Body<'/look-board/{id}/vote', 'post'>>>,
  Holds<Fits<{ rate: number }, Body<'/look-board/{id}/rate', 'post'>>>,
  Holds<Fits<{ lookBoardId: number }, Body<'/look-board/share', 'post'>>>,
  Holds<Fits<LookBoardSearchBody, Body<'/look-board/search', 'post'>>>,
  Holds<Fits<LookBoardsSearchBody, Body<'/look-board/search', 'post'>>>,
  Holds<Fits<MixMatchBody, Body<'/mix-match', 'post'>>>,
  Holds<Fits<MixMatchListBody, Body<'/user/mix-matches', 'post'>>>,
  // Curate the Look
  Holds<Fits<LookBoardBody, Body<'/look-board', 'post'>>>,
  Holds<Fits<LookBoardBody, Body<'/look-board/{id}', 'put'>>>,
  Holds<Fits<LookBoardBody, Body<'/look-board/{id}/submitted', 'put'>>>,
  Holds<Fits<{ color: BannerColorChange['color'] }, Body<'/look-board/{id}/update-banner-color', 'post'>>>,
  Holds<Fits<CurateImageSearchBody, Body<'/inspiration-image/search', 'post'>>>,
  Holds<Fits<TraySearchBody, Body<'/product/search', 'post'>>>,
  Holds<Fits<CompatibilityBody, Body<'/look-board/compatibility', 'post'>>>,
  Holds<EachPreference['sent']>,
  Holds<Fits<Param<typeof updateEmail, 1>, Body<'/user/update-email', 'post'>>>,
  Holds<Fits<Param<typeof deactivateAccount, 1>, Body<'/user/deactivate', 'post'>>>,
  Holds<Fits<Param<typeof deleteAccount, 1>, Body<'/user', 'delete'>>>,
  Holds<Fits<NewImage, Body<'/inspiration-image', 'post'>>>,
  Holds<Fits<ImageChanges, Body<'/inspiration-image/{id}', 'put'>>>,
  Holds<Fits<{ permissions: GalleryImage['permissions'] & string }, Body<'/inspiration-image/{id}/permissions', 'post'>>>,
  Holds<Fits<{ isLiked: boolean }, Body<'/inspiration-image/{id}/like', 'post'>>>,
  Holds<Fits<ReturnType<typeof imagesSearchBody>, Body<'/inspiration-image/search', 'post'>>>,
  Holds<Fits<ReturnType<typeof shopTheLookBody>, Body<'/product/search', 'post'>>>,
  Holds<Fits<{ isLiked: boolean }, Body<'/product/{id}/like', 'post'>>>,
  Holds<Fits<{ rate: number }, Body<'/product/{id}/rate', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/inspiration-images/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/products/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/look-boards/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'takeDown' }>['reason'] }, Body<'/admin/inspiration-images/{id}/take-down', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'dismiss' }>['reason'] }, Body<'/admin/inspiration-images/{id}/reports/dismiss', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/takedown-notices/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/credit-claims/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/users/{id}/business/reject', 'post'>>>,
  // Messages to the team
  Holds<Fits<TradeInquiryBody, Body<'/trade-opportunities', 'post'>>>,
  Holds<Fits<ContactBody, Body<'/contact', 'post'>>>,
  Holds<Fits<ImageSearchBody, Body<'/inspiration-image/search-get-the-look', 'post'>>>,
  Holds<Fits<ProductSearchBody, Body<'/product/search', 'post'>>>,
  Holds<Fits<SimilarImagesBody, Body<'/inspiration-image/similar', 'post'>>>,
  Holds<Fits<TrendingImagesRequest, Body<'/inspiration-image/search', 'post'>>>,
  // Showcases and follows
  Holds<Fits<{ pageName: string }, Body<'/showcase', 'post'>>>,
  Holds<Fits<ShowcaseSettingsBody, Body<'/showcase', 'put'>>>,
  Holds<Fits<BannerBody, Body<'/showcase/banner', 'put'>>>,
  Holds<Fits<DescriptionBody, Body<'/showcase/description', 'put'>>>,
  Holds<Fits<StylesBody, Body<'/showcase/styles', 'put'>>>,
  Holds<Fits<ImagesBody, Body<'/showcase/images', 'put'>>>,
  Holds<Fits<LookBoardsBody, Body<'/showcase/look-boards', 'put'>>>,
  Holds<Fits<FeaturedLookBoardsBody, Body<'/showcase/feature-look-boards', 'put'>>>,
  Holds<Fits<ActivateBody, Body<'/showcase/activate', 'put'>>>,
  Holds<Fits<VideoBody, Body<'/showcase/upload-video-url', 'put'>>>,
  Holds<Fits<{ urlKey: string }, Body<'/showcase/url', 'post'>>>,
  Holds<Fits<{ images: number[] }, Body<'/showcase/{id}/images', 'post'>>>,
  Holds<Fits<{ lookBoards: number[] }, Body<'/showcase/{id}/look-boards', 'post'>>>,
  Holds<Fits<ShowcaseSearchBody, Body<'/showcase/search', 'post'>>>,
  Holds<Fits<ShowcaseSearchBody, Body<'/showcase/user-followed', 'post'>>>,
  Holds<Fits<SourceImagesBody, Body<'/inspiration-image/search', 'post'>>>,
  Holds<Fits<SourceLookBoardsBody, Body<'/look-board/search', 'post'>>>,
  Holds<Fits<MemberImagesBody, Body<'/inspiration-image/search', 'post'>>>,
  Holds<Fits<RegularUsersBody, Body<'/users/regular', 'post'>>>,
  // Ambassador programme
  Holds<Fits<ApplicationBody, Body<'/invitation/request-ambassador-access', 'post'>>>,
  Holds<Fits<NominationBody, Body<'/invitation/nominate-ambassador', 'post'>>>,
  Holds<Fits<{ code: string }, Body<'/auth/login/by-invitation-code', 'post'>>>,
  Holds<Fits<ConfirmDetails, Body<'/user/confirm', 'put'>>>,
  Holds<Fits<{ ambassadorType: NonNullable<Extract<QueueDecision, { action: 'approve' }>['ambassadorType']> }, Body<'/admin/ambassador-applications/{id}/approve', 'post'>>>,
  Holds<Fits<{ reason: Extract<QueueDecision, { action: 'reject' }>['reason'] }, Body<'/admin/ambassador-applications/{id}/reject', 'post'>>>,
  Holds<Fits<{ reason: Extract<VideoDecision, { action: 'deactivate' }>['reason'] }, Body<'/admin/showcases/{id}/video/deactivate', 'post'>>>,
  Holds<Fits<{ videoUrl: string }, Body<'/showcase/upload-video-url', 'put'>>>,
  // Request the Look (the requester)
  Holds<Fits<RequestBody, Body<'/requests', 'post'>>>,
  Holds<Fits<RequestImageSearchBody, Body<'/inspiration-image/search', 'post'>>>,
  Holds<Fits<RequestListBody, Body<'/user/requests', 'post'>>>,
  // Messages
  Holds<Fits<StartBody, Body<'/conversations', 'post'>>>,
  Holds<Fits<MessageBody, Body<'/conversations/{id}/messages', 'post'>>>,
  Holds<Fits<{ timestamp: string }, Body<'/conversations/{id}/read', 'patch'>>>,
  // Reward points
  Holds<Fits<Pick<RedeemRequest, 'points'>, Body<'/user/redeem-point', 'post'>>>,
  Holds<Fits<PageBody, Body<'/user/activities', 'post'>>>,
  Holds<Fits<PageBody, Body<'/user/rewards', 'post'>>>,
  Holds<Fits<{ reason: Extract<Settlement, { action: 'refuse' }>['reason'] }, Body<'/admin/users/{userId}/redemptions/{redemptionId}/refuse', 'post'>>>,
];

// What the features read.
export type _Read = [
  Holds<Fits<Answer<'/auth/login', 'post'>, TokenAnswer>>,
  Holds<Fits<Answer<'/auth/refresh-token', 'post'>, TokenAnswer>>,
  Holds<Fits<Result<'/auth/sign-up', 'post', 201>, SignUpAnswer>>,
  Holds<Fits<Result<'/auth/email-verification/{userId}/{token}', 'get'>, VerificationAnswer>>,
  Holds<Fits<Answer<'/auth/forgot-password', 'post'>, MessageAnswer>>,
  Holds<Fits<Answer<'/auth/password-reset/{token}', 'post'>, MessageAnswer>>,
  Holds<Fits<Answer<'/auth/change-password', 'post'>, MessageAnswer>>,
  Holds<Fits<Answer<'/auth/email-revert', 'post'>, MessageAnswer>>,
  Holds<Fits<Answer<'/user/send-verify-email-link', 'post'>, MessageAnswer>>,
  Holds<Fits<Result<'/user', 'get'>, User>>,
  Holds<Fits<Result<'/user', 'put'>, User>>,
  Holds<Fits<Result<'/user/profession', 'put'>, User>>,
  Holds<Fits<Result<'/user/update-email', 'post'>, User>>,
  Holds<Fits<Result<'/user/finish-preferences', 'post'>, User>>,
  Holds<Fits<Result<'/user/styles', 'put'>, PreferencesAnswer>>,
  Holds<EachPreference['read']>,
  Holds<Fits<Result<'/config', 'get'>, AppConfig>>,
  Holds<Fits<Result<'/media', 'post', 201>, MediaRecord>>,
  Holds<Fits<Result<'/inspiration-image', 'post', 201>, GalleryImage>>,
  Holds<Fits<Result<'/inspiration-image/{id}', 'get'>, GalleryImage>>,
  Holds<Fits<Result<'/inspiration-image/{id}', 'put'>, GalleryImage>>,
  Holds<Fits<Result<'/inspiration-image/{id}/permissions', 'post'>, GalleryImage>>,
  Holds<Fits<Result<'/inspiration-image/{id}/like', 'post'>, LikeAnswer>>,
  Holds<Fits<Result<'/inspiration-image/search', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/inspiration-image/similar', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/product/search', 'post'>, Product[]>>,
  Holds<Fits<Result<'/product/{id}', 'get'>, Product>>,
  Holds<Fits<Result<'/product/{id}/like', 'post'>, LikeAnswer>>,
  Holds<Fits<Result<'/product/{id}/rate', 'post'>, RateAnswer>>,
  Holds<Fits<Result<'/products/similar/{id}', 'get'>, Product[]>>,
  Holds<Fits<Result<'/admin/queue', 'get'>, QueuePage>>,
  Holds<Fits<Result<'/trade-opportunities', 'post', 201>, InquirySent>>,
  Holds<Fits<Result<'/contact', 'post', 201>, InquirySent>>,
  Holds<Fits<Result<'/inspiration-image/search-get-the-look', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/inspiration-image/search', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/inspiration-image/similar', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/inspiration-image/{id}', 'get'>, GalleryImage>>,
  Holds<Fits<Answer<'/product/search', 'post'>, ProductSearchAnswer>>,
  // Look boards and Mix & Match
  Holds<Fits<Result<'/look-board/{id}', 'get'>, LookBoard>>,
  Holds<Fits<Result<'/productslb', 'post'>, ProductView[]>>,
  Holds<Fits<Result<'/inspiration-image/{id}/view-look-boards', 'get'>, LookBoard[]>>,
  Holds<Fits<Result<'/product/{id}/view-look-boards', 'get'>, LookBoard[]>>,
  Holds<Fits<Result<'/look-board/{id}/like', 'post'>, BoardLikeAnswer>>,
  Holds<Fits<Result<'/look-board/{id}/vote', 'post'>, VoteAnswer>>,
  Holds<Fits<Result<'/look-board/{id}/rate', 'post'>, BoardRateAnswer>>,
  Holds<Fits<Result<'/look-board/share', 'post'>, ShareAnswer>>,
  Holds<Fits<Answer<'/look-board/search', 'post'>, LookBoardSearchAnswer>>,
  Holds<Fits<Result<'/mix-match', 'post', 201>, MixMatchView>>,
  Holds<Fits<Result<'/user/mix-matches', 'post'>, MixMatchView[]>>,
  Holds<Fits<Result<'/mix-match/{id}', 'delete'>, { deleted: true }>>,
  Holds<Fits<Result<'/look-board/{id}', 'delete'>, { deleted: true }>>,
  // Curate the Look
  Holds<Fits<Result<'/look-board', 'post', 201>, SavedBoard>>,
  Holds<Fits<Result<'/look-board/{id}', 'put'>, SavedBoard>>,
  Holds<Fits<Result<'/look-board/{id}/submitted', 'put'>, SavedBoard>>,
  Holds<Fits<Result<'/look-board/{id}/update-banner-color', 'post'>, SavedBoard>>,
  Holds<Fits<Result<'/look-board/{id}/submit', 'post'>, SubmitAnswer>>,
  Holds<Fits<Result<'/look-board/{id}', 'get'>, LookBoardView>>,
  Holds<Fits<Result<'/look-board/compatibility', 'post'>, Compatibility>>,
  // Showcases and follows
  Holds<Fits<Result<'/showcase', 'get'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase', 'post', 201>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase', 'put'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/banner', 'put'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/images', 'put'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/feature-look-boards', 'put'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/activate', 'put'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/url', 'post'>, ShowcaseView>>,
  Holds<Fits<Result<'/showcase/{id}/images', 'post'>, GalleryImage[]>>,
  Holds<Fits<Result<'/showcase/{id}/look-boards', 'post'>, LookBoardView[]>>,
  Holds<Fits<Answer<'/showcase/search', 'post'>, ShowcaseSearchAnswer>>,
  Holds<Fits<Answer<'/showcase/user-followed', 'post'>, ShowcaseSearchAnswer>>,
  Holds<Fits<Result<'/media', 'post', 201>, Omit<BannerMedia, 'type'>>>,
  Holds<Fits<Result<'/followers/follow/{userId}', 'post'>, FollowAnswer>>,
  Holds<Fits<Result<'/followers/follow/{userId}', 'delete'>, FollowAnswer>>,
  Holds<Fits<Result<'/user/{id}', 'get'>, PublicMember>>,
  Holds<Fits<Result<'/users/{id}/followers', 'get'>, PublicMember[]>>,
  Holds<Fits<Result<'/users/{id}/followed', 'get'>, PublicMember[]>>,
  Holds<Fits<Result<'/users/regular', 'post'>, PublicMember[]>>,
  // Ambassador programme
  Holds<Fits<Result<'/invitation/request-ambassador-access', 'post', 201>, ApplicationAnswer>>,
  Holds<Fits<Result<'/invitation/nominate-ambassador', 'post', 201>, NominationAnswer>>,
  Holds<Fits<Answer<'/auth/login/by-invitation-code', 'post'>, TokenAnswer>>,
  Holds<Fits<Result<'/user/confirm', 'put'>, User>>,
  Holds<Fits<Result<'/admin/showcase-videos', 'get'>, OwnShowcase[]>>,
  Holds<Fits<Result<'/admin/showcases/{id}/video/activate', 'post'>, VideoDecisionAnswer>>,
  Holds<Fits<Result<'/admin/showcases/{id}/video/deactivate', 'post'>, VideoDecisionAnswer>>,
  Holds<Fits<Result<'/showcase', 'get'>, OwnShowcase>>,
  Holds<Fits<Result<'/showcase/upload-video-url', 'put'>, OwnShowcase>>,
  // Request the Look (the requester)
  Holds<Fits<Result<'/requests', 'post', 201>, SubmittedRequest>>,
  Holds<Fits<Result<'/user/requests', 'post'>, RequestView[]>>,
  Holds<Fits<Result<'/requests/{id}/close', 'post'>, CloseAnswer>>,
  // Messages and notifications
  Holds<Fits<Result<'/conversations', 'get'>, ConversationView[]>>,
  Holds<Fits<Result<'/conversations', 'post', 201>, ConversationView>>,
  Holds<Fits<Result<'/conversations/{id}', 'get'>, ConversationView>>,
  Holds<Fits<Result<'/conversations/unread', 'get'>, UnreadAnswer>>,
  Holds<Fits<Result<'/conversations/{id}/messages', 'get'>, MessageView[]>>,
  Holds<Fits<Result<'/conversations/{id}/messages', 'post', 201>, MessageView>>,
  Holds<Fits<Result<'/conversations/{id}/read', 'patch'>, ReadAnswer>>,
  Holds<Fits<Result<'/contact-list', 'get'>, ContactView[]>>,
  Holds<Fits<Result<'/notifications', 'get'>, NotificationsAnswer>>,
  // Reward points
  Holds<Fits<Result<'/user/stats', 'post'>, UserStatsView>>,
  Holds<Fits<Result<'/user/activities', 'post'>, ActivityView[]>>,
  Holds<Fits<Result<'/user/rewards', 'post'>, RedemptionView[]>>,
  Holds<Fits<Result<'/user/redeem-point', 'post', 201>, RedeemAnswer>>,
  Holds<Fits<Result<'/admin/users/{userId}/redemptions/{redemptionId}/pay', 'post'>, RedemptionView>>,
  Holds<Fits<Result<'/admin/users/{userId}/redemptions/{redemptionId}/refuse', 'post'>, RedemptionView>>,
  Holds<Fits<Result<'/admin/users/{userId}/ledger', 'get'>, AdminLedger>>,
  Holds<Fits<Result<'/admin/redemptions', 'get'>, AdminRedemptions>>,
];

// A check that cannot fail proves nothing: these must not hold.
export type _Refused = [
  // @ts-expect-error a body missing a required field does not fit
  Holds<Fits<{ email: string }, Body<'/auth/login', 'post'>>>,
  // @ts-expect-error an answer is not a different shape
  Holds<Fits<Result<'/user', 'get'>, PreferencesAnswer & { extra: string }>>,
  // @ts-expect-error a wrongly typed field does not fit
  Holds<Fits<{ email: number; password: string }, Body<'/auth/login', 'post'>>>,
  // @ts-expect-error a rating must be a number
  Holds<Fits<{ rate: string }, Body<'/look-board/{id}/rate', 'post'>>>,
  // @ts-expect-error a board without its required texts does not fit
  Holds<Fits<Omit<LookBoardBody, 'title'>, Body<'/look-board', 'post'>>>,
  // @ts-expect-error a showcase address is text
  Holds<Fits<{ urlKey: number }, Body<'/showcase/url', 'post'>>>,
  // @ts-expect-error every category's path must be a described call
  Holds<Fits<{ vibes: number[] }, Body<ApiPath<'/v1/user/no-such-preference'>, 'put'>>>,
  // @ts-expect-error an application without its required texts does not fit
  Holds<Fits<Omit<ApplicationBody, 'message'>, Body<'/invitation/request-ambassador-access', 'post'>>>,
  // @ts-expect-error a request without its style does not fit
  Holds<Fits<Omit<RequestBody, 'requestStyle'>, Body<'/requests', 'post'>>>,
  // @ts-expect-error a redemption's points are a number
  Holds<Fits<{ points: string }, Body<'/user/redeem-point', 'post'>>>,
];
