export * from './types';
export * from './runner';
export * from './rebuild';
export { physicalName } from './tables';
