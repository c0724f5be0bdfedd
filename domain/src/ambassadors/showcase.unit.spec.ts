import { describe, expect, it } from 'vitest';
import { Forbidden, type ValidationFailed } from '../shared/errors';
import { specFor } from '../shared/given-when-then';
import { NotInList } from '../catalog/catalog.errors';
import type { MediaState } from '../catalog/media';
import { DEFAULT_BANNER_COLOR } from '../lookboards/look-board.rules';
import { SHOWCASE_MAX_ITEMS, updateShowcaseInput } from './ambassador.rules';
import type { ShowcaseEvent, ShowcaseUrlEvent } from './ambassador.events';
import { BannerNotUsable, NoShowcaseYet, NoSuchShowcase, NotAnAmbassador, NoVideoToReview, ShowcaseImageNotUsable, ShowcaseLookBoardNotUsable, UrlKeyRequired, UrlKeyTaken } from './ambassador.errors';
import { DEFAULT_SHOWCASE_BANNER, evolveShowcase, initialShowcaseState, showcaseShareUrl, type ShowcaseState } from './showcase';
import { featuredFirst, showcaseDecider, type ShowcaseCommand } from './showcase.decide';
import { showcaseUrlDecider, type ShowcaseUrlCommand, type ShowcaseUrlState } from './showcase-url';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const OWNER = 7;
const OTHER = 8;
const ADMIN = 1;
const owner = { userId: OWNER, isAmbassador: true, now };
const admin = { adminId: ADMIN, isAdmin: true, now };
const ids = (...n: number[]) => new Set(n);

const showcase = specFor<ShowcaseState, ShowcaseCommand, ShowcaseEvent>(showcaseDecider);
const stateOf = (events: ShowcaseEvent[]) => events.reduce(evolveShowcase, initialShowcaseState());
const fieldErrors = (e: unknown) => (e as ValidationFailed).errors;
/** The events so far and one more command decided on them. */
const then = (given: ShowcaseEvent[], command: ShowcaseCommand) => [...given, ...showcase(given).when(command).events()];

const created = showcase([]).when({ ...owner, type: 'CreateShowcase', pageName: 'GetTheLook' }).events();
const update = (body: Record<string, unknown>): ShowcaseCommand => ({ ...owner, type: 'UpdateShowcase', input: updateShowcaseInput.parse(body) });
const withKey = then(created, update({ urlKey: 'annas-rooms' }));
const images = (over: { images?: number[]; featuredImages?: number[]; showable?: Set<number> }): ShowcaseCommand => ({ ...owner, type: 'SetShowcaseImages', showable: ids(1, 2, 3, 4, 5, 6, 7), ...over });
const boards = (lookBoards: number[], showable = ids(11, 12, 13, 14)): ShowcaseCommand => ({ ...owner, type: 'SetShowcaseLookBoards', lookBoards, showable });
const featuredBoards = (featuredLookBoards: number[], showable = ids(11, 12, 13, 14)): ShowcaseCommand => ({ ...owner, type: 'SetShowcaseFeaturedLookBoards', featuredLookBoards, showable });
const banner = (over: Partial<MediaState> = {}) => ({ exists: true, userId: OWNER, type: 'showcaseBanner' as const, hash: 'ab'.repeat(16), ...over });
const video = (videoUrl: string | null): ShowcaseCommand => ({ ...owner, type: 'SubmitShowcaseVideo', videoUrl });
const withVideo = then(created, video('https://youtu.be/abc'));

/** Every command an owner sends about their page, each valid on the page as created. */
const ownerCommands: ShowcaseCommand[] = [
  update({ pageName: 'Anna at home' }),
  { ...owner, type: 'SetShowcaseBanner', banner: { color: '#0f766e' } },
  { ...owner, type: 'SetShowcaseDescription', description: 'Rooms I love' },
  { ...owner, type: 'SetShowcaseStyles', styles: [2], knownStyles: ids(1, 2, 3) },
  images({ images: [1] }),
  boards([11]),
  featuredBoards([11]),
  { ...owner, type: 'ActivateShowcase', value: false },
  video('https://youtu.be/abc'),
];

