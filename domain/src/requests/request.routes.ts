import { z } from 'zod';
import { resultOf } from '../http/responses';
import type { Operation } from '../http/route-table';
import { matchListInput, requestInput, requestListInput, requestRateInput } from './request.rules';
import { ambassadorMatchView, recommendationsAnswer, requestCloseAnswer, requestRateAnswer, requestView, submitRequestAnswer } from './request.views';
import { idParam } from '../shared/ids';

const q = 'query' as const;
const c = 'command' as const;

/** Request the Look: requests, their matches to ambassadors, and the boards that answer them. */
export const REQUEST_ROUTES = [
  { method: 'post', path: '/requests', service: c, operationId: 'submitRequest', summary: 'Request a look: it is matched by style to ambassadors', tag: 'requests', auth: 'bearer', status: 201, body: requestInput, answer: resultOf(submitRequestAnswer) },
  { method: 'get', path: '/requests/{id}', service: q, operationId: 'getRequest', summary: 'A request (its requester and the ambassadors matched to it)', tag: 'requests', auth: 'bearer', status: 200, params: idParam, answer: resultOf(requestView), errors: [404] },
  { method: 'get', path: '/requests/{id}/recommendations', service: q, operationId: 'getRecommendations', summary: "The boards answering a request, their products and the Mix & Match view (the requester)", tag: 'requests', auth: 'bearer', status: 200, params: idParam, answer: resultOf(recommendationsAnswer), errors: [403, 404] },
  { method: 'post', path: '/requests/{id}/rate', service: c, operationId: 'rateRecommendation', summary: 'The requester rates a recommended board 1 to 5 (changeable)', tag: 'requests', auth: 'bearer', status: 200, params: idParam, body: requestRateInput, answer: resultOf(requestRateAnswer), errors: [403, 404] },
  { method: 'post', path: '/requests/{id}/close', service: c, operationId: 'closeRequest', summary: 'The requester closes the request', tag: 'requests', auth: 'bearer', status: 200, params: idParam, answer: resultOf(requestCloseAnswer), errors: [403, 404] },
  { method: 'get', path: '/ambassador/matches', service: q, operationId: 'ambassadorMatches', summary: 'The requests matched to the caller, newest first (ambassadors)', tag: 'requests', auth: 'bearer', status: 200, query: matchListInput, answer: resultOf(z.array(ambassadorMatchView)), errors: [403] },
  { method: 'post', path: '/user/requests', service: q, operationId: 'listOwnRequests', summary: "The caller's requests with their state and counts, newest first", tag: 'requests', auth: 'bearer', status: 200, body: requestListInput, answer: resultOf(z.array(requestView)) },
] as const satisfies readonly Operation[];
