import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { contactInput, inquirySentAnswer, tradeOpportunityInput } from '../site/inquiries';
import { creditClaimInput, moderationReasonInput, queueInput, reportInput, takedownNoticeInput } from './moderation.rules';
import { claimAnswer, queueDecisionAnswer, queueAnswer, reportAnswer } from './moderation.views';
import { idParam } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;
const decision = resultOf(queueDecisionAnswer);

/** Reports and claims (spec 7's report call and the two claim forms), the admins' queue and decisions, and messages to the team. */
export const MODERATION_ROUTES = [
  { method: 'post', path: '/inspiration-image/{id}/report', service: c, operationId: 'reportImage', summary: 'Report an image (one open report per member and image)', tag: 'moderation', auth: 'bearer', status: 201, params: idParam, body: reportInput, answer: resultOf(reportAnswer), rateLimited: true, errors: [404, 409] },
  { method: 'post', path: '/inspiration-image/{id}/takedown-notice', service: c, operationId: 'fileTakedownNotice', summary: 'A copyright takedown notice for an image (the /report/imageremovalrequest form)', tag: 'moderation', auth: 'bearer', status: 201, params: idParam, body: takedownNoticeInput, answer: resultOf(claimAnswer), rateLimited: true, errors: [404] },
  { method: 'post', path: '/inspiration-image/{id}/credit-claim', service: c, operationId: 'fileCreditClaim', summary: "Claim credit for an image (the /report/getCredit form): once approved the claimant is the image's credited owner", tag: 'moderation', auth: 'bearer', status: 201, params: idParam, body: creditClaimInput, answer: resultOf(claimAnswer), rateLimited: true, errors: [404] },

  { method: 'get', path: '/admin/queue', service: q, operationId: 'moderationQueue', summary: 'The one moderation queue: reports, notices, claims, pending content, business accounts, ambassador applications (admins)', tag: 'moderation', auth: 'bearer', status: 200, query: queueInput, answer: resultOf(queueAnswer), errors: [403] },
  { method: 'post', path: '/admin/inspiration-images/{id}/take-down', service: c, operationId: 'takeDownImage', summary: 'Take an image down: gone from every page, list and search at once; its open reports are closed (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/inspiration-images/{id}/restore', service: c, operationId: 'restoreImage', summary: 'Restore a taken-down image (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/inspiration-images/{id}/reports/dismiss', service: c, operationId: 'dismissImageReports', summary: "Close an image's open reports, leaving it up (admins)", tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/products/{id}/take-down', service: c, operationId: 'takeDownProduct', summary: 'Take a product down (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/products/{id}/restore', service: c, operationId: 'restoreProduct', summary: 'Restore a taken-down product (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/look-boards/{id}/take-down', service: c, operationId: 'takeDownLookBoard', summary: 'Take a look board down (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/look-boards/{id}/restore', service: c, operationId: 'restoreLookBoard', summary: 'Restore a taken-down look board (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/takedown-notices/{id}/approve', service: c, operationId: 'acceptTakedownNotice', summary: 'Accept a takedown notice: the image is taken down (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/takedown-notices/{id}/reject', service: c, operationId: 'rejectTakedownNotice', summary: 'Reject a takedown notice with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/credit-claims/{id}/approve', service: c, operationId: 'approveCreditClaim', summary: "Approve a credit claim: the claimant becomes the image's credited owner (admins)", tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/credit-claims/{id}/reject', service: c, operationId: 'rejectCreditClaim', summary: 'Reject a credit claim with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/users/{id}/business/approve', service: c, operationId: 'approveBusinessAccount', summary: 'Approve a business account (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, answer: decision, errors: [403, 404, 409] },
  { method: 'post', path: '/admin/users/{id}/business/reject', service: c, operationId: 'rejectBusinessAccount', summary: 'Reject a business account with a reason (admins)', tag: 'moderation', auth: 'bearer', status: 200, params: idParam, body: moderationReasonInput, answer: decision, errors: [403, 404, 409] },

  { method: 'post', path: '/trade-opportunities', service: c, operationId: 'sendTradeOpportunityInquiry', summary: 'Ask the team about trade opportunities (mailed to the team)', tag: 'site', auth: 'optional', status: 201, body: tradeOpportunityInput, answer: resultOf(inquirySentAnswer), rateLimited: true },
  { method: 'post', path: '/contact', service: c, operationId: 'sendContactMessage', summary: 'Write to the team: contact or support (mailed to the team)', tag: 'site', auth: 'optional', status: 201, body: contactInput, answer: resultOf(inquirySentAnswer), rateLimited: true },
] as const satisfies readonly Operation[];
