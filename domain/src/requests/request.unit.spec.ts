import { describe, expect, it } from 'vitest';
import type { ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { evolveRequest, initialRequestState, isMatchedTo, type RequestState } from './request';
import { requestDecider, type RequestCommand, type RequestImage } from './request.decide';
import { NoSuchRequest, NotARecommendation, NotMatchedToRequest, NotRequester, RequestClosedAlready, RequestImageNotUsable } from './request.errors';
import type { RequestEvent } from './request.events';
import { requestInput, requestSlugOf, requestIdOfSlug } from './request.rules';

const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T11:00:00.000Z';
const REQUESTER = 7;
const AMBASSADOR = 20;
const OTHER_AMBASSADOR = 21;
const STRANGER = 30;
const range = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
const known = { styles: range(16), colors: range(19), roomTypes: range(10), itemClasses: range(30) };
const image = (over: Partial<RequestImage> = {}): RequestImage => ({ exists: true, removed: false, status: 'approved', ownerId: 99, likedBy: new Set(), ...over });
const input = (over: Record<string, unknown> = {}) =>
  requestInput.parse({
    inspirationImageId: 5,
    requestType: 'room',
    title: 'Cozy living room',
    items: [3, 4],
    roomType: 1,
    message: 'Warm and calm, please',
    requestColor: 2,
    requestStyle: 6,
    ...over,
  });

const request = specFor<RequestState, RequestCommand, RequestEvent>(requestDecider);
const submit = (over: Partial<Extract<RequestCommand, { type: 'SubmitRequest' }>> = {}): RequestCommand => ({
  type: 'SubmitRequest',
  requestId: 12,
  userId: REQUESTER,
  input: input(),
  image: image(),
  known,
  now,
  ...over,
});
const submitted = request([]).when(submit()).events();
const matched = [
  ...submitted,
  ...request(submitted)
    .when({
      type: 'RecordMatches',
      matches: [
        { userId: AMBASSADOR, score: 110 },
        { userId: OTHER_AMBASSADOR, score: 104 },
      ],
      now,
    })
    .events(),
];
const recommended = [...matched, ...request(matched).when({ type: 'AddRecommendation', lookBoardId: 40, ambassadorId: AMBASSADOR, now: later }).events()];
const stateOf = (events: RequestEvent[]) => events.reduce(evolveRequest, initialRequestState());
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;

describe('request rules', () => {
  it('names a request by its id and title, and reads the id back from that name', () => {
    expect(requestSlugOf(12, 'Cozy Living Room!')).toBe('12-cozy-living-room');
    expect(requestIdOfSlug('12-cozy-living-room')).toBe(12);
    expect(requestIdOfSlug('cozy')).toBeNull();
  });

  it('asks for what each request type needs, reporting every missing field at once', () => {
    const r = requestInput.safeParse({ requestType: 'single' });
    const errors = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(errors).toEqual({
      inspirationImageId: 'This field is required',
      title: 'This field is required',
      message: 'This field is required',
      requestStyle: 'This field is required',
      items: 'This field is required',
    });
    const single = requestInput.safeParse({ ...input(), requestType: 'single', items: [] });
    expect(single.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items', 'This field is required']]);
    const room = requestInput.safeParse({ ...input(), roomType: '' });
    expect(room.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['roomType', 'This field is required']]);
  });
});

describe('request decider: submitting', () => {
  it('records the submission with what was asked for, once', () => {
    expect(submitted).toEqual([
      {
        type: 'RequestSubmitted',
        data: {
          requestId: 12,
          userId: REQUESTER,
          inspirationImageId: 5,
          imageSource: 'all',
          requestType: 'room',
          title: 'Cozy living room',
          items: [3, 4],
          roomType: 1,
          message: 'Warm and calm, please',
          requestColor: 2,
          requestStyle: 6,
          submittedAt: now,
        },
      },
    ]);
    expect(stateOf(submitted)).toMatchObject({ exists: true, requesterId: REQUESTER, status: 'open', matches: null });
    expect(request(submitted).when(submit()).events()).toEqual([]);
  });

  it('leaves out a colour and room type not chosen', () => {
    const [e] = request([]).when(submit({ input: input({ requestType: 'makeOver', roomType: undefined, requestColor: undefined }) })).events();
    expect(e.data).toMatchObject({ requestType: 'makeOver', roomType: null, requestColor: null });
  });

  it('refuses picks outside the reference lists, every one at once', () => {
    const err = request([]).when(submit({ input: input({ requestStyle: 99, requestColor: 40, roomType: 11, items: [3, 31] }) })).error();
    expect(fieldErrors(err)).toEqual({ requestStyle: ['Please choose from the list'], requestColor: ['Please choose from the list'], roomType: ['Please choose from the list'], items: ['Please choose from the list'] });
  });

  it('takes any image the person may see from the gallery: approved, or their own still in review', () => {
    expect(request([]).when(submit({ image: image({ status: 'pending' }) })).error()).toBeInstanceOf(RequestImageNotUsable);
    expect(request([]).when(submit({ image: image({ status: 'pending', ownerId: REQUESTER }) })).events()).toHaveLength(1);
    expect(request([]).when(submit({ image: image({ removed: true }) })).error()).toBeInstanceOf(RequestImageNotUsable);
    expect(request([]).when(submit({ image: image({ exists: false }) })).error()).toBeInstanceOf(RequestImageNotUsable);
    expect(fieldErrors(request([]).when(submit({ image: image({ exists: false }) })).error())).toEqual({ inspirationImageId: ['Please choose an image from the gallery'] });
  });

  it('takes from the liked tab only an image the person likes, and from the own tab only one they added', () => {
    const liked = input({ imageSource: 'liked' });
    expect(request([]).when(submit({ input: liked })).error()).toBeInstanceOf(RequestImageNotUsable);
    expect(request([]).when(submit({ input: liked, image: image({ likedBy: new Set([REQUESTER]) }) })).events()).toHaveLength(1);
    const mine = input({ imageSource: 'my' });
    expect(request([]).when(submit({ input: mine })).error()).toBeInstanceOf(RequestImageNotUsable);
    expect(request([]).when(submit({ input: mine, image: image({ ownerId: REQUESTER, status: 'rejected' }) })).events()).toHaveLength(1);
  });

  it('reports an unusable image beside broken picks', () => {
    const err = request([]).when(submit({ input: input({ requestStyle: 99 }), image: image({ exists: false }) })).error();
    expect(fieldErrors(err)).toEqual({ requestStyle: ['Please choose from the list'], inspirationImageId: ['Please choose an image from the gallery'] });
  });
});

describe('request decider: matching', () => {
  it('records the matches once, best first; a second record changes nothing', () => {
    expect(matched.at(-1)).toEqual({
      type: 'RequestMatched',
      data: {
        requestId: 12,
        requesterId: REQUESTER,
        matches: [
          { userId: AMBASSADOR, score: 110 },
          { userId: OTHER_AMBASSADOR, score: 104 },
        ],
        matchedAt: now,
      },
    });
    expect(isMatchedTo(stateOf(matched), AMBASSADOR)).toBe(true);
    expect(isMatchedTo(stateOf(matched), STRANGER)).toBe(false);
    expect(request(matched).when({ type: 'RecordMatches', matches: [{ userId: STRANGER, score: 1 }], now: later }).events()).toEqual([]);
  });

  it('never matches the requester to their own request, and matches nothing that was not submitted', () => {
    const [e] = request(submitted)
      .when({
        type: 'RecordMatches',
        matches: [
          { userId: REQUESTER, score: 120 },
          { userId: AMBASSADOR, score: 110 },
        ],
        now,
      })
      .events();
    expect(e.type === 'RequestMatched' && e.data.matches).toEqual([{ userId: AMBASSADOR, score: 110 }]);
    expect(request([]).when({ type: 'RecordMatches', matches: [], now }).error()).toBeInstanceOf(NoSuchRequest);
  });
});

describe('request decider: recommendations', () => {
  it('adds a board from a matched ambassador, once per board', () => {
    expect(recommended.at(-1)).toEqual({ type: 'RecommendationAdded', data: { requestId: 12, requesterId: REQUESTER, lookBoardId: 40, ambassadorId: AMBASSADOR, addedAt: later } });
    expect([...stateOf(recommended).recommendations]).toEqual([[40, AMBASSADOR]]);
    expect(request(recommended).when({ type: 'AddRecommendation', lookBoardId: 40, ambassadorId: AMBASSADOR, now: later }).events()).toEqual([]);
    const second = request(recommended).when({ type: 'AddRecommendation', lookBoardId: 41, ambassadorId: AMBASSADOR, now: later }).events();
    expect(second).toHaveLength(1);
  });

  it('refuses a board from an ambassador the request was not matched to, or before any match', () => {
    expect(request(matched).when({ type: 'AddRecommendation', lookBoardId: 41, ambassadorId: STRANGER, now }).error()).toBeInstanceOf(NotMatchedToRequest);
    expect(request(submitted).when({ type: 'AddRecommendation', lookBoardId: 41, ambassadorId: AMBASSADOR, now }).error()).toBeInstanceOf(NotMatchedToRequest);
    expect(request([]).when({ type: 'AddRecommendation', lookBoardId: 41, ambassadorId: AMBASSADOR, now }).error()).toBeInstanceOf(NoSuchRequest);
  });

  it('takes no new board once closed, but a board already recommended may be resubmitted', () => {
    const closed = [...recommended, ...request(recommended).when({ type: 'CloseRequest', userId: REQUESTER, now: later }).events()];
    const err = request(closed).when({ type: 'AddRecommendation', lookBoardId: 41, ambassadorId: OTHER_AMBASSADOR, now }).error();
    expect(err).toBeInstanceOf(RequestClosedAlready);
    expect(fieldErrors(err)).toEqual({ request: ['This request is closed'] });
    expect(request(closed).when({ type: 'AddRecommendation', lookBoardId: 40, ambassadorId: AMBASSADOR, now }).events()).toEqual([]);
  });
});

describe('request decider: rating and closing', () => {
  it('lets the requester rate a recommended board, change the rating (with the previous one) and repeat it for nothing', () => {
    const first = request(recommended).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 40, rate: 4, now }).events();
    expect(first).toEqual([{ type: 'RecommendationRated', data: { requestId: 12, requesterId: REQUESTER, lookBoardId: 40, ambassadorId: AMBASSADOR, rate: 4, previous: null, ratedAt: now } }]);
    const changed = request([...recommended, ...first]).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 40, rate: 2, now: later }).events();
    expect(changed[0].data).toMatchObject({ rate: 2, previous: 4 });
    expect(stateOf([...recommended, ...first, ...changed]).rates.get(40)).toBe(2);
    expect(request([...recommended, ...first]).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 40, rate: 4, now }).events()).toEqual([]);
  });

  it('lets only the requester rate, and only a board recommended for this request', () => {
    expect(request(recommended).when({ type: 'RateRecommendation', userId: AMBASSADOR, lookBoardId: 40, rate: 5, now }).error()).toBeInstanceOf(NotRequester);
    expect(request(recommended).when({ type: 'RateRecommendation', userId: STRANGER, lookBoardId: 40, rate: 5, now }).error()).toBeInstanceOf(NotRequester);
    expect(request(recommended).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 41, rate: 5, now }).error()).toBeInstanceOf(NotARecommendation);
    expect(request([]).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 40, rate: 5, now }).error()).toBeInstanceOf(NoSuchRequest);
  });

  it('lets the requester close the request; closing twice changes nothing; nobody else may', () => {
    const closed = request(recommended).when({ type: 'CloseRequest', userId: REQUESTER, now: later }).events();
    expect(closed).toEqual([{ type: 'RequestClosed', data: { requestId: 12, requesterId: REQUESTER, closedAt: later } }]);
    expect(stateOf([...recommended, ...closed])).toMatchObject({ status: 'closed', closedAt: later });
    expect(request([...recommended, ...closed]).when({ type: 'CloseRequest', userId: REQUESTER, now }).events()).toEqual([]);
    expect(request(recommended).when({ type: 'CloseRequest', userId: AMBASSADOR, now }).error()).toBeInstanceOf(NotRequester);
  });

  it('still takes the requester’s ratings after closing', () => {
    const closed = [...recommended, ...request(recommended).when({ type: 'CloseRequest', userId: REQUESTER, now }).events()];
    expect(request(closed).when({ type: 'RateRecommendation', userId: REQUESTER, lookBoardId: 40, rate: 5, now }).events()).toHaveLength(1);
  });
});
