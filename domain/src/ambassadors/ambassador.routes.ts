import { z } from 'zod';
import { publicUserView, resultOf, tokenAnswer } from '../http/responses';
import type { Operation } from '../http/route-table';
import { rejectInput } from '../catalog/catalog.rules';
import { imageView } from '../catalog/catalog.views';
import { lookBoardView } from '../lookboards/look-board.views';
import {
  applicationInput,
  applicationListInput,
  approveApplicationInput,
  createShowcaseInput,
  followListInput,
  invitationLoginInput,
  nominationInput,
  showcaseActivateInput,
  showcaseBannerInput,
  showcaseDescriptionInput,
  showcaseFeaturedLookBoardsInput,
  showcaseImagesByIdInput,
  showcaseImagesInput,
  showcaseLookBoardsByIdInput,
  showcaseLookBoardsInput,
  showcaseSearchInput,
  showcaseStylesInput,
  showcaseUrlInput,
  showcaseVideoDecisionInput,
  showcaseVideoInput,
  updateShowcaseInput,
} from './ambassador.rules';
import {
  applicationAnswer,
  applicationDecisionAnswer,
  applicationView,
  followAnswer,
  nominationAnswer,
  showcaseSearchAnswer,
  showcaseVideoDecisionAnswer,
  showcaseView,
} from './ambassador.views';
import { idParam, pathId } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;
const userIdParams = z.object({ userId: pathId });
const showcase = resultOf(showcaseView);
const members = resultOf(z.array(publicUserView));

