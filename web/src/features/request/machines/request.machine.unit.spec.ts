import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { memoryStorage } from '../../../lib/storage';
import type { Failure, RequestEntry, SubmittedRequest } from './request.machine';
import { loadRequestInfo, persistRequest, REQUEST_INFO_KEY, requestWithStorage } from './request.storage';
import { addItem, emptyRequest, removeItem, type RequestBody, type RequestImage, type RequestValues } from './request.values';

const image: RequestImage = { id: 7, title: 'Sunny loft', slug: 'sunny-loft', media: { userId: 1, hash: 'abc' } };
const other: RequestImage = { id: 8, title: 'Blue den', slug: 'blue-den', media: { userId: 2, hash: 'def' } };

const complete: RequestValues = {
  ...emptyRequest(),
  source: 'liked',
  image,
  requestType: 'room',
  title: 'Cozy living room',
  items: [4, 2],
  itemTab: 4,
  roomType: 3,
  message: 'Something warm for long evenings',
  requestColor: 5,
  requestStyle: 2,
};

function start(opts: { stored?: RequestValues; entry?: RequestEntry; failure?: Failure; submit?: (body: RequestBody) => Promise<SubmittedRequest>; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const storage = opts.storage ?? memoryStorage();
  const sent: RequestBody[] = [];
  const showError = vi.fn();
  const machine = requestWithStorage(storage).provide({
    actors: {
      submitRequest: fromPromise(async ({ input }) => {
        sent.push(input);
        return opts.submit ? opts.submit(input) : { id: 12, slug: '12-cozy-living-room' };
      }),
    },
    actions: { showError: (_, { message }) => showError(message) },
  });
  const actor = createActor(machine, { input: { stored: opts.stored, entry: opts.entry, failure: opts.failure } });
  const persisted = persistRequest(actor, storage);
  actor.start();
  return { actor, storage, sent, showError, persisted, values: () => actor.getSnapshot().context.values, state: () => actor.getSnapshot().value };
}

describe('items: added at the front, removed by value', () => {
  it('adds at the front, once, and removes wherever the value stands', () => {
    expect(addItem([2, 3], 5)).toEqual([5, 2, 3]);
    expect(addItem([2, 3, 5], 5)).toEqual([5, 2, 3]);
    expect(removeItem([5, 2, 3], 2)).toEqual([5, 3]);
    expect(removeItem([5, 3], 9)).toEqual([5, 3]);
  });
});

describe('request machine', () => {
  it('starts on the picture, keeps the source tab, and goes to the details once a picture is chosen', () => {
    const { actor, state, values } = start();
    expect(state()).toBe('selectImage');
    actor.send({ type: 'SET_SOURCE', source: 'liked' });
    expect(values().source).toBe('liked');
    actor.send({ type: 'BACK' });
    expect(state()).toBe('selectImage');
    actor.send({ type: 'CHOOSE_IMAGE', image });
    expect(state()).toBe('details');
    expect(values()).toMatchObject({ source: 'liked', image });
    actor.send({ type: 'CHANGE_IMAGE' });
    expect(state()).toBe('selectImage');
    actor.send({ type: 'SET_SOURCE', source: 'my' });
    actor.send({ type: 'CHOOSE_IMAGE', image: other });
    expect(values()).toMatchObject({ source: 'my', image: other });
  });

  it('picks up the stored request info: on the details page with a picture, on the review page only when complete', () => {
    expect(start({ stored: { ...emptyRequest(), image } }).state()).toBe('details');
    expect(start({ stored: complete, entry: 'review' }).state()).toBe('review');
    expect(start({ stored: { ...complete, title: '' }, entry: 'review' }).state()).toBe('details');
    expect(start({ stored: { ...emptyRequest(), title: 'x' }, entry: 'review' }).state()).toBe('selectImage');
  });

  it('a refusal handed over by the review page opens where its fields are shown', () => {
    const details = start({ stored: complete, failure: { message: 'Invalid', errors: { title: ['This field is required'] } } });
    expect(details.state()).toBe('details');
    expect(details.actor.getSnapshot().context.failure?.errors).toEqual({ title: ['This field is required'] });
    expect(start({ stored: complete, failure: { message: 'Invalid', errors: { inspirationImageId: ['Not usable'] } } }).state()).toBe('selectImage');
  });

  it('sets the type and the details; items go to the front, open their tab, and leave by value', () => {
    const { actor, values } = start({ stored: { ...emptyRequest(), image } });
    actor.send({ type: 'SET_TYPE', requestType: 'single' });
    actor.send({ type: 'SET_DETAILS', values: { title: 'A lamp', requestStyle: 2, requestColor: 5, message: 'Brass please' } });
    expect(values()).toMatchObject({ requestType: 'single', title: 'A lamp', requestStyle: 2, requestColor: 5, message: 'Brass please' });

    actor.send({ type: 'ADD_ITEM', item: 4 });
    actor.send({ type: 'ADD_ITEM', item: 9 });
    actor.send({ type: 'ADD_ITEM', item: 6 });
    expect(values().items).toEqual([6, 9, 4]);
    expect(values().itemTab).toBe(6);
    actor.send({ type: 'OPEN_ITEM_TAB', item: 4 });
    expect(values().itemTab).toBe(4);
    actor.send({ type: 'OPEN_ITEM_TAB', item: 99 });
    expect(values().itemTab).toBe(4);
    actor.send({ type: 'ADD_ITEM', item: 4 });
    expect(values().items).toEqual([4, 6, 9]);

    actor.send({ type: 'REMOVE_ITEM', item: 6 });
    expect(values().items).toEqual([4, 9]);
    expect(values().itemTab).toBe(4);
    actor.send({ type: 'REMOVE_ITEM', item: 4 });
    expect(values()).toMatchObject({ items: [9], itemTab: 9 });
    actor.send({ type: 'REMOVE_ITEM', item: 9 });
    expect(values()).toMatchObject({ items: [], itemTab: null });
  });

  it('stops adding items at the limit of ten', () => {
    const { actor, values } = start({ stored: { ...emptyRequest(), image } });
    for (let item = 1; item <= 11; item += 1) actor.send({ type: 'ADD_ITEM', item });
    expect(values().items).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('only reviews a request the shared rules accept', () => {
    const { actor, state } = start({ stored: { ...complete, roomType: null } });
    actor.send({ type: 'REVIEW' });
    expect(state()).toBe('details');
    actor.send({ type: 'REVIEW', values: { roomType: 3 } });
    expect(state()).toBe('review');
    actor.send({ type: 'BACK' });
    expect(state()).toBe('details');
    // A single item needs an item class.
    actor.send({ type: 'SET_TYPE', requestType: 'single' });
    actor.send({ type: 'REMOVE_ITEM', item: 4 });
    actor.send({ type: 'REMOVE_ITEM', item: 2 });
    actor.send({ type: 'REVIEW' });
    expect(state()).toBe('details');
    actor.send({ type: 'ADD_ITEM', item: 8 });
    actor.send({ type: 'REVIEW' });
    expect(state()).toBe('review');
  });

  it('a partial reset keeps the picture and clears its description; a full reset clears everything and the storage', () => {
    const { actor, values, state, storage } = start({ stored: complete });
    actor.send({ type: 'SET_DETAILS', values: { title: 'Changed' } });
    expect(storage.getItem(REQUEST_INFO_KEY)).toContain('Changed');
    actor.send({ type: 'RESET_DETAILS' });
    expect(state()).toBe('details');
    expect(values()).toEqual({ ...emptyRequest(), source: 'liked', image });
    actor.send({ type: 'RESET' });
    expect(state()).toBe('selectImage');
    expect(values()).toEqual(emptyRequest());
    expect(storage.getItem(REQUEST_INFO_KEY)).toBeNull();
  });

  it('submits the request as the call expects, ends on success and forgets the stored request info', async () => {
    const { actor, sent, state, storage } = start({ stored: complete, entry: 'review' });
    expect(loadRequestInfo(storage)).toEqual(complete);
    actor.send({ type: 'SET_DETAILS', values: { title: 'ignored outside details' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent).toEqual([
      { inspirationImageId: 7, imageSource: 'liked', requestType: 'room', title: 'Cozy living room', items: [4, 2], roomType: 3, message: 'Something warm for long evenings', requestColor: 5, requestStyle: 2 },
    ]);
    expect(actor.getSnapshot().context.result).toEqual({ id: 12, slug: '12-cozy-living-room', title: 'Cozy living room' });
    expect(storage.getItem(REQUEST_INFO_KEY)).toBeNull();
    actor.send({ type: 'RESET' });
    expect(state()).toBe('selectImage');
  });

  it('leaves out a room type for a single item and a colour not chosen', async () => {
    const { actor, sent } = start({ stored: { ...complete, requestType: 'single', requestColor: null }, entry: 'review' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(sent[0]).not.toHaveProperty('roomType');
    expect(sent[0]).not.toHaveProperty('requestColor');
  });

  it('a refusal naming details fields goes back to the details with the messages, and keeps the request info', async () => {
    const refusal = new ApiError({ status: 422, message: 'The given data was invalid.', errors: { requestStyle: ['Please choose from the list'] } });
    const { actor, showError, storage } = start({ stored: complete, entry: 'review', submit: () => Promise.reject(refusal) });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('details'));
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'The given data was invalid.', errors: { requestStyle: ['Please choose from the list'] } });
    expect(showError).toHaveBeenCalledWith('The given data was invalid.');
    expect(loadRequestInfo(storage)).toEqual(complete);
    // A fixed form reviews again with the failure gone.
    actor.send({ type: 'REVIEW', values: { requestStyle: 3 } });
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a refused picture goes back to choosing one; choosing another clears the failure', async () => {
    const refusal = new ApiError({ status: 422, message: 'This image cannot be used for a request.', errors: { inspirationImageId: ['Please choose an image you like'] } });
    const { actor, state } = start({ stored: complete, entry: 'review', submit: () => Promise.reject(refusal) });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('selectImage'));
    expect(actor.getSnapshot().context.failure?.errors).toHaveProperty('inspirationImageId');
    actor.send({ type: 'CHOOSE_IMAGE', image: other });
    expect(state()).toBe('details');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('any other failure stays on the review with the message', async () => {
    const { actor, showError, sent } = start({ stored: complete, entry: 'review', submit: () => Promise.reject(new ApiError({ status: 503, message: 'Service unavailable' })) });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('review') && s.context.failure !== null);
    expect(showError).toHaveBeenCalledWith('Service unavailable');
    expect(sent).toHaveLength(1);
  });
});

describe('request info in browser storage', () => {
  it('keeps progress, reads it back field by field, and ignores a corrupt entry', () => {
    const storage = memoryStorage();
    const { actor } = start({ storage });
    expect(storage.getItem(REQUEST_INFO_KEY)).toBeNull();
    actor.send({ type: 'CHOOSE_IMAGE', image });
    expect(loadRequestInfo(storage)).toEqual({ ...emptyRequest(), image });

    storage.setItem(REQUEST_INFO_KEY, '{not json');
    expect(loadRequestInfo(storage)).toBeUndefined();
    storage.setItem(REQUEST_INFO_KEY, JSON.stringify({ image, source: 'elsewhere', requestType: 'sofa', items: [3, 'x', -1], itemTab: 8, roomType: 'x' }));
    expect(loadRequestInfo(storage)).toEqual({ ...emptyRequest(), image, items: [3], itemTab: 3 });
  });
});
