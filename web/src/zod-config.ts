import { config as zodConfig } from 'zod/v4/core';

/**
 * The pages' Content-Security-Policy allows no eval: zod's compiled fast path, and the probe it
 * makes for it (a caught `new Function`), would each be reported as a violation. A schema decides
 * whether to compile when it is created, and modules create theirs when they load, so this module
 * is the entry's first import: it runs before any module that declares a schema.
 */
zodConfig({ jitless: true });
