import type { Projector } from '@decorlook/infra/projections/index';
import { mailProjector, type MailProjectorDeps } from './identity/mail/projector';
import { usersProjector } from './identity/users/projector';
import { newsletterProjector } from './site/newsletter/projector';
import { siteEnumsProjector } from './site/site-enums/projector';

/** Every projector the product runs. */
export function createProjectors(deps: MailProjectorDeps): Projector[] {
  return [siteEnumsProjector, newsletterProjector, usersProjector, mailProjector(deps)];
}

/** The projector names, for readiness and read-your-writes waits. */
export const PROJECTOR_NAMES = ['site-enums', 'newsletter-subscriptions', 'users', 'mail'] as const;

export { siteEnumsProjector, newsletterProjector, usersProjector, mailProjector };
