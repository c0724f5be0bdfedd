import { useMutation } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES, MESSAGES_MEDIA } from '@decorlook/domain/catalog/media';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';

export const MEDIA_PATH = `${API_PREFIX}/media`;
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export interface BannerMedia {
  id: number;
  userId: number;
  type: 'showcaseBanner';
  hash: string;
}

/** Checked before any byte is sent: the same limits the server enforces, with its messages. */
export function bannerFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES_MEDIA.tooLarge;
  if (file.type && !file.type.startsWith('image/')) return MESSAGES_MEDIA.notAnImage;
  return null;
}

/**
 * POST /v1/media (multipart: `type` showcaseBanner, `file`), as the add-image dialog uploads, through
 * the one API client (a banner is small: no progress bar is needed, the button shows it is busy).
 */
export async function uploadBanner(client: Pick<ApiClient, 'post'>, file: Blob): Promise<BannerMedia> {
  const form = new FormData();
  form.append('type', 'showcaseBanner');
  form.append('file', file);
  return (await client.post<{ result: BannerMedia }>(MEDIA_PATH, form)).result;
}

export function useUploadBanner(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationFn: (file: File) => {
      const problem = bannerFileProblem(file);
      return problem ? Promise.reject(new ApiError({ status: 422, message: problem })) : uploadBanner(client, file);
    },
  });
}
