export { queryApi } from './app';
export { referenceDataVersion } from './site/read-models';
