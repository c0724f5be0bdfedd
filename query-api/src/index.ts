export { queryApi } from './app';
export { referenceDataVersion } from '@decorlook/projectors/site/site-enums/queries';
export { devMailboxRoutes } from './dev/mailbox.routes';
