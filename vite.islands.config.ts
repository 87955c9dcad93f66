import { defineConfig } from 'vite';
import { iconSprite } from './web/icon-sprite.ts';

/**
 * Where the islands build puts its files: outside build/, which `react-router build` empties first. The
 * site's build (vite.config.ts, islandsBuild) takes them from here into build/client/assets/islands/ and
 * gives the root the loader's URL from this build's manifest.
 */
export const islandsOutDir = 'node_modules/.cache/islands';

/**
 * The islands build (`npm run build`, before `react-router build`): web/app/entry.islands.ts and a chunk per
 * island component (web/app/islands.ts), and web/app/entry.corner.ts. No module preloads: nothing of it may compete with the first paint.
 */
export default defineConfig({
  // The sprite's address only: the site's build writes the file.
  plugins: [iconSprite({ emit: false })],
  // Preact's compat layer in place of React and ReactDOM: the islands use plain hooks and hydrateRoot,
  // which it implements in a tenth of the bytes (docs/decisions/0007). The staff area stays on React.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  publicDir: false,
  build: {
    outDir: islandsOutDir,
    assetsDir: 'assets/islands',
    emptyOutDir: true,
    copyPublicDir: false,
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // "use client" marks modules for server components, which this build does not have.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // The islands' loader, and the quick-contact corner's script (entry.corner.ts), which imports nothing.
      input: ['web/app/entry.islands.ts', 'web/app/entry.corner.ts'],
      output: {
        manualChunks(id) {
          // Preact (for React and ReactDOM) and the hydration helper in one chunk: every page with an island
          // needs them, after its paint.
          if (/\/node_modules\/preact\/|\/web\/app\/lib\/hydrate-islands/.test(id)) return 'preact';
          // The shell's islands (toasts) and the small pieces every island shares
          // (the icons, the business facts, the button styles) in one chunk: every page with an
          // island loads them, and one file compresses better than ten.
          if (
            /\/web\/app\/components\/(layout\/(site-header|logo)|ui\/(toast|button-base))\.|\/web\/app\/lib\/use-|\/web\/app\/content\/navigation|\/shared\/business-facts|\/web\/app\/icons\//.test(
              id,
            )
          )
            return 'shell';
          return undefined;
        },
      },
    },
  },
});
