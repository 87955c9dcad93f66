import { defineConfig } from 'vite';

/**
 * The islands build (`npm run build`, after `react-router build`): web/app/entry.islands.ts and a chunk per
 * island component into build/client/assets/islands/, for the content pages that web/scripts/islands.ts
 * rewrites. No module preloads: nothing of it may compete with the first paint.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'build/client',
    assetsDir: 'assets/islands',
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    manifest: '.vite/islands-manifest.json',
    rollupOptions: {
      onwarn(warning, warn) {
        // "use client" marks modules for server components, which this build does not have.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: 'web/app/entry.islands.ts',
      output: {
        // React, ReactDOM and the hydration helper in one chunk: every content page needs them, after its paint.
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler)\/|\/web\/app\/lib\/hydrate-islands/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
