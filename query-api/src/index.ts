export { queryApi } from './app';
export { referenceDataVersion } from './site/read-models';
export { devMailboxRoutes } from './dev/mailbox.routes';
