import { useEffect } from 'react';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { installAnalytics } from '../analytics';

/** Loads the analytics script once the synced config says where (and whether) to. */
export function AnalyticsLoader() {
  const { config } = useAppConfig();
  useEffect(() => {
    installAnalytics(config, { window, document, random: Math.random });
  }, [config]);
  return null;
}
