import { publicNameOf, showcaseShareUrl, type ShowcaseView, type Viewer } from '@decorlook/domain';
import { seesWholeShowcase } from './access';

/** A page's row of the `showcases` view with its owner's `users` columns, the ids everyone may see and the caller's follow. */
export interface ShowcaseRow {
  id: number;
  user_id: number;
  page_name: string;
  subtitle: string;
  is_subtitle_active: boolean;
  meta_title: string;
  meta_description: string;
  facebook: string | null;
  instagram: string | null;
  pinterest: string | null;
  linkedin: string | null;
  twitter: string | null;
  url_key: string | null;
  description: string;
  styles: number[];
  images: number[];
  featured_images: number[];
  look_boards: number[];
  featured_look_boards: number[];
  shown_images: number[];
  shown_featured_images: number[];
  shown_look_boards: number[];
  shown_featured_look_boards: number[];
  banner_color: string | null;
  banner_media_id: number | null;
  banner_media_user_id: number | null;
  banner_hash: string | null;
  video_url: string | null;
  video_status: ShowcaseView['videoStatus'];
  active: boolean;
  created_at: Date;
  updated_at: Date;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  owner_erased: boolean | null;
  avatar_user_id: number | null;
  avatar_hash: string | null;
  ambassador_type: ShowcaseView['ambassadorType'];
  profession: number | null;
  followers_count: number;
  is_followed: boolean;
}

/** A page as `viewer` may see it: what is placed on it, its video and its share URL (on the site's address). */
export function presentShowcase(r: ShowcaseRow, viewer: Viewer, publicUrl: string): ShowcaseView {
  const all = seesWholeShowcase(viewer, r.user_id);
  const erased = r.owner_erased === true;
  const videoShown = all || r.video_status === 'active';
  return {
    id: r.id,
    userId: r.user_id,
    pageName: r.page_name,
    subtitle: r.subtitle,
    isSubtitleActive: r.is_subtitle_active,
    metaTitle: r.meta_title,
    metaDescription: r.meta_description,
    urlKey: r.url_key,
    description: r.description,
    displayName: publicNameOf({ erased, displayName: r.display_name, firstName: r.first_name, lastName: r.last_name }),
    avatar: !erased && r.avatar_user_id !== null && r.avatar_hash !== null ? { userId: r.avatar_user_id, hash: r.avatar_hash } : null,
    ambassadorType: r.ambassador_type,
    profession: r.profession,
    styles: r.styles,
    images: all ? r.images : r.shown_images,
    featuredImages: all ? r.featured_images : r.shown_featured_images,
    lookBoards: all ? r.look_boards : r.shown_look_boards,
    featuredLookBoards: all ? r.featured_look_boards : r.shown_featured_look_boards,
    banner: {
      color: r.banner_color,
      image: r.banner_media_id !== null && r.banner_media_user_id !== null && r.banner_hash !== null ? { mediaId: r.banner_media_id, userId: r.banner_media_user_id, hash: r.banner_hash } : null,
    },
    videoUrl: videoShown ? r.video_url : null,
    // Others learn only whether a video shows, never that one is waiting or was turned down.
    videoStatus: all ? r.video_status : r.video_status === 'active' ? 'active' : 'none',
    shareUrl: showcaseShareUrl(publicUrl, r.url_key),
    active: r.active,
    facebook: r.facebook,
    instagram: r.instagram,
    pinterest: r.pinterest,
    linkedin: r.linkedin,
    twitter: r.twitter,
    followersCount: r.followers_count,
    isFollowed: r.is_followed,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}
