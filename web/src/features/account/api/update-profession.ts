import { useMutation } from '@tanstack/react-query';
import { API_PREFIX } from '@decorlook/domain/shared/app';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';

export const PROFESSION_PATH = `${API_PREFIX}/user/profession`;

export async function updateProfession(client: Pick<ApiClient, 'put'>, profession: number): Promise<User> {
  return (await client.put<{ result: User }>(PROFESSION_PATH, { profession })).result;
}

export function useUpdateProfession(client: Pick<ApiClient, 'put'> = api) {
  const { setUser } = useSessionActions();
  return useMutation({ mutationKey: ['account', 'profession'], mutationFn: (profession: number) => updateProfession(client, profession), onSuccess: setUser });
}
