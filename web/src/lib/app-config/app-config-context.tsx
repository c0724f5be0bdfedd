import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppConfig, EnumResource } from '@decorlook/domain/site/enums';
import { api, showApiError } from '../api-client';
import { browserStorage } from '../storage';
import { readStoredState, syncAppConfig, type AppConfigState } from './config-sync';
import type { EnumLookup, EnumLookups } from './enum-lookups';

export interface AppConfigValue {
  config: AppConfig | null;
  enums: EnumLookups;
  /** True once this start's sync has finished (successfully or not). */
  inited: boolean;
}

const AppConfigContext = createContext<AppConfigValue>({ config: null, enums: {}, inited: false });

export const appConfigQueryKey = ['app-config'] as const;

const defaultSync = () =>
  syncAppConfig({ api, storage: browserStorage(), now: () => Date.now(), onError: showApiError });

/**
 * Runs the config sync once per start and shares the result. Until it finishes, the enums this
 * browser stored on an earlier visit (same app version) are served.
 */
export function AppConfigProvider({ children, sync = defaultSync }: { children: ReactNode; sync?: () => Promise<AppConfigState> }) {
  const query = useQuery({
    queryKey: appConfigQueryKey,
    queryFn: sync,
    placeholderData: () => readStoredState(browserStorage()),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const value = useMemo<AppConfigValue>(
    () => ({
      config: query.data?.config ?? null,
      enums: query.data?.enums ?? {},
      inited: query.isFetched,
    }),
    [query.data, query.isFetched],
  );
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfigValue {
  return useContext(AppConfigContext);
}

/** One enum resource's lookup (see enum-lookups.ts for how each is keyed). */
export function useEnum<R extends EnumResource>(resource: R): EnumLookup<R> | undefined {
  return useAppConfig().enums[resource] as EnumLookup<R> | undefined;
}
