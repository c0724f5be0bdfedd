import { ValidationFailed } from '../shared/errors';
import { NotInList } from '../catalog/catalog.errors';
import type { MediaState } from '../catalog/media';
import { SHOWCASE_MAX_ITEMS, type UpdateShowcaseInput } from './ambassador.rules';
import type { ShowcaseBanner, ShowcaseEvent, ShowcaseSettings } from './ambassador.events';
import { BannerNotUsable, NoShowcaseYet, NoSuchShowcase, NotAnAmbassador, NoVideoToReview, ShowcaseImageNotUsable, ShowcaseLookBoardNotUsable, UrlKeyRequired } from './ambassador.errors';
import { evolveShowcase, initialShowcaseState, type ShowcaseState } from './showcase';
import { byAnAdmin } from '../shared/access.policy';

/**
 * The owner's commands carry whether the caller is an ambassador now (read by the handler from
 * their account, since a token's role may be stale) and what the handler read for the decision:
 * the banner's media record, the known styles, which images and look boards the owner may show.
 */
interface ByOwner {
  userId: number;
  isAmbassador: boolean;
  now: string;
}
interface ByAdmin {
  adminId: number;
  isAdmin: boolean;
  now: string;
}

/** The banner as asked: a colour, or a media record (as read from its stream) the owner uploaded. */
export type BannerChoice = { color: string } | { mediaId: number; media: Pick<MediaState, 'exists' | 'userId' | 'type' | 'hash'> };

export type ShowcaseCommand =
  | (ByOwner & { type: 'CreateShowcase'; pageName: string })
  | (ByOwner & { type: 'UpdateShowcase'; input: UpdateShowcaseInput })
  | (ByOwner & { type: 'SetShowcaseBanner'; banner: BannerChoice })
  | (ByOwner & { type: 'SetShowcaseDescription'; description: string })
  | (ByOwner & { type: 'SetShowcaseStyles'; styles: number[]; knownStyles: ReadonlySet<number> })
  | (ByOwner & { type: 'SetShowcaseImages'; images?: number[]; featuredImages?: number[]; showable: ReadonlySet<number> })
  | (ByOwner & { type: 'SetShowcaseLookBoards'; lookBoards: number[]; showable: ReadonlySet<number> })
  | (ByOwner & { type: 'SetShowcaseFeaturedLookBoards'; featuredLookBoards: number[]; showable: ReadonlySet<number> })
  | (ByOwner & { type: 'ActivateShowcase'; value: boolean })
  | (ByOwner & { type: 'SubmitShowcaseVideo'; videoUrl: string | null })
  | (ByAdmin & { type: 'ActivateShowcaseVideo' })
  | (ByAdmin & { type: 'DeactivateShowcaseVideo'; reason: string | null });

/** Only an ambassador changes a page, and only one they created. */
function ownPage(state: ShowcaseState, c: ByOwner): void {
  if (!c.isAmbassador) throw new NotAnAmbassador();
  if (!state.exists) throw new NoShowcaseYet();
}