/** The ambassador programme: applications, nominations and invitations, showcases and follows. */
export const AMBASSADOR_ROUTES = [
  // applications and nominations
  { method: 'post', path: '/invitation/request-ambassador-access', service: c, operationId: 'applyAsAmbassador', summary: 'Apply to become an ambassador (a verified email is needed)', tag: 'ambassadors', auth: 'bearer', status: 201, body: applicationInput, answer: resultOf(applicationAnswer), rateLimited: true, errors: [403] },
  { method: 'post', path: '/invitation/nominate-ambassador', service: c, operationId: 'nominateAmbassador', summary: 'Nominate someone as an ambassador (a member with a verified address): they are mailed an invitation', tag: 'ambassadors', auth: 'bearer', status: 201, body: nominationInput, answer: resultOf(nominationAnswer), rateLimited: true, errors: [403] },
  {
    method: 'post',
    path: '/auth/login/by-invitation-code',
    service: c,
    operationId: 'loginByInvitationCode',
    summary: 'Sign in with the code an invitation mailed: OAuth-style tokens at the top level',
    tag: 'auth',
    auth: 'none',
    status: 200,
    body: invitationLoginInput,
    answer: tokenAnswer,
    tokenCall: true,
    rateLimited: true,
    errors: [401, 410],
  },
  { method: 'get', path: '/admin/ambassador-applications', service: q, operationId: 'listAmbassadorApplications', summary: 'Ambassador applications to review, oldest first (admins)', tag: 'moderation', auth: 'bearer', status: 200, query: applicationListInput, answer: resultOf(z.array(applicationView)), errors: [403] },
  { method: 'post', path: '/admin/ambassador-applications/{id}/approve', service: c, operationId: 'approveAmbassadorApplication', summary: 'Approve an application: the applicant becomes an ambassador of the given type (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: approveApplicationInput, answer: resultOf(applicationDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/ambassador-applications/{id}/reject', service: c, operationId: 'rejectAmbassadorApplication', summary: 'Reject an application with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: rejectInput, answer: resultOf(applicationDecisionAnswer), errors: [403, 404] },
  // showcases
  { method: 'get', path: '/showcase', service: q, operationId: 'getOwnShowcase', summary: "The caller's showcase (404 when the ambassador has none yet)", tag: 'showcases', auth: 'bearer', status: 200, answer: showcase, errors: [403, 404] },
  { method: 'post', path: '/showcase', service: c, operationId: 'createShowcase', summary: "Create the caller's showcase (ambassadors; asking again answers the one there is)", tag: 'showcases', auth: 'bearer', status: 201, body: createShowcaseInput, answer: showcase, errors: [403] },
  { method: 'put', path: '/showcase', service: c, operationId: 'updateShowcase', summary: "Change the page's name, subtitle, meta texts, social links or address (urlKey, unique)", tag: 'showcases', auth: 'bearer', status: 200, body: updateShowcaseInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/banner', service: c, operationId: 'setShowcaseBanner', summary: 'Set the banner: a colour or a showcaseBanner upload', tag: 'showcases', auth: 'bearer', status: 200, body: showcaseBannerInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/description', service: c, operationId: 'setShowcaseDescription', summary: "Set the page's description", tag: 'showcases', auth: 'bearer', status: 200, body: showcaseDescriptionInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/styles', service: c, operationId: 'setShowcaseStyles', summary: "Set the page's styles (they become the ambassador's declared styles)", tag: 'showcases', auth: 'bearer', status: 200, body: showcaseStylesInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/images', service: c, operationId: 'setShowcaseImages', summary: "Set the page's images and which of them are featured", tag: 'showcases', auth: 'bearer', status: 200, body: showcaseImagesInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/look-boards', service: c, operationId: 'setShowcaseLookBoards', summary: "Set the page's look boards (the ambassador's own)", tag: 'showcases', auth: 'bearer', status: 200, body: showcaseLookBoardsInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/feature-look-boards', service: c, operationId: 'setShowcaseFeaturedLookBoards', summary: 'Set the featured look boards, shown first', tag: 'showcases', auth: 'bearer', status: 200, body: showcaseFeaturedLookBoardsInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/activate', service: c, operationId: 'activateShowcase', summary: 'Publish or hide the page (publishing needs an address)', tag: 'showcases', auth: 'bearer', status: 200, body: showcaseActivateInput, answer: showcase, errors: [403, 404] },
  { method: 'put', path: '/showcase/upload-video-url', service: c, operationId: 'setShowcaseVideo', summary: 'Send a video address for review (empty removes it); it shows once an admin activates it', tag: 'showcases', auth: 'bearer', status: 200, body: showcaseVideoInput, answer: showcase, errors: [403, 404] },
  { method: 'post', path: '/showcase/url', service: q, operationId: 'getShowcaseByUrl', summary: 'A showcase by its address (an inactive one is 404 to all but its owner)', tag: 'showcases', auth: 'optional', status: 200, body: showcaseUrlInput, answer: showcase, errors: [404] },
  { method: 'post', path: '/showcase/search', service: q, operationId: 'searchShowcases', summary: 'Active showcases by the ambassador filters (visitors stop at 70 results)', tag: 'showcases', auth: 'optional', status: 200, body: showcaseSearchInput, answer: showcaseSearchAnswer },
  { method: 'post', path: '/showcase/user-followed', service: q, operationId: 'followedShowcases', summary: 'Active showcases of the ambassadors the caller follows', tag: 'showcases', auth: 'bearer', status: 200, body: showcaseSearchInput, answer: showcaseSearchAnswer },
  { method: 'post', path: '/showcase/{id}/images', service: q, operationId: 'showcaseImages', summary: "A showcase's images by id, in the order asked (those on the page)", tag: 'showcases', auth: 'optional', status: 200, params: idParam, body: showcaseImagesByIdInput, answer: resultOf(z.array(imageView)), errors: [404] },
  { method: 'post', path: '/showcase/{id}/look-boards', service: q, operationId: 'showcaseLookBoards', summary: "A showcase's look boards by id, in the order asked (those on the page, published)", tag: 'showcases', auth: 'optional', status: 200, params: idParam, body: showcaseLookBoardsByIdInput, answer: resultOf(z.array(lookBoardView)), errors: [404] },
  { method: 'get', path: '/admin/showcase-videos', service: q, operationId: 'listShowcaseVideos', summary: 'Showcase videos waiting for review, oldest first (admins)', tag: 'moderation', auth: 'bearer', status: 200, query: applicationListInput.pick({ offset: true, limit: true }), answer: resultOf(z.array(showcaseView)), errors: [403] },
  { method: 'post', path: '/admin/showcases/{id}/video/activate', service: c, operationId: 'activateShowcaseVideo', summary: "Show a showcase's video (admins)", tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: resultOf(showcaseVideoDecisionAnswer), errors: [403, 404] },
  { method: 'post', path: '/admin/showcases/{id}/video/deactivate', service: c, operationId: 'deactivateShowcaseVideo', summary: "Hide a showcase's video, with an optional reason (admins)", tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: showcaseVideoDecisionInput, answer: resultOf(showcaseVideoDecisionAnswer), errors: [403, 404] },
  // follows
  { method: 'post', path: '/followers/follow/{userId}', service: c, operationId: 'follow', summary: 'Follow a member (following twice is one follow)', tag: 'follows', auth: 'bearer', status: 200, params: userIdParams, answer: resultOf(followAnswer), errors: [404] },
  { method: 'delete', path: '/followers/follow/{userId}', service: c, operationId: 'unfollow', summary: 'Stop following a member', tag: 'follows', auth: 'bearer', status: 200, params: userIdParams, answer: resultOf(followAnswer), errors: [404] },
  { method: 'get', path: '/followers/follow/{id}/check', service: q, operationId: 'checkFollow', summary: 'Whether the caller follows a member', tag: 'follows', auth: 'bearer', status: 200, params: idParam, answer: resultOf(z.boolean()) },
  { method: 'get', path: '/users/{id}/followers', service: q, operationId: 'listFollowers', summary: "A member's followers, newest first (each with isFollowed for the caller)", tag: 'follows', auth: 'optional', status: 200, params: idParam, query: followListInput, answer: members, errors: [404] },
  { method: 'get', path: '/users/{id}/followed', service: q, operationId: 'listFollowed', summary: 'The members a member follows, newest first (each with isFollowed for the caller)', tag: 'follows', auth: 'optional', status: 200, params: idParam, query: followListInput, answer: members, errors: [404] },
] as const satisfies readonly Operation[];