describe('showcase: creating the page', () => {
  it('creates the page of the ambassador asking, its id theirs, with the page name and a default banner', () => {
    expect(created).toEqual([{ type: 'ShowcaseCreated', data: { showcaseId: OWNER, userId: OWNER, pageName: 'GetTheLook', createdAt: now } }]);
    const s = stateOf(created);
    expect(s).toMatchObject({ exists: true, showcaseId: OWNER, userId: OWNER, urlKey: null, active: false, videoStatus: 'none', banner: DEFAULT_SHOWCASE_BANNER, createdAt: now });
    expect(s.settings).toEqual({ pageName: 'GetTheLook', subtitle: '', isSubtitleActive: false, metaTitle: '', metaDescription: '', social: { facebook: null, instagram: null, pinterest: null, linkedin: null, twitter: null } });
  });

  it('answers a second create with the page there is: no event, whatever name it asks for', () => {
    expect(showcase(created).when({ ...owner, type: 'CreateShowcase', pageName: 'Another name' }).events()).toEqual([]);
  });

  it('refuses someone who is not an ambassador now, before and after a page exists', () => {
    expect(showcase([]).when({ ...owner, isAmbassador: false, type: 'CreateShowcase', pageName: 'GetTheLook' }).error()).toBeInstanceOf(NotAnAmbassador);
    for (const c of ownerCommands) {
      expect(showcase(created).when({ ...c, isAmbassador: false } as ShowcaseCommand).error(), c.type).toBeInstanceOf(NotAnAmbassador);
      expect(showcase([]).when({ ...c, isAmbassador: false } as ShowcaseCommand).error(), c.type).toBeInstanceOf(NotAnAmbassador);
    }
  });

  it('answers every change before the page exists with "no showcase yet"', () => {
    for (const c of ownerCommands) expect(showcase([]).when(c).error(), c.type).toBeInstanceOf(NoShowcaseYet);
  });

  it('each command changes something on the page as created (none is a no-op by accident)', () => {
    for (const c of ownerCommands.filter((c) => !(c.type === 'ActivateShowcase'))) expect(showcase(created).when(c).events(), c.type).toHaveLength(1);
  });
});

describe('showcase: settings and address', () => {
  it('merges the settings given over the current ones and records the whole set', () => {
    const first = then(created, update({ subtitle: 'Calm rooms', isSubtitleActive: 'yes', facebook: 'facebook.com/anna' }));
    const [e] = showcase(first).when(update({ metaTitle: 'Anna', instagram: 'https://instagram.com/anna' })).events();
    expect(e).toEqual({
      type: 'ShowcaseSettingsChanged',
      data: {
        showcaseId: OWNER,
        pageName: 'GetTheLook',
        subtitle: 'Calm rooms',
        isSubtitleActive: true,
        metaTitle: 'Anna',
        metaDescription: '',
        social: { facebook: 'https://facebook.com/anna', instagram: 'https://instagram.com/anna', pinterest: null, linkedin: null, twitter: null },
        changedAt: now,
      },
    });
    expect(stateOf([...first, e]).settings.social.facebook).toBe('https://facebook.com/anna');
  });

  it('removes a social link sent blank, and records nothing when the settings are already so', () => {
    const linked = then(created, update({ twitter: 'x.com/anna' }));
    const [e] = showcase(linked).when(update({ twitter: '' })).events();
    expect(e.type === 'ShowcaseSettingsChanged' && e.data.social.twitter).toBeNull();
    expect(showcase(linked).when(update({ twitter: 'https://x.com/anna', pageName: 'GetTheLook' })).events()).toEqual([]);
    expect(showcase(created).when(update({})).events()).toEqual([]);
  });

  it('changes the address with the one it replaces, and the same address again is no change', () => {
    expect(withKey.at(-1)).toEqual({ type: 'ShowcaseUrlKeyChanged', data: { showcaseId: OWNER, urlKey: 'annas-rooms', previous: null, changedAt: now } });
    expect(showcase(withKey).when(update({ urlKey: 'Annas-Rooms ' })).events()).toEqual([]);
    const moved = showcase(withKey).when(update({ urlKey: 'anna-at-home', pageName: 'Anna at home' })).events();
    expect(moved.map((e) => e.type)).toEqual(['ShowcaseSettingsChanged', 'ShowcaseUrlKeyChanged']);
    expect(moved[1].data).toMatchObject({ urlKey: 'anna-at-home', previous: 'annas-rooms' });
    expect(stateOf([...withKey, ...moved]).urlKey).toBe('anna-at-home');
  });

  it('takes addresses of 3 to 40 letters, digits and hyphens, never one the site uses itself', () => {
    expect(updateShowcaseInput.safeParse({ urlKey: 'ab' }).success).toBe(false);
    expect(updateShowcaseInput.safeParse({ urlKey: 'anna rooms' }).success).toBe(false);
    expect(updateShowcaseInput.safeParse({ urlKey: 'preview' }).error?.issues[0].message).toBe('This address is not available');
    expect(updateShowcaseInput.parse({ urlKey: ' Anna-2 ' }).urlKey).toBe('anna-2');
  });

  it('builds the share address from the key, none before it has one', () => {
    expect(showcaseShareUrl('https://decorlook.test', 'annas-rooms')).toBe('https://decorlook.test/showcase/annas-rooms');
    expect(showcaseShareUrl('https://decorlook.test/', 'annas-rooms')).toBe('https://decorlook.test/showcase/annas-rooms');
    expect(showcaseShareUrl('https://decorlook.test', null)).toBeNull();
  });
});