function reviewable(state: ShowcaseState, c: ByAdmin): string {
  byAnAdmin(c.isAdmin);
  if (!state.exists) throw new NoSuchShowcase();
  if (state.videoUrl === null) throw new NoVideoToReview();
  return state.videoUrl;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** PUT /showcase's settings over the current ones: what the input leaves out stays. */
export function mergeShowcaseSettings(current: ShowcaseSettings, input: UpdateShowcaseInput): ShowcaseSettings {
  const pick = <T>(given: T | undefined, was: T) => (given === undefined ? was : given);
  return {
    pageName: pick(input.pageName, current.pageName),
    subtitle: pick(input.subtitle, current.subtitle),
    isSubtitleActive: pick(input.isSubtitleActive, current.isSubtitleActive),
    metaTitle: pick(input.metaTitle, current.metaTitle),
    metaDescription: pick(input.metaDescription, current.metaDescription),
    social: {
      facebook: pick(input.facebook, current.social.facebook),
      instagram: pick(input.instagram, current.social.instagram),
      pinterest: pick(input.pinterest, current.social.pinterest),
      linkedin: pick(input.linkedin, current.social.linkedin),
      twitter: pick(input.twitter, current.social.twitter),
    },
  };
}

const sameSettings = (a: ShowcaseSettings, b: ShowcaseSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A list with its featured part: featured items come first, in their order, then the rest in
 * theirs; a featured item missing from the list is so added to it (featured ⊆ list).
 */
export function featuredFirst(list: readonly number[], featured: readonly number[]): { list: number[]; featured: number[] } {
  const f = [...new Set(featured)];
  return { list: [...f, ...list.filter((id) => !f.includes(id))], featured: f };
}

/**
 * The new items must be ones the owner may show now. Items already on the page stay even if they
 * could not be added today (an image rejected since): the page's reads show only what is visible.
 */
function checkItems(list: readonly number[], already: readonly number[], showable: ReadonlySet<number>, listField: string, refuse: (id: number) => ValidationFailed): void {
  // Featured items added to the list can take it past the limit the inputs check on their own.
  if (list.length > SHOWCASE_MAX_ITEMS) throw ValidationFailed.field(listField, `Please select at most ${SHOWCASE_MAX_ITEMS}`);
  for (const id of list) if (!already.includes(id) && !showable.has(id)) throw refuse(id);
}

function bannerFrom(choice: BannerChoice, userId: number): ShowcaseBanner {
  if ('color' in choice) return { type: 'color', color: choice.color.toLowerCase() };
  const m = choice.media;
  if (!m.exists || m.userId !== userId || m.type !== 'showcaseBanner') throw new BannerNotUsable();
  return { type: 'image', mediaId: choice.mediaId, userId: m.userId, hash: m.hash };
}

export function decideShowcase(command: ShowcaseCommand, state: ShowcaseState): ShowcaseEvent[] {
  switch (command.type) {
    case 'CreateShowcase':
      if (!command.isAmbassador) throw new NotAnAmbassador();
      // Asking again answers the page there is.
      if (state.exists) return [];
      return [{ type: 'ShowcaseCreated', data: { showcaseId: command.userId, userId: command.userId, pageName: command.pageName, createdAt: command.now } }];
    case 'UpdateShowcase': {
      ownPage(state, command);
      const events: ShowcaseEvent[] = [];
      const settings = mergeShowcaseSettings(state.settings, command.input);
      if (!sameSettings(settings, state.settings)) events.push({ type: 'ShowcaseSettingsChanged', data: { showcaseId: state.showcaseId, ...settings, changedAt: command.now } });
      const urlKey = command.input.urlKey;
      // Whether the address is free is the address reservation's decision, written in the same append.
      if (urlKey !== undefined && urlKey !== state.urlKey) events.push({ type: 'ShowcaseUrlKeyChanged', data: { showcaseId: state.showcaseId, urlKey, previous: state.urlKey, changedAt: command.now } });
      return events;
    }
    case 'SetShowcaseBanner': {
      ownPage(state, command);
      const banner = bannerFrom(command.banner, command.userId);
      if (JSON.stringify(banner) === JSON.stringify(state.banner)) return [];
      return [{ type: 'ShowcaseBannerChanged', data: { showcaseId: state.showcaseId, banner, changedAt: command.now } }];
    }
    case 'SetShowcaseDescription':
      ownPage(state, command);
      if (command.description === state.description) return [];
      return [{ type: 'ShowcaseDescriptionChanged', data: { showcaseId: state.showcaseId, description: command.description, changedAt: command.now } }];
    case 'SetShowcaseStyles': {
      ownPage(state, command);
      const styles = [...new Set(command.styles)];
      if (styles.some((id) => !command.knownStyles.has(id))) throw new NotInList('styles');
      if (sameList(styles, state.styles)) return [];
      return [{ type: 'ShowcaseStylesChanged', data: { showcaseId: state.showcaseId, userId: state.userId, styles, changedAt: command.now } }];
    }
    case 'SetShowcaseImages': {
      ownPage(state, command);
      const given = command.images;
      // New images alone keep those featured that are still on the page.
      const featured = command.featuredImages ?? state.featuredImages.filter((id) => given === undefined || given.includes(id));
      const { list, featured: f } = featuredFirst(given ?? state.images, featured);
      // A refusal names the list the person put the image in.
      checkItems(list, state.images, command.showable, 'images', (id) => new ShowcaseImageNotUsable(given?.includes(id) ? 'images' : 'featuredImages'));
      if (sameList(list, state.images) && sameList(f, state.featuredImages)) return [];
      return [{ type: 'ShowcaseImagesChanged', data: { showcaseId: state.showcaseId, images: list, featuredImages: f, changedAt: command.now } }];
    }
    case 'SetShowcaseLookBoards':
    case 'SetShowcaseFeaturedLookBoards': {
      ownPage(state, command);
      const setList = command.type === 'SetShowcaseLookBoards';
      const { list, featured } = setList
        ? featuredFirst(command.lookBoards, state.featuredLookBoards.filter((id) => command.lookBoards.includes(id)))
        : featuredFirst(state.lookBoards, command.featuredLookBoards);
      const field = setList ? 'lookBoards' : 'featuredLookBoards';
      checkItems(list, state.lookBoards, command.showable, 'lookBoards', () => new ShowcaseLookBoardNotUsable(field));
      if (sameList(list, state.lookBoards) && sameList(featured, state.featuredLookBoards)) return [];
      return [{ type: 'ShowcaseLookBoardsChanged', data: { showcaseId: state.showcaseId, lookBoards: list, featuredLookBoards: featured, changedAt: command.now } }];
    }
    case 'ActivateShowcase':
      ownPage(state, command);
      if (command.value === state.active) return [];
      if (!command.value) return [{ type: 'ShowcaseDeactivated', data: { showcaseId: state.showcaseId, deactivatedAt: command.now } }];
      // A live page must have an address people can open it by.
      if (state.urlKey === null) throw new UrlKeyRequired();
      return [{ type: 'ShowcaseActivated', data: { showcaseId: state.showcaseId, activatedAt: command.now } }];
    case 'SubmitShowcaseVideo': {
      ownPage(state, command);
      const url = command.videoUrl;
      if (url === null && state.videoUrl === null) return [];
      // The same address again is no new submission, unless an admin turned it down: then it goes back for review.
      if (url !== null && url === state.videoUrl && state.videoStatus !== 'inactive') return [];
      return [{ type: 'ShowcaseVideoSubmitted', data: { showcaseId: state.showcaseId, videoUrl: url, submittedAt: command.now } }];
    }
    case 'ActivateShowcaseVideo': {
      const videoUrl = reviewable(state, command);
      if (state.videoStatus === 'active') return [];
      return [{ type: 'ShowcaseVideoActivated', data: { showcaseId: state.showcaseId, userId: state.userId, adminId: command.adminId, videoUrl, activatedAt: command.now } }];
    }
    case 'DeactivateShowcaseVideo': {
      const videoUrl = reviewable(state, command);
      if (state.videoStatus === 'inactive') return [];
      return [
        { type: 'ShowcaseVideoDeactivated', data: { showcaseId: state.showcaseId, userId: state.userId, adminId: command.adminId, videoUrl, reason: command.reason, deactivatedAt: command.now } },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const showcaseDecider = { initialState: initialShowcaseState, evolve: evolveShowcase, decide: decideShowcase };
