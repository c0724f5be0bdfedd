import { useMutation } from '@tanstack/react-query';
import { MAX_STYLE_PICKS } from '@decorlook/domain/identity/user.rules';
import { api, type ApiClient } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/use-session';
import type { User } from '../../../lib/session/user';
import { finishPreferences, saveStyles, withPreferences } from '../../../lib/session/user-api';
import { stylesWithResult } from '../quiz';

/**
 * Adds the quiz's style to the user's styles (PUT /user/styles); a user who had no preferences
 * yet has them finished too (POST /user/finish-preferences).
 */
export function useSaveQuizStyle(client: Pick<ApiClient, 'put' | 'post'> = api) {
  const { updateUser, setUser } = useSessionActions();
  return useMutation({
    mutationKey: ['style-quiz', 'save-style'],
    mutationFn: async ({ user, styleId }: { user: User; styleId: number }) => {
      const answer = await saveStyles(client, stylesWithResult(user.preferences?.styles ?? [], styleId, MAX_STYLE_PICKS));
      updateUser((current) => withPreferences(current, answer));
      if (user.status === 'no_pref') setUser(await finishPreferences(client));
    },
  });
}
