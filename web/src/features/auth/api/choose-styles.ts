import { useMutation } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import { finishPreferences, saveStyles, withPreferences } from '../../../lib/session/user-api';

/** The style picker's save: PUT /user/styles, then POST /user/finish-preferences; both answers reach the cached user. */
export function useChooseStyles(client: Pick<ApiClient, 'put' | 'post'> = api) {
  const { updateUser, setUser } = useSessionActions();
  return useMutation({
    mutationKey: ['auth', 'choose-styles'],
    mutationFn: async (styles: number[]) => {
      const answer = await saveStyles(client, styles);
      updateUser((user) => withPreferences(user, answer));
      return finishPreferences(client);
    },
    onSuccess: setUser,
  });
}
