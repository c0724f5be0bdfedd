import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, message as antMessage, notification as antNotification } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppConfigProvider } from '../lib/app-config/app-config-context';
import type { AppConfigState } from '../lib/app-config/config-sync';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { paletteCssVariables, theme } from '../lib/theme';
import { registerToastInstances } from '../lib/toast';
import { SessionStart } from './session-start';

/** Hands antd's themed message and notification instances to code outside components. */
function ToastHost() {
  const [notification, notificationHolder] = antNotification.useNotification();
  const [message, messageHolder] = antMessage.useMessage();
  useEffect(() => {
    registerToastInstances({ message, notification });
    return () => registerToastInstances(null);
  }, [message, notification]);
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Replaces the config sync (tests). */
  syncConfig?: () => Promise<AppConfigState>;
}

export function AppProviders({ children, queryClient = defaultQueryClient, syncConfig }: Props) {
  return (
    <ConfigProvider theme={theme}>
      <style>{paletteCssVariables}</style>
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <AppConfigProvider sync={syncConfig}>
          <SessionStart />
          {children}
        </AppConfigProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
