import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppConfigProvider } from '../lib/app-config/app-config-context';
import type { AppConfigState } from '../lib/app-config/config-sync';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { PageLoadContext } from './page-load';
import { SessionStart } from './session-start';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Replaces the config sync (tests). */
  syncConfig?: () => Promise<AppConfigState>;
  /** When this page loaded on the `performance.now()` clock (tests: a render in a window that outlives it). */
  loadedAt?: number;
}

export function AppProviders({ children, queryClient = defaultQueryClient, syncConfig, loadedAt = 0 }: Props) {
  return (
    <PageLoadContext.Provider value={loadedAt}>
      <QueryClientProvider client={queryClient}>
        <AppConfigProvider sync={syncConfig}>
          <SessionStart />
          {children}
        </AppConfigProvider>
      </QueryClientProvider>
    </PageLoadContext.Provider>
  );
}
