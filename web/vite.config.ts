import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
