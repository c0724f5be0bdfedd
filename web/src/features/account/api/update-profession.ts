import { API_PREFIX } from '@decorlook/domain/shared/app';
import type { ApiClient } from '../../../lib/api-client';
import type { User } from '../../../lib/session/user';

export const PROFESSION_PATH = `${API_PREFIX}/user/profession`;

export async function updateProfession(client: Pick<ApiClient, 'put'>, profession: number): Promise<User> {
  return (await client.put<{ result: User }>(PROFESSION_PATH, { profession })).result;
}
