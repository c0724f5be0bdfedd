import { beforeEach, describe, expect, it } from 'vitest';
import { RequestClosedAlready, eventRegistry, lookBoardStream, requestStream, type NewEvent } from '@decorlook/domain';
import { InMemoryEventStore } from '@decorlook/infra/event-store/in-memory-event-store';
import type { EventMetadata } from '@decorlook/infra/event-store/types';
import { linkRequest } from '../lookboards/link-request';
import { submitLookBoard } from '../lookboards/submit-look-board';
import { closeRequest } from './close-request';

/**
 * A board's submission and the request it answers, on the in-memory event store: the board and
 * the request change in one write or not at all.
 */
const meta: EventMetadata = { userId: null, correlationId: 'spec', causationId: null };
const now = '2026-11-23T10:00:00.000Z';
const REQUESTER = 7;
const AMBASSADOR = 20;
const REQUEST = 12;
const BOARD = 40;
let p: { store: InMemoryEventStore; clock: () => Date };
beforeEach(() => {
  p = { store: new InMemoryEventStore({ registry: eventRegistry }), clock: () => new Date(now) };
});

const given = (streamId: string, events: NewEvent[]) => p.store.append(streamId, 'any', events);
const types = async (streamId: string) => (await p.store.readStream(streamId)).events.map((e) => e.type);

async function matchedRequest(): Promise<void> {
  await given(requestStream(REQUEST), [
    {
      type: 'RequestSubmitted',
      data: {
        requestId: REQUEST,
        userId: REQUESTER,
        inspirationImageId: 5,
        imageSource: 'all',
        requestType: 'room',
        title: 'Cozy living room',
        items: [1],
        roomType: 1,
        message: 'Warm, please',
        requestColor: null,
        requestStyle: 4,
        submittedAt: now,
      },
    },
    { type: 'RequestMatched', data: { requestId: REQUEST, requesterId: REQUESTER, matches: [{ userId: AMBASSADOR, score: 100 }], matchedAt: now } },
  ]);
}

async function draftBoard(requestId: number | null): Promise<void> {
  await given(lookBoardStream(BOARD), [
    {
      type: 'LookBoardCreated',
      data: {
        lookBoardId: BOARD,
        ownerId: AMBASSADOR,
        title: 'For Rita',
        description: 'Oak',
        message: 'Enjoy',
        type: 'room',
        roomTypeId: 1,
        itemClassId: null,
        styleId: 4,
        color: '#f4efe6',
        columns: 1,
        products: [1],
        inspirationImageId: null,
        requestId,
        public: true,
        createdAt: now,
      },
    },
  ]);
}

describe('submitting a board that answers a request', () => {
  beforeEach(matchedRequest);

  it('records the submission and the recommendation in one write', async () => {
    await draftBoard(REQUEST);
    const r = await submitLookBoard(p, BOARD, AMBASSADOR, meta);
    expect(r.state.status).toBe('submitted');
    const [board, request] = await Promise.all([p.store.readStream(lookBoardStream(BOARD)), p.store.readStream(requestStream(REQUEST))]);
    expect(board.events.at(-1)?.type).toBe('LookBoardSubmitted');
    expect(request.events.at(-1)).toMatchObject({ type: 'RecommendationAdded', data: { lookBoardId: BOARD, ambassadorId: AMBASSADOR, requesterId: REQUESTER } });
    expect(request.events.at(-1)?.transactionId).toBe(board.events.at(-1)?.transactionId);
    // submitting again changes neither
    await submitLookBoard(p, BOARD, AMBASSADOR, meta);
    expect(await types(requestStream(REQUEST))).toEqual(['RequestSubmitted', 'RequestMatched', 'RecommendationAdded']);
  });

  it('writes neither when the request refuses the board: the board stays a draft', async () => {
    await draftBoard(REQUEST);
    await closeRequest(p, REQUEST, REQUESTER, meta);
    await expect(submitLookBoard(p, BOARD, AMBASSADOR, meta)).rejects.toBeInstanceOf(RequestClosedAlready);
    expect(await types(lookBoardStream(BOARD))).toEqual(['LookBoardCreated']);
    expect(await types(requestStream(REQUEST))).toEqual(['RequestSubmitted', 'RequestMatched', 'RequestClosed']);
  });

  it('records a board linked after its first submission when it is submitted again', async () => {
    await draftBoard(null);
    await submitLookBoard(p, BOARD, AMBASSADOR, meta);
    expect(await types(requestStream(REQUEST))).toEqual(['RequestSubmitted', 'RequestMatched']);
    await linkRequest(p, BOARD, AMBASSADOR, REQUEST, meta);
    await submitLookBoard(p, BOARD, AMBASSADOR, meta);
    expect(await types(lookBoardStream(BOARD))).toEqual(['LookBoardCreated', 'LookBoardSubmitted', 'LookBoardRequestLinked']);
    expect(await types(requestStream(REQUEST))).toEqual(['RequestSubmitted', 'RequestMatched', 'RecommendationAdded']);
  });
});
