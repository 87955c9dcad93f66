import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `npm run dev` serves the pages with hot reload and sends /api to the local stack's gateway.
  // The staff sign-in's config.json is an object of the deployment, which the local gateway serves.
  server: { proxy: { '/api': apiTarget, '/beheer/config.json': apiTarget } },
  publicDir: 'web/public',
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod puts /*@__PURE__*/ where Rollup cannot use it; Rollup drops the comment and the code is unchanged.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
      output: {
        // One chunk for what every page uses (the router, the layout's components, lib/, the business facts
        // and lucide's icon factory) instead of some twenty small shared chunks: a first visit then makes
        // about half the requests, which is what held back first paint on a slow phone connection.
        manualChunks(id) {
          if (
            /\/node_modules\/react-router\/|\/web\/app\/(components|lib)\/|\/shared\/business-facts|lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|shared)/.test(
              id,
            )
          )
            return 'site';
          return undefined;
        },
      },
    },
  },
});
