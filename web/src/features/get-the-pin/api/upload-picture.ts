import { useMutation } from '@tanstack/react-query';
import { MAX_UPLOAD_BYTES, MESSAGES_MEDIA, type MediaType } from '@decorlook/domain/catalog/media';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, ApiError, type ApiClient } from '../../../lib/api-client';

/** What the server accepts (domain MEDIA_FORMATS), for the file picker. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export interface UploadedPicture {
  id: number;
  userId: number;
  type: MediaType;
  hash: string;
}

/** POST /v1/media (multipart `file`, `type`): the pinned picture, as an inspiration image's media. */
export async function uploadPicture(client: Pick<ApiClient, 'post'>, picture: Blob, fileName: string): Promise<UploadedPicture> {
  // The server's own limits, checked before any byte is sent, with its messages.
  if (picture.size > MAX_UPLOAD_BYTES) throw new ApiError({ status: 413, message: MESSAGES_MEDIA.tooLarge });
  if (picture.type && !ACCEPTED_IMAGE_TYPES.split(',').includes(picture.type)) throw new ApiError({ status: 415, message: MESSAGES_MEDIA.notAnImage });
  const form = new FormData();
  form.append('type', 'inspirationImage');
  form.append('file', picture, fileName);
  return (await client.post<{ result: UploadedPicture }>(`${API_PREFIX}/media`, form)).result;
}

export function useUploadPicture(client: Pick<ApiClient, 'post'> = api) {
  return useMutation({
    mutationKey: ['get-the-pin', 'upload'],
    mutationFn: ({ picture, fileName }: { picture: Blob; fileName: string }) => uploadPicture(client, picture, fileName),
  });
}
