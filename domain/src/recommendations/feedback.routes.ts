import { z } from 'zod';
import type { Operation } from '../http/route-table';
import { resultOf } from '../http/responses';
import { productView } from '../catalog/catalog.views';
import { idParam } from '../shared/ids';
import { feedbackAnswer, keepProductInput, productFeedbackQuery, swapProductInput } from './feedback';

/** Recommendations: keep or swap. */
export const FEEDBACK_ROUTES = [
  {
    method: 'post',
    path: '/product/{id}/keep',
    service: 'command',
    operationId: 'keepProduct',
    summary: 'Keep a product shown on your recommendations or your product stream: what you are shown next leans towards it (members)',
    tag: 'recommendations',
    auth: 'bearer',
    status: 200,
    params: idParam,
    body: keepProductInput,
    answer: resultOf(feedbackAnswer),
    errors: [404],
  },
  {
    method: 'post',
    path: '/product/{id}/swap',
    service: 'command',
    operationId: 'swapProduct',
    summary: 'Swap a product shown to you, optionally for one of its alternatives (chosenId, kept): what you are shown next leans away from it (members)',
    tag: 'recommendations',
    auth: 'bearer',
    status: 200,
    params: idParam,
    body: swapProductInput,
    answer: resultOf(feedbackAnswer),
    errors: [404],
  },
  {
    method: 'get',
    path: '/product/{id}/alternatives',
    service: 'query',
    operationId: 'productAlternatives',
    summary: 'Three products to swap this one for: the same item class at a similar price, the most compatible first (members)',
    tag: 'recommendations',
    auth: 'bearer',
    status: 200,
    params: idParam,
    answer: resultOf(z.array(productView)),
    errors: [404],
  },
  {
    method: 'get',
    path: '/user/product-feedback',
    service: 'query',
    operationId: 'listProductFeedback',
    summary: "The caller's latest verdict about each of these products (ids=1,2,3; at most 100): kept, or swapped and for which alternative; products they said nothing about are left out (members)",
    tag: 'recommendations',
    auth: 'bearer',
    status: 200,
    query: productFeedbackQuery,
    answer: resultOf(z.array(feedbackAnswer)),
  },
] as const satisfies readonly Operation[];
