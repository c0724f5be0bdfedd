// A worker thread does not inherit the TypeScript loader of the thread that started it: this
// plain module registers tsx in the worker, then loads the projector worker's sources.
import { register } from 'tsx/esm/api';

register();
await import('./projector-worker.ts');
