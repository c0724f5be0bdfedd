import { REQUEST_MAX_ITEMS, requestInput, type RequestImageSource, type RequestType } from '@decorlook/domain/requests/request.rules';
import { schemaErrors } from '../../../lib/forms/schema-rules';

/** The request's picture as the flow shows it (a gallery image's id, title, address and media). */
export interface RequestImage {
  id: number;
  title: string;
  slug: string;
  media: { userId: number; hash: string };
}

/**
 * Spec 3 "Request-the-look data" as it is typed, so a half-filled form survives a reload. `items`
 * are the item classes wanted, newest first; `itemTab` is the item whose tab is open.
 */
export interface RequestValues {
  source: RequestImageSource;
  image: RequestImage | null;
  requestType: RequestType | null;
  title: string;
  items: number[];
  itemTab: number | null;
  roomType: number | null;
  message: string;
  requestColor: number | null;
  requestStyle: number | null;
}

/** The fields the details form edits (the picture and its source are chosen on the image step). */
export type DetailsField = 'requestType' | 'title' | 'roomType' | 'message' | 'requestColor' | 'requestStyle';
export const DETAILS_FIELDS: readonly DetailsField[] = ['requestType', 'title', 'roomType', 'message', 'requestColor', 'requestStyle'];
/** Every field of the call the details form shows a message for (items included). */
export const FORM_FIELDS: readonly string[] = [...DETAILS_FIELDS, 'items'];
/** Fields whose refusal sends the person back to choosing the picture. */
export const IMAGE_FIELDS: readonly string[] = ['inspirationImageId', 'imageSource'];

export const emptyRequest = (): RequestValues => ({
  source: 'all',
  image: null,
  requestType: null,
  title: '',
  items: [],
  itemTab: null,
  roomType: null,
  message: '',
  requestColor: null,
  requestStyle: null,
});

/** A partial reset keeps the chosen picture (and where it came from) and clears what describes it. */
export const resetDetails = (values: RequestValues): RequestValues => ({ ...emptyRequest(), source: values.source, image: values.image });

/** Spec 3: an item is added at the front (once: adding it again moves it to the front). */
export function addItem(items: readonly number[], item: number): number[] {
  return [item, ...items.filter((existing) => existing !== item)];
}

/** Spec 3: an item is removed by its value, wherever it stands. */
export function removeItem(items: readonly number[], item: number): number[] {
  return items.filter((existing) => existing !== item);
}

export const canAddItem = (items: readonly number[], item: number) => items.includes(item) || items.length < REQUEST_MAX_ITEMS;

/** The body of POST /v1/requests (requestInput on the server). */
export interface RequestBody {
  inspirationImageId: number;
  imageSource: RequestImageSource;
  requestType: RequestType;
  title: string;
  items: number[];
  roomType?: number;
  message: string;
  requestColor?: number;
  requestStyle: number;
}

export function bodyOf(values: RequestValues): RequestBody {
  const body: RequestBody = {
    inspirationImageId: values.image?.id as number,
    imageSource: values.source,
    requestType: values.requestType as RequestType,
    title: values.title.trim(),
    items: [...values.items],
    message: values.message.trim(),
    requestStyle: values.requestStyle as number,
  };
  // A single item has no room: a room type left from another type is not sent.
  if (values.roomType !== null && values.requestType !== 'single') body.roomType = values.roomType;
  if (values.requestColor !== null) body.requestColor = values.requestColor;
  return body;
}

/** The first message per field the server's own rules would answer (empty when the request can be sent). */
export const requestErrors = (values: RequestValues): Record<string, string> => schemaErrors(requestInput, bodyOf(values));
