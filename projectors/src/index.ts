import type { Projector } from '@decorlook/infra/projections/index';
import { newsletterProjector } from './site/newsletter/projector';
import { siteEnumsProjector } from './site/site-enums/projector';

/** Every projector the product runs. */
export const projectors: readonly Projector[] = [siteEnumsProjector, newsletterProjector];
export { siteEnumsProjector, newsletterProjector };
