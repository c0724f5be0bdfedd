import { REQUEST_IMAGE_SOURCES, REQUEST_TYPES } from '@decorlook/domain/requests/request.rules';
import { readJson, writeJson, type KeyValueStorage } from '../../../lib/storage';
import { hasProgress, requestMachine, type RequestContext } from './request.machine';
import { emptyRequest, type RequestValues } from './request.values';

/** Spec 3 "Browser-stored items": the request info. */
export const REQUEST_INFO_KEY = 'requestInfo';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const idOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The stored request info, field by field: what is unreadable starts empty (a corrupt entry never breaks the flow). */
export function loadRequestInfo(storage: KeyValueStorage): RequestValues | undefined {
  const raw = readJson<unknown>(storage, REQUEST_INFO_KEY);
  if (!isObject(raw)) return undefined;
  const image = isObject(raw.image) && idOrNull(raw.image.id) !== null && isObject(raw.image.media) ? (raw.image as unknown as RequestValues['image']) : null;
  const items = Array.isArray(raw.items) ? raw.items.map(idOrNull).filter((v): v is number => v !== null) : [];
  const values: RequestValues = {
    ...emptyRequest(),
    source: (REQUEST_IMAGE_SOURCES as readonly unknown[]).includes(raw.source) ? (raw.source as RequestValues['source']) : 'all',
    image,
    requestType: (REQUEST_TYPES as readonly unknown[]).includes(raw.requestType) ? (raw.requestType as RequestValues['requestType']) : null,
    title: text(raw.title),
    items,
    itemTab: items.includes(raw.itemTab as number) ? (raw.itemTab as number) : (items[0] ?? null),
    roomType: idOrNull(raw.roomType),
    message: text(raw.message),
    requestColor: idOrNull(raw.requestColor),
    requestStyle: idOrNull(raw.requestStyle),
  };
  return hasProgress(values) ? values : undefined;
}

export function saveRequestInfo(storage: KeyValueStorage, values: RequestValues): void {
  writeJson(storage, REQUEST_INFO_KEY, values);
}

export function clearRequestInfo(storage: KeyValueStorage): void {
  storage.removeItem(REQUEST_INFO_KEY);
}

/**
 * Keeps the request info in storage after every change, so a reload (or the next page of the
 * flow) finds it. A finished request and an untouched one store nothing: the machine clears the
 * storage itself on reset and on success.
 */
export function persistRequest(actor: { subscribe(observer: (snapshot: { context: RequestContext; value: unknown }) => void): { unsubscribe(): void } }, storage: KeyValueStorage) {
  let last = '';
  return actor.subscribe((snapshot) => {
    if (snapshot.value === 'success' || !hasProgress(snapshot.context.values)) {
      last = '';
      return;
    }
    const json = JSON.stringify(snapshot.context.values);
    if (json === last) return;
    last = json;
    saveRequestInfo(storage, snapshot.context.values);
  });
}

/** The request machine wired to browser storage: reset and success clear the stored request info. */
export const requestWithStorage = (storage: KeyValueStorage) => requestMachine.provide({ actions: { clearStorage: () => clearRequestInfo(storage) } });
