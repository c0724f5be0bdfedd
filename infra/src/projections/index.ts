export * from './types';
export * from './runner';
export * from './rebuild';
export { contextFor, createTables, physicalName } from './tables';
