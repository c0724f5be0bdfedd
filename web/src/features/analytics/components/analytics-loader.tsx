import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { installAnalytics, isPrivatePage } from '../analytics';

/**
 * Loads the analytics script once the synced config says where (and whether) to. Never on a page
 * whose address carries a secret (reset, verification and revert links) or personal data (account).
 */
export function AnalyticsLoader() {
  const { config } = useAppConfig();
  const { pathname } = useLocation();
  const privatePage = isPrivatePage(pathname);
  useEffect(() => {
    if (!privatePage) installAnalytics(config, { window, document, random: Math.random });
  }, [config, privatePage]);
  return null;
}
