import { UrlKeyTaken } from './ambassador.errors';
import type { ShowcaseUrlEvent } from './ambassador.events';

/**
 * A page address's reservation (stream `showcaseUrl-<urlKey>`): held by one showcase at a time,
 * written in the same append as the showcase's change of address, so two pages can never end up
 * with one address, and a released address can be taken again.
 */
export interface ShowcaseUrlState {
  holder: number | null;
}
export const initialShowcaseUrl = (): ShowcaseUrlState => ({ holder: null });

export function evolveShowcaseUrl(state: ShowcaseUrlState, event: ShowcaseUrlEvent): ShowcaseUrlState {
  switch (event.type) {
    case 'ShowcaseUrlReserved':
      return { holder: event.data.showcaseId };
    case 'ShowcaseUrlReleased':
      return state.holder === event.data.showcaseId ? { holder: null } : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export type ShowcaseUrlCommand =
  | { type: 'ReserveShowcaseUrl'; urlKey: string; showcaseId: number; now: string }
  | { type: 'ReleaseShowcaseUrl'; urlKey: string; showcaseId: number; now: string };

export function decideShowcaseUrl(command: ShowcaseUrlCommand, state: ShowcaseUrlState): ShowcaseUrlEvent[] {
  switch (command.type) {
    case 'ReserveShowcaseUrl':
      if (state.holder === command.showcaseId) return [];
      if (state.holder !== null) throw new UrlKeyTaken();
      return [{ type: 'ShowcaseUrlReserved', data: { urlKey: command.urlKey, showcaseId: command.showcaseId, reservedAt: command.now } }];
    case 'ReleaseShowcaseUrl':
      if (state.holder !== command.showcaseId) return [];
      return [{ type: 'ShowcaseUrlReleased', data: { urlKey: command.urlKey, showcaseId: command.showcaseId, releasedAt: command.now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const showcaseUrlDecider = { initialState: initialShowcaseUrl, evolve: evolveShowcaseUrl, decide: decideShowcaseUrl };