describe('showcase address reservation', () => {
  const url = specFor<ShowcaseUrlState, ShowcaseUrlCommand, ShowcaseUrlEvent>(showcaseUrlDecider);
  const reserve = (showcaseId: number): ShowcaseUrlCommand => ({ type: 'ReserveShowcaseUrl', urlKey: 'annas-rooms', showcaseId, now });
  const release = (showcaseId: number): ShowcaseUrlCommand => ({ type: 'ReleaseShowcaseUrl', urlKey: 'annas-rooms', showcaseId, now: later });
  const held = url([]).when(reserve(OWNER)).events();

  it('gives a free address to the first showcase and refuses it to any other', () => {
    expect(held).toEqual([{ type: 'ShowcaseUrlReserved', data: { urlKey: 'annas-rooms', showcaseId: OWNER, reservedAt: now } }]);
    const err = url(held).when(reserve(OTHER)).error();
    expect(err).toBeInstanceOf(UrlKeyTaken);
    expect(fieldErrors(err)).toEqual({ urlKey: ['This page address is already taken'] });
    expect(url(held).when(reserve(OWNER)).events()).toEqual([]);
  });

  it('frees an address its holder lets go, so another can take it; only the holder releases it', () => {
    expect(url(held).when(release(OTHER)).events()).toEqual([]);
    const released = [...held, ...url(held).when(release(OWNER)).events()];
    expect(released.at(-1)?.type).toBe('ShowcaseUrlReleased');
    expect(url(released).when(release(OWNER)).events()).toEqual([]);
    expect(url(released).when(reserve(OTHER)).events()[0]).toMatchObject({ type: 'ShowcaseUrlReserved', data: { showcaseId: OTHER } });
  });
});

describe('showcase: banner, description and styles', () => {
  it('takes a colour, or a showcaseBanner picture the owner uploaded', () => {
    const [c] = showcase(created).when({ ...owner, type: 'SetShowcaseBanner', banner: { color: '#0F766E' } }).events();
    expect(c).toEqual({ type: 'ShowcaseBannerChanged', data: { showcaseId: OWNER, banner: { type: 'color', color: '#0f766e' }, changedAt: now } });
    const [p] = showcase(created).when({ ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media: banner() } }).events();
    expect(p.data).toMatchObject({ banner: { type: 'image', mediaId: 31, userId: OWNER, hash: 'ab'.repeat(16) } });
    expect(stateOf([...created, p]).banner).toMatchObject({ type: 'image', mediaId: 31 });
  });

  it('refuses a picture that does not exist, is someone else’s, or was uploaded for another use', () => {
    for (const media of [banner({ exists: false }), banner({ userId: OTHER }), banner({ type: 'userAvatar' }), banner({ type: 'inspirationImage' })]) {
      const err = showcase(created).when({ ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media } }).error();
      expect(err).toBeInstanceOf(BannerNotUsable);
      expect(fieldErrors(err)).toEqual({ mediaId: ['Please upload a showcase banner image'] });
    }
  });

  it('records no banner change when the banner is already so', () => {
    expect(showcase(created).when({ ...owner, type: 'SetShowcaseBanner', banner: { color: DEFAULT_BANNER_COLOR } }).events()).toEqual([]);
    const pictured = then(created, { ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media: banner() } });
    expect(showcase(pictured).when({ ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media: banner() } }).events()).toEqual([]);
  });

  it('sets the description; the same text again is no change', () => {
    const described = then(created, { ...owner, type: 'SetShowcaseDescription', description: 'Rooms I love' });
    expect(stateOf(described).description).toBe('Rooms I love');
    expect(showcase(described).when({ ...owner, type: 'SetShowcaseDescription', description: 'Rooms I love' }).events()).toEqual([]);
  });

  it('sets known styles (with the owner, for matching), refuses unknown ones, and the same styles again is no change', () => {
    const [e] = showcase(created).when({ ...owner, type: 'SetShowcaseStyles', styles: [3, 2], knownStyles: ids(1, 2, 3) }).events();
    expect(e).toEqual({ type: 'ShowcaseStylesChanged', data: { showcaseId: OWNER, userId: OWNER, styles: [3, 2], changedAt: now } });
    const err = showcase(created).when({ ...owner, type: 'SetShowcaseStyles', styles: [2, 99], knownStyles: ids(1, 2, 3) }).error();
    expect(err).toBeInstanceOf(NotInList);
    expect(fieldErrors(err)).toEqual({ styles: ['Please choose from the list'] });
    expect(showcase([...created, e]).when({ ...owner, type: 'SetShowcaseStyles', styles: [3, 2], knownStyles: ids(1, 2, 3) }).events()).toEqual([]);
  });
});

