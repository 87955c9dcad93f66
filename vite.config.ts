import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './web/icon-sprite.ts';
import { islandsOutDir } from './vite.islands.config.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

const loaderModule = 'virtual:islands-loader';

/**
 * Joins the islands build (vite.islands.config.ts, run first) to the site's: `virtual:islands-loader` is the
 * loader's URL from that build's manifest (and, as `corner`, the quick-contact corner's script's), which the
 * root renders on the content pages, and the client
 * build emits that build's files as its own, into build/client/assets/islands/. In `npm run dev` the URL is
 * the loader's source, which the dev server transforms.
 */
function exportsOf(urls: string[][]): string {
  return urls
    .map(([name, url]) =>
      name === 'default' ? `export default ${JSON.stringify(url)};` : `export const ${name} = ${JSON.stringify(url)};`,
    )
    .join('\n');
}

function islandsBuild(): Plugin {
  let serving = false;
  let ssr = false;
  const manifestPath = join(islandsOutDir, '.vite', 'manifest.json');
  return {
    name: 'startsprong-islands',
    configResolved(config) {
      serving = config.command === 'serve';
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === loaderModule ? `\0${loaderModule}` : undefined;
    },
    load(id) {
      if (id !== `\0${loaderModule}`) return undefined;
      const entries = { default: 'web/app/entry.islands.ts', corner: 'web/app/entry.corner.ts' };
      if (serving) return exportsOf(Object.entries(entries).map(([name, source]) => [name, `/${source}`]));
      if (!existsSync(manifestPath)) throw new Error(`${manifestPath} ontbreekt: eerst vite build --config vite.islands.config.ts`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
      return exportsOf(
        Object.entries(entries).map(([name, source]) => {
          const chunk = manifest[source];
          if (!chunk?.isEntry) throw new Error(`De eilandenbouw heeft geen entry ${source}`);
          return [name, `/${chunk.file}`];
        }),
      );
    },
    generateBundle() {
      if (serving || ssr) return;
      const dir = join(islandsOutDir, 'assets', 'islands');
      for (const name of readdirSync(dir)) {
        this.emitFile({ type: 'asset', fileName: `assets/islands/${name}`, source: readFileSync(join(dir, name)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsBuild(), iconSprite({ emit: true })],
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
        // and the icons) instead of some twenty small shared chunks: a first visit then makes
        // about half the requests, which is what held back first paint on a slow phone connection.
        manualChunks(id) {
          if (/\/node_modules\/react-router\/|\/web\/app\/(components|lib|icons)\/|\/shared\/business-facts/.test(id)) return 'site';
          return undefined;
        },
      },
    },
  },
});
