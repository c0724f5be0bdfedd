import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAppConfig } from '../lib/app-config/app-config-context';
import { defaultFiltersQuery } from '../lib/app-config/default-filters';
import { tokenStore } from '../lib/auth-tokens';
import { userKeys } from '../lib/session/user';

/**
 * Spec 4 "Authentication": at start a stored token loads the user (the session hook does that);
 * without one the default filters load. When the tokens go (logout, a refused refresh, another
 * tab signing out) everything cached for the user goes with them.
 */
export function SessionStart() {
  const queryClient = useQueryClient();
  const { config } = useAppConfig();
  const filtersPath = config?.endpoints.defaultFilters;

  useEffect(
    () =>
      tokenStore.subscribe(() => {
        if (tokenStore.access() === null) queryClient.removeQueries({ queryKey: userKeys.all });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (tokenStore.access() === null) void queryClient.prefetchQuery(defaultFiltersQuery(api, filtersPath));
  }, [queryClient, filtersPath]);

  return null;
}
