export { commandApi } from './app';
export { seedReferenceData } from './site/seed-reference-data';
