import type { Processor, Projector } from '@decorlook/infra/projections/index';
import { affiliateCodesProjector } from './catalog/affiliate-codes/projector';
import { catalogImagesProjector } from './catalog/images/projector';
import { catalogProductsProjector } from './catalog/products/projector';
import { lookBoardsProjector } from './lookboards/boards/projector';
import { mixMatchesProjector } from './lookboards/mix-matches/projector';
import { LOOK_BOARD_REPAIR_REACTOR, lookBoardRepairReactor } from './lookboards/repair/reactor';
import { MAIL_REACTOR, mailReactor, type MailReactorDeps } from './identity/mail/reactor';
import { USERS_PROJECTOR, createUsersProjector } from './identity/users/projector';
import { ambassadorApplicationsProjector } from './ambassadors/applications/projector';
import { followsProjector } from './ambassadors/follows/projector';
import { showcasesProjector } from './ambassadors/showcases/projector';
import { requestMatchingProjector } from './requests/matching/projector';
import { requestsProjector } from './requests/requests/projector';
import { ledgerProjector } from './rewards/ledger/projector';
import { createPointsEarner, POINTS_EARNER_PROJECTOR } from './rewards/points-earner/projector';
import { newsletterProjector } from './site/newsletter/projector';
import { siteEnumsProjector } from './site/site-enums/projector';
import { messagingProjector } from './messaging/conversations/projector';
import { notificationsProjector } from './notifications/notifications/projector';
import { moderationProjector } from './moderation/queue/projector';
import { tasteProjector } from './recommendations/taste/projector';
import { exactItemsProjector } from './recommendations/exact-items/projector';
import { compatibilityProjector } from './recommendations/compatibility/projector';
import { COMPATIBILITY_TRAINER, compatibilityTrainerReactor } from './recommendations/compatibility/trainer';

export type ProjectorDeps = MailReactorDeps & {
  /** The ledger entries' keyed hash (HMAC-SHA256 with LEDGER_KEY: Platform.ledgerHash); the points earner cannot write without it. */
  ledgerHash?: (input: string) => string;
};

interface Entry {
  name: string;
  kind: 'projector' | 'reactor';
  create(deps: ProjectorDeps): Processor;
}

const projector = (p: Projector): Entry => ({ name: p.name, kind: 'projector', create: () => p });

/**
 * Every projector and reactor the product runs, once: the runner's list, the names readiness and
 * read-your-writes wait for, and what a replay may rebuild all come from here.
 */
const REGISTRY: readonly Entry[] = [
  projector(siteEnumsProjector),
  projector(newsletterProjector),
  // The users projector makes showcase share addresses: it needs the site's address.
  { name: USERS_PROJECTOR, kind: 'projector', create: (deps) => createUsersProjector(deps) },
  projector(catalogImagesProjector),
  projector(catalogProductsProjector),
  projector(affiliateCodesProjector),
  projector(lookBoardsProjector),
  projector(mixMatchesProjector),
  projector(followsProjector),
  projector(showcasesProjector),
  projector(ambassadorApplicationsProjector),
  projector(requestMatchingProjector),
  projector(requestsProjector),
  { name: POINTS_EARNER_PROJECTOR, kind: 'projector', create: (deps) => createPointsEarner(deps) },
  projector(ledgerProjector),
  projector(messagingProjector),
  projector(notificationsProjector),
  projector(moderationProjector),
  projector(tasteProjector),
  projector(exactItemsProjector),
  projector(compatibilityProjector),
  { name: MAIL_REACTOR, kind: 'reactor', create: (deps) => mailReactor(deps) },
  { name: LOOK_BOARD_REPAIR_REACTOR, kind: 'reactor', create: () => lookBoardRepairReactor() },
  { name: COMPATIBILITY_TRAINER, kind: 'reactor', create: () => compatibilityTrainerReactor() },
];

/** Every projector and reactor, in the order they start. */
export function createProjectors(deps: ProjectorDeps): Processor[] {
  return REGISTRY.map((e) => e.create(deps));
}

/** The names of everything the runner runs, for readiness and read-your-writes waits. */
export const PROJECTOR_NAMES: readonly string[] = REGISTRY.map((e) => e.name);

/** The ones `npm run replay` may rebuild: reactors act on new events only. */
export const REPLAYABLE_NAMES: readonly string[] = REGISTRY.filter((e) => e.kind === 'projector').map((e) => e.name);

export { siteEnumsProjector, newsletterProjector, createUsersProjector, followsProjector, mailReactor };