describe('showcase: images and featured images', () => {
  it('sets the images in order, and featured ones first', () => {
    const [e] = showcase(created).when(images({ images: [3, 1, 2], featuredImages: [2] })).events();
    expect(e).toEqual({ type: 'ShowcaseImagesChanged', data: { showcaseId: OWNER, images: [2, 3, 1], featuredImages: [2], changedAt: now } });
  });

  it('puts a featured image missing from the images at the front of them', () => {
    const onPage = then(created, images({ images: [1, 2] }));
    const [e] = showcase(onPage).when(images({ featuredImages: [5, 2] })).events();
    expect(e.data).toMatchObject({ images: [5, 2, 1], featuredImages: [5, 2] });
  });

  it('drops from the featured images one no longer on the page, and keeps the rest featured', () => {
    const featured = then(created, images({ images: [1, 2, 3], featuredImages: [2, 3] }));
    const [e] = showcase(featured).when(images({ images: [3, 1] })).events();
    expect(e.data).toMatchObject({ images: [3, 1], featuredImages: [3] });
    expect(stateOf([...featured, e]).featuredImages.every((id) => stateOf([...featured, e]).images.includes(id))).toBe(true);
  });

  it('refuses an image the owner may not show, naming the list it was put in', () => {
    const a = showcase(created).when(images({ images: [1, 9] })).error();
    expect(a).toBeInstanceOf(ShowcaseImageNotUsable);
    expect(fieldErrors(a)).toEqual({ images: ['Please choose approved images from the gallery'] });
    const b = showcase(created).when(images({ images: [1], featuredImages: [9] })).error();
    expect(fieldErrors(b)).toEqual({ featuredImages: ['Please choose approved images from the gallery'] });
  });

  it('keeps an image already on the page that could not be added today (rejected since)', () => {
    const onPage = then(created, images({ images: [1, 2] }));
    expect(showcase(onPage).when(images({ images: [2, 1], showable: ids(1) })).events()[0].data).toMatchObject({ images: [2, 1] });
  });

  it(`holds at most ${SHOWCASE_MAX_ITEMS} images, featured ones added included`, () => {
    const many = Array.from({ length: SHOWCASE_MAX_ITEMS }, (_, i) => i + 100);
    const showable = new Set([...many, 1]);
    expect(showcase(created).when(images({ images: many, showable })).events()).toHaveLength(1);
    const err = showcase(created).when(images({ images: many, featuredImages: [1], showable })).error();
    expect(fieldErrors(err)).toEqual({ images: [`Please select at most ${SHOWCASE_MAX_ITEMS}`] });
  });

  it('records nothing when the images and featured images are already so', () => {
    const onPage = then(created, images({ images: [1, 2, 3], featuredImages: [2] }));
    expect(showcase(onPage).when(images({ images: [2, 1, 3] })).events()).toEqual([]);
    expect(showcase(onPage).when(images({ featuredImages: [2] })).events()).toEqual([]);
    expect(showcase(created).when(images({ images: [] })).events()).toEqual([]);
  });

  it('orders a featured list first, without duplicates', () => {
    expect(featuredFirst([1, 2, 3], [3, 3, 4])).toEqual({ list: [3, 4, 1, 2], featured: [3, 4] });
  });
});

