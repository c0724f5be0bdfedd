import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SHOWCASE_PAGE_NAME, type SocialNetwork } from '@decorlook/domain/ambassadors/ambassador.rules';
import { api, type ApiClient } from '../../../lib/api-client';
import { SHOWCASE_PATH, showcaseKeys, type Showcase } from '../../../lib/queries/showcases';

export type { Showcase };

/** POST /v1/showcase {pageName}: spec 4 creates it with the page name "GetTheLook". */
export async function createShowcase(client: Pick<ApiClient, 'post'>, pageName: string = DEFAULT_SHOWCASE_PAGE_NAME): Promise<Showcase> {
  return (await client.post<{ result: Showcase }>(SHOWCASE_PATH, { pageName })).result;
}

export function useCreateShowcase(userId: number, client: Pick<ApiClient, 'post'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createShowcase(client),
    onSuccess: (showcase) => queryClient.setQueryData(showcaseKeys.own(userId), showcase),
  });
}

/** PUT /v1/showcase: the page's settings; what is left out stays as it is. */
export interface ShowcaseSettingsBody extends Partial<Record<SocialNetwork, string>> {
  pageName?: string;
  subtitle?: string;
  isSubtitleActive?: boolean;
  metaTitle?: string;
  metaDescription?: string;
  urlKey?: string;
}
export type BannerBody = { color: string } | { mediaId: number };
export interface DescriptionBody {
  description: string;
}
export interface StylesBody {
  styles: number[];
}
export interface ImagesBody {
  images: number[];
  featuredImages: number[];
}
export interface LookBoardsBody {
  lookBoards: number[];
}
export interface FeaturedLookBoardsBody {
  featuredLookBoards: number[];
}
export interface ActivateBody {
  value: boolean;
}
export interface VideoBody {
  videoUrl: string;
}

/** Every change of the page, by its call: each answers the whole page as it now stands. */
export interface ShowcaseChanges {
  settings: ShowcaseSettingsBody;
  banner: BannerBody;
  description: DescriptionBody;
  styles: StylesBody;
  images: ImagesBody;
  lookBoards: LookBoardsBody;
  featuredLookBoards: FeaturedLookBoardsBody;
  activate: ActivateBody;
  video: VideoBody;
}
export type ShowcaseChange = { [K in keyof ShowcaseChanges]: { kind: K; body: ShowcaseChanges[K] } }[keyof ShowcaseChanges];

export const CHANGE_PATHS: Record<keyof ShowcaseChanges, string> = {
  settings: SHOWCASE_PATH,
  banner: `${SHOWCASE_PATH}/banner`,
  description: `${SHOWCASE_PATH}/description`,
  styles: `${SHOWCASE_PATH}/styles`,
  images: `${SHOWCASE_PATH}/images`,
  lookBoards: `${SHOWCASE_PATH}/look-boards`,
  featuredLookBoards: `${SHOWCASE_PATH}/feature-look-boards`,
  activate: `${SHOWCASE_PATH}/activate`,
  video: `${SHOWCASE_PATH}/upload-video-url`,
};

export async function changeShowcase(client: Pick<ApiClient, 'put'>, change: ShowcaseChange): Promise<Showcase> {
  return (await client.put<{ result: Showcase }>(CHANGE_PATHS[change.kind], change.body)).result;
}

/**
 * Spec 4: each change is saved at once; the page shows what the server answered. A refusal is
 * the caller's to show (a field error under its field, a toast elsewhere).
 */
export function useChangeShowcase(userId: number, client: Pick<ApiClient, 'put'> = api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ShowcaseChange) => changeShowcase(client, change),
    onSuccess: (showcase) => queryClient.setQueryData(showcaseKeys.own(userId), showcase),
  });
}
