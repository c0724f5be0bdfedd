import { followersCountOf } from '../ambassadors/present';
import { publicNameOf, showcaseShareUrl, type ShowcaseState, type ShowcaseView, type UserState } from '@decorlook/domain';
import type { Platform } from '@decorlook/infra/platform';

/**
 * Commands answer from the page they decided on, in the shape GET /showcase answers, as its owner
 * sees it: the video with its review status, whatever the review. Name, picture, profession and
 * ambassador type are the owner's account's (read from their stream).
 */
export function presentShowcase(s: ShowcaseState, owner: UserState, parts: { publicUrl: string; followersCount: number; isFollowed: boolean }): ShowcaseView {
  const p = owner.profile;
  const set = s.settings;
  return {
    id: s.showcaseId,
    userId: s.userId,
    pageName: set.pageName,
    subtitle: set.subtitle,
    isSubtitleActive: set.isSubtitleActive,
    metaTitle: set.metaTitle,
    metaDescription: set.metaDescription,
    urlKey: s.urlKey,
    description: s.description,
    displayName: publicNameOf({ erased: owner.erased, displayName: p.displayName, firstName: p.firstName, lastName: p.lastName }),
    avatar: owner.avatar && !owner.erased ? { userId: owner.avatar.userId, hash: owner.avatar.hash } : null,
    ambassadorType: owner.ambassador?.type ?? null,
    profession: p.profession,
    // Until the ambassador sets the page's styles, those of their application stand.
    styles: s.styles.length > 0 ? s.styles : (owner.ambassador?.styles ?? []),
    images: s.images,
    featuredImages: s.featuredImages,
    lookBoards: s.lookBoards,
    featuredLookBoards: s.featuredLookBoards,
    banner: s.banner.type === 'color' ? { color: s.banner.color, image: null } : { color: null, image: { mediaId: s.banner.mediaId, userId: s.banner.userId, hash: s.banner.hash } },
    videoUrl: s.videoUrl,
    videoStatus: s.videoStatus,
    shareUrl: showcaseShareUrl(parts.publicUrl, s.urlKey),
    active: s.active,
    facebook: set.social.facebook,
    instagram: set.social.instagram,
    pinterest: set.social.pinterest,
    linkedin: set.social.linkedin,
    twitter: set.social.twitter,
    followersCount: parts.followersCount,
    isFollowed: parts.isFollowed,
    createdAt: s.createdAt as string,
    updatedAt: s.updatedAt as string,
  };
}

/** The answer of an owner's command: their page as they see it now. */
export async function showcaseAnswer(p: Pick<Platform, 'store' | 'settings'>, s: ShowcaseState, owner: UserState): Promise<ShowcaseView> {
  // The owner looks at their own page: nobody follows themselves.
  return presentShowcase(s, owner, { publicUrl: p.settings.publicUrl, followersCount: await followersCountOf(p, s.userId), isFollowed: false });
}