describe('showcase: look boards and featured look boards', () => {
  const listed = then(created, boards([11, 12, 13]));

  it('sets the owner’s boards in order and refuses any other board', () => {
    expect(listed.at(-1)).toEqual({ type: 'ShowcaseLookBoardsChanged', data: { showcaseId: OWNER, lookBoards: [11, 12, 13], featuredLookBoards: [], changedAt: now } });
    const err = showcase(created).when(boards([11, 40])).error();
    expect(err).toBeInstanceOf(ShowcaseLookBoardNotUsable);
    expect(fieldErrors(err)).toEqual({ lookBoards: ['Please choose your own look boards'] });
    expect(fieldErrors(showcase(listed).when(featuredBoards([40])).error())).toEqual({ featuredLookBoards: ['Please choose your own look boards'] });
  });

  it('features boards first; a featured board missing from the list joins it at the front', () => {
    const [a] = showcase(listed).when(featuredBoards([13])).events();
    expect(a.data).toMatchObject({ lookBoards: [13, 11, 12], featuredLookBoards: [13] });
    const [b] = showcase(listed).when(featuredBoards([14, 12])).events();
    expect(b.data).toMatchObject({ lookBoards: [14, 12, 11, 13], featuredLookBoards: [14, 12] });
  });

  it('a new list keeps featured the boards still on it, and drops the others from the featured ones', () => {
    const featured = then(listed, featuredBoards([13, 12]));
    const [e] = showcase(featured).when(boards([12, 14])).events();
    expect(e.data).toMatchObject({ lookBoards: [12, 14], featuredLookBoards: [12] });
  });

  it('records nothing when the boards are already so', () => {
    expect(showcase(listed).when(boards([11, 12, 13])).events()).toEqual([]);
    const featured = then(listed, featuredBoards([13]));
    expect(showcase(featured).when(featuredBoards([13])).events()).toEqual([]);
    expect(showcase(featured).when(boards([13, 11, 12])).events()).toEqual([]);
  });

  it('keeps a board already on the page when the list is saved again (deleted since)', () => {
    expect(showcase(listed).when(boards([13, 11], ids())).events()[0].data).toMatchObject({ lookBoards: [13, 11] });
  });
});

describe('showcase: going live', () => {
  it('needs an address before the page goes live', () => {
    const err = showcase(created).when({ ...owner, type: 'ActivateShowcase', value: true }).error();
    expect(err).toBeInstanceOf(UrlKeyRequired);
    expect(fieldErrors(err)).toEqual({ urlKey: ['Please choose your page address before activating your showcase'] });
  });

  it('publishes and hides the page; asking for what it already is records nothing', () => {
    const live = then(withKey, { ...owner, type: 'ActivateShowcase', value: true });
    expect(live.at(-1)).toEqual({ type: 'ShowcaseActivated', data: { showcaseId: OWNER, activatedAt: now } });
    expect(stateOf(live).active).toBe(true);
    expect(showcase(live).when({ ...owner, type: 'ActivateShowcase', value: true }).events()).toEqual([]);
    const hidden = then(live, { ...owner, type: 'ActivateShowcase', value: false });
    expect(hidden.at(-1)?.type).toBe('ShowcaseDeactivated');
    expect(stateOf(hidden).active).toBe(false);
    expect(showcase(withKey).when({ ...owner, type: 'ActivateShowcase', value: false }).events()).toEqual([]);
  });
});

