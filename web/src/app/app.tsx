import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '../components/error-screen';
import { AppProviders } from './provider';

/** Everything around the router: the same tree in the browser and in the build's pre-render. */
export function AppRoot({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </AppErrorBoundary>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  );
}
