import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppConfigProvider } from '../lib/app-config/app-config-context';
import type { AppConfigState } from '../lib/app-config/config-sync';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { SessionStart } from './session-start';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Replaces the config sync (tests). */
  syncConfig?: () => Promise<AppConfigState>;
}

export function AppProviders({ children, queryClient = defaultQueryClient, syncConfig }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider sync={syncConfig}>
        <SessionStart />
        {children}
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
