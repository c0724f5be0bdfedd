import { createRegistry } from './shared/events';
import { identityEvents } from './identity/identity.events';
import { siteEvents } from './site/site.events';

/** Every event type the product records. The store refuses a type not listed here. */
export const eventRegistry = createRegistry([...siteEvents, ...identityEvents]);
