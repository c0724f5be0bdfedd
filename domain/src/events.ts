import { createRegistry } from './shared/events';
import { identityEvents } from './identity/identity.events';
import { siteEvents } from './site/site.events';
import { mediaEvents } from './catalog/media';
import { affiliateEvents } from './catalog/affiliate';
import { inspirationImageEvents } from './catalog/inspiration-image';
import { productEvents } from './catalog/product';
import { lookBoardEvents } from './lookboards/look-board';
import { mixMatchEvents } from './lookboards/mix-match';
import { ambassadorEvents } from './ambassadors/ambassador.events';
import { requestEvents } from './requests/request.events';
import { messagingEvents } from './messaging/messaging.events';
import { notificationEvents } from './notifications/notification.events';
import { ledgerEvents } from './rewards/ledger.events';
import { moderationEvents } from './moderation/moderation.events';
import { inquiryEvents } from './site/inquiries';
import { recommendationEvents } from './recommendations/recommendations.events';

/** Every event type the product records. The store refuses a type not listed here. */
export const eventRegistry = createRegistry([...siteEvents, ...identityEvents, ...mediaEvents, ...inspirationImageEvents, ...productEvents, ...affiliateEvents, ...lookBoardEvents, ...mixMatchEvents, ...ambassadorEvents, ...requestEvents, ...messagingEvents, ...notificationEvents, ...ledgerEvents, ...moderationEvents, ...inquiryEvents, ...recommendationEvents]);
