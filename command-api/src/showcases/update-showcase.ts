import { decideShowcase, decideShowcaseUrl, evolveShowcase, showcaseStream, showcaseUrlStream, type ShowcaseEvent, type UpdateShowcaseInput } from '@decorlook/domain';
import { handleMultiStreamCommand, type Histories } from '@decorlook/infra/commands/handle';
import type { EventMetadata, StreamAppend } from '@decorlook/infra/event-store/types';
import type { Platform } from '@decorlook/infra/platform';
import { appendTo } from '../identity/identity';
import { callerOf, foldShowcase, foldShowcaseUrl, loadShowcase } from './showcases';

/**
 * PUT /showcase: the page's settings, merged over the current ones, and its address. A new
 * address is reserved, the old one released and the page changed in one append, so of any number
 * of pages asking for one address at once exactly one gets it, and a released address is free
 * for the next page at once.
 */
export async function updateShowcase(p: Pick<Platform, 'store' | 'clock'>, userId: number, input: UpdateShowcaseInput, meta: EventMetadata) {
  const { user, owner } = await callerOf(p, userId);
  const page = showcaseStream(userId);
  const wanted = input.urlKey;
  const streams = (h: Histories) => {
    const history = h.get(page);
    if (!history || wanted === undefined) return [page];
    const current = foldShowcase(history.events).urlKey;
    if (current === wanted) return [page];
    return current === null ? [page, showcaseUrlStream(wanted)] : [page, showcaseUrlStream(wanted), showcaseUrlStream(current)];
  };
  // The decision of the last attempt (a conflict decides again on the streams read anew).
  let decided = { state: foldShowcase([]), events: [] as ShowcaseEvent[] };
  const r = await handleMultiStreamCommand(
    p.store,
    streams,
    (h) => {
      const state = foldShowcase(h.get(page)?.events ?? []);
      const events = decideShowcase({ ...owner, type: 'UpdateShowcase', input }, state);
      decided = { state, events };
      const appends: StreamAppend[] = [appendTo(h, page, events)];
      for (const e of events) {
        if (e.type !== 'ShowcaseUrlKeyChanged') continue;
        const { urlKey, previous } = e.data;
        const url = (key: string) => foldShowcaseUrl(h.get(showcaseUrlStream(key))?.events ?? []);
        appends.push(appendTo(h, showcaseUrlStream(urlKey), decideShowcaseUrl({ type: 'ReserveShowcaseUrl', urlKey, showcaseId: state.showcaseId, now: owner.now }, url(urlKey))));
        if (previous !== null) appends.push(appendTo(h, showcaseUrlStream(previous), decideShowcaseUrl({ type: 'ReleaseShowcaseUrl', urlKey: previous, showcaseId: state.showcaseId, now: owner.now }, url(previous))));
      }
      return appends;
    },
    meta,
  );
  // A repeated request (same Idempotency-Key) wrote nothing now: the page is read as it stands.
  const state = r.replayed ? await loadShowcase(p, userId) : decided.events.reduce(evolveShowcase, decided.state);
  return { position: r.position, state, user };
}
