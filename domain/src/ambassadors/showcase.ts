import { DEFAULT_BANNER_COLOR } from '../lookboards/look-board.rules';
import type { ShowcaseVideoStatus } from './ambassador.rules';
import type { ShowcaseBanner, ShowcaseEvent, ShowcaseSettings } from './ambassador.events';

/**
 * An ambassador's showcase page (stream `showcase-<ownerUserId>`; its id is the owner's id): its
 * settings, address, banner, texts, styles, the images and look boards it shows, whether it is
 * live, and its video with the review it is in.
 */
export interface ShowcaseState {
  exists: boolean;
  showcaseId: number;
  userId: number;
  settings: ShowcaseSettings;
  urlKey: string | null;
  banner: ShowcaseBanner;
  description: string;
  /** The styles the ambassador declared on the page; empty until they first set them. */
  styles: number[];
  /** Every image on the page, featured ones first; `featuredImages` is always a part of it. */
  images: number[];
  featuredImages: number[];
  lookBoards: number[];
  featuredLookBoards: number[];
  active: boolean;
  videoUrl: string | null;
  videoStatus: ShowcaseVideoStatus;
  createdAt: string | null;
  updatedAt: string | null;
}

export const emptyShowcaseSettings = (pageName = ''): ShowcaseSettings => ({
  pageName,
  subtitle: '',
  isSubtitleActive: false,
  metaTitle: '',
  metaDescription: '',
  social: { facebook: null, instagram: null, pinterest: null, linkedin: null, twitter: null },
});

/** A new page's banner until its owner picks one: the look boards' default colour. */
export const DEFAULT_SHOWCASE_BANNER: ShowcaseBanner = { type: 'color', color: DEFAULT_BANNER_COLOR };

export const initialShowcaseState = (): ShowcaseState => ({
  exists: false,
  showcaseId: 0,
  userId: 0,
  settings: emptyShowcaseSettings(),
  urlKey: null,
  banner: DEFAULT_SHOWCASE_BANNER,
  description: '',
  styles: [],
  images: [],
  featuredImages: [],
  lookBoards: [],
  featuredLookBoards: [],
  active: false,
  videoUrl: null,
  videoStatus: 'none',
  createdAt: null,
  updatedAt: null,
});

/*
 * Settings and banners are compared whole to tell a change from none; history read back from the
 * store comes with its keys in another order, so the state always holds them in this one.
 */
const settingsOf = (d: ShowcaseSettings): ShowcaseSettings => ({
  pageName: d.pageName,
  subtitle: d.subtitle,
  isSubtitleActive: d.isSubtitleActive,
  metaTitle: d.metaTitle,
  metaDescription: d.metaDescription,
  social: { facebook: d.social.facebook, instagram: d.social.instagram, pinterest: d.social.pinterest, linkedin: d.social.linkedin, twitter: d.social.twitter },
});
const bannerOf = (b: ShowcaseBanner): ShowcaseBanner => (b.type === 'color' ? { type: 'color', color: b.color } : { type: 'image', mediaId: b.mediaId, userId: b.userId, hash: b.hash });

export function evolveShowcase(state: ShowcaseState, event: ShowcaseEvent): ShowcaseState {
  switch (event.type) {
    case 'ShowcaseCreated': {
      const d = event.data;
      return { ...state, exists: true, showcaseId: d.showcaseId, userId: d.userId, settings: emptyShowcaseSettings(d.pageName), createdAt: d.createdAt, updatedAt: d.createdAt };
    }
    case 'ShowcaseSettingsChanged':
      return { ...state, settings: settingsOf(event.data), updatedAt: event.data.changedAt };
    case 'ShowcaseUrlKeyChanged':
      return { ...state, urlKey: event.data.urlKey, updatedAt: event.data.changedAt };
    case 'ShowcaseBannerChanged':
      return { ...state, banner: bannerOf(event.data.banner), updatedAt: event.data.changedAt };
    case 'ShowcaseDescriptionChanged':
      return { ...state, description: event.data.description, updatedAt: event.data.changedAt };
    case 'ShowcaseStylesChanged':
      return { ...state, styles: event.data.styles, updatedAt: event.data.changedAt };
    case 'ShowcaseImagesChanged':
      return { ...state, images: event.data.images, featuredImages: event.data.featuredImages, updatedAt: event.data.changedAt };
    case 'ShowcaseLookBoardsChanged':
      return { ...state, lookBoards: event.data.lookBoards, featuredLookBoards: event.data.featuredLookBoards, updatedAt: event.data.changedAt };
    case 'ShowcaseActivated':
      return { ...state, active: true, updatedAt: event.data.activatedAt };
    case 'ShowcaseDeactivated':
      return { ...state, active: false, updatedAt: event.data.deactivatedAt };
    case 'ShowcaseVideoSubmitted':
      return { ...state, videoUrl: event.data.videoUrl, videoStatus: event.data.videoUrl === null ? 'none' : 'pending', updatedAt: event.data.submittedAt };
    case 'ShowcaseVideoActivated':
      return { ...state, videoStatus: 'active' };
    case 'ShowcaseVideoDeactivated':
      return { ...state, videoStatus: 'inactive' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The page's address, once it has one. */
export const showcaseShareUrl = (publicUrl: string, urlKey: string | null): string | null => (urlKey === null ? null : `${publicUrl.replace(/\/+$/, '')}/showcase/${urlKey}`);