describe('showcase: the video and its review', () => {
  it('sends a video for review; the same address again is no new submission', () => {
    expect(withVideo.at(-1)).toEqual({ type: 'ShowcaseVideoSubmitted', data: { showcaseId: OWNER, videoUrl: 'https://youtu.be/abc', submittedAt: now } });
    expect(stateOf(withVideo)).toMatchObject({ videoUrl: 'https://youtu.be/abc', videoStatus: 'pending' });
    expect(showcase(withVideo).when(video('https://youtu.be/abc')).events()).toEqual([]);
  });

  it('removes the video with an empty address; removing none is no change', () => {
    const removed = then(withVideo, video(null));
    expect(stateOf(removed)).toMatchObject({ videoUrl: null, videoStatus: 'none' });
    expect(showcase(created).when(video(null)).events()).toEqual([]);
  });

  it('lets admins show and hide the video (with the owner named for the notification); showing twice records nothing', () => {
    const shown = then(withVideo, { ...admin, type: 'ActivateShowcaseVideo' });
    expect(shown.at(-1)).toEqual({ type: 'ShowcaseVideoActivated', data: { showcaseId: OWNER, userId: OWNER, adminId: ADMIN, videoUrl: 'https://youtu.be/abc', activatedAt: now } });
    expect(stateOf(shown).videoStatus).toBe('active');
    expect(showcase(shown).when({ ...admin, type: 'ActivateShowcaseVideo' }).events()).toEqual([]);
    const hidden = then(shown, { ...admin, type: 'DeactivateShowcaseVideo', reason: 'Not about decor' });
    expect(hidden.at(-1)?.data).toMatchObject({ userId: OWNER, videoUrl: 'https://youtu.be/abc', reason: 'Not about decor' });
    expect(stateOf(hidden).videoStatus).toBe('inactive');
    expect(showcase(hidden).when({ ...admin, type: 'DeactivateShowcaseVideo', reason: null }).events()).toEqual([]);
  });

  it('sends a turned-down video back for review when its owner sends it again; a new address goes to review too', () => {
    const hidden = then(withVideo, { ...admin, type: 'DeactivateShowcaseVideo', reason: null });
    expect(stateOf(then(hidden, video('https://youtu.be/abc'))).videoStatus).toBe('pending');
    const shown = then(withVideo, { ...admin, type: 'ActivateShowcaseVideo' });
    expect(showcase(shown).when(video('https://youtu.be/abc')).events()).toEqual([]);
    expect(stateOf(then(shown, video('https://vimeo.com/1'))).videoStatus).toBe('pending');
  });

  it('refuses others than admins, a page that does not exist, and a page with no video', () => {
    expect(showcase(withVideo).when({ ...admin, isAdmin: false, type: 'ActivateShowcaseVideo' }).error()).toBeInstanceOf(Forbidden);
    expect(showcase(withVideo).when({ ...admin, isAdmin: false, type: 'DeactivateShowcaseVideo', reason: null }).error()).toBeInstanceOf(Forbidden);
    expect(showcase([]).when({ ...admin, type: 'ActivateShowcaseVideo' }).error()).toBeInstanceOf(NoSuchShowcase);
    for (const c of [{ ...admin, type: 'ActivateShowcaseVideo' as const }, { ...admin, type: 'DeactivateShowcaseVideo' as const, reason: null }]) {
      const err = showcase(created).when(c).error();
      expect(err).toBeInstanceOf(NoVideoToReview);
      expect(fieldErrors(err)).toEqual({ videoUrl: ['This showcase has no video to review'] });
    }
  });
});

describe('showcase state', () => {
  /** An event as the store gives it back: the same values, its keys in another order (jsonb sorts them). */
  const reordered = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).reverse().map(([k, x]) => [k, reordered(x)])) : v;

  it('tells "no change" on history read back with its keys in another order', () => {
    const settings = then(created, update({ subtitle: 'Calm rooms', facebook: 'facebook.com/anna' }));
    const pictured = then(settings, { ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media: banner() } });
    const readBack = pictured.map((e) => reordered(e) as ShowcaseEvent);
    expect(JSON.stringify(readBack.at(-1))).not.toBe(JSON.stringify(pictured.at(-1)));
    expect(showcase(readBack).when(update({ subtitle: 'Calm rooms', facebook: 'https://facebook.com/anna' })).events()).toEqual([]);
    expect(showcase(readBack).when({ ...owner, type: 'SetShowcaseBanner', banner: { mediaId: 31, media: banner() } }).events()).toEqual([]);
  });

  it('remembers when the owner last changed the page', () => {
    const described = then(created, { ...owner, now: later, type: 'SetShowcaseDescription', description: 'New' });
    expect(stateOf(described)).toMatchObject({ createdAt: now, updatedAt: later });
  });
});
