import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './build/prerender.ts';

// The API server the dev and preview servers forward to (npm start listens on 3000).
const API = process.env.DECORLOOK_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), prerender()],
  server: {
    proxy: {
      '/v1': { target: API, ws: true },
      '/socket.io': { target: API, ws: true },
      '/media': API,
      '/dev': API,
      '/healthz': API,
    },
  },
  preview: {
    proxy: {
      '/v1': API,
      '/media': API,
      '/dev': API,
      '/healthz': API,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are split by route (see src/app/routes.tsx); the vendor groups keep the shell cacheable
    // across releases and stop any one chunk from growing huge.
    rolldownOptions: {
      // The domain's zod schemas are built at module top level; calls on `z` have no side effects,
      // so a page that only needs a domain constant does not pull zod in.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 15 },
            // zod and the client's zod setting (no eval: src/zod-config.ts) in a chunk of their own, the
            // setting right after zod: a chunk that also held a module declaring a schema would run
            // that module before the setting, and zod's eval probe would break the pages' CSP.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-config\.ts$/, priority: 18 },
          ],
        },
      },
    },
  },
});
