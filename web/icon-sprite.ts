import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { heroDrawings } from './app/features/blog/hero-art.ts';
import { brandMarks, type SpriteDrawing } from './app/icons/drawings.ts';

/**
 * The site's icons as one cached sprite: `virtual:icon-sprite` is the sprite's address, a file under
 * /assets/ named by its content's hash, which the client build writes and `npm run dev` serves. Each icon is
 * a `<symbol>` drawn from lucide's own data, so a page says `<use href="…#arrow-right">` where it said the
 * whole drawing: on the home page 79 drawings, many the same one again, were about a quarter of the HTML.
 *
 * The icons are the ones web/app/icons/icons.tsx names (`spriteIcon('…')`), read from that file,
 * so adding an icon there is all it takes. Beside them the drawings of our own: the share buttons' brand
 * marks (web/app/icons/drawings.ts) and the articles' title-card figures (heroDrawings), which each page
 * carried whole. Used by the site's, the islands' and the unit tests' Vite
 * configs: one address for the prerender, the islands and the tests.
 */
const moduleId = 'virtual:icon-sprite';
const iconsModule = join(import.meta.dirname, 'app', 'icons', 'icons.tsx');

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The drawings of our own, by symbol id. */
const ownDrawings: Record<string, SpriteDrawing> = { ...brandMarks, ...heroDrawings };

/** The icon names icons.tsx uses, each once (a symbol's id must be unique in the sprite). */
function spriteIconNames(): string[] {
  return [...new Set([...readFileSync(iconsModule, 'utf8').matchAll(/spriteIcon\('([a-z0-9-]+)'\)/g)].map((match) => match[1]!))];
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The sprite: lucide's presentation attributes on each symbol but the stroke width, which the `<svg>` that
 * uses it sets (a symbol's own would win over it, and some icons are drawn bolder).
 */
async function spriteOf(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
      if (!module.__iconData) throw new Error(`lucide-react heeft geen icoon ${name}`);
      const shapes = module.__iconData.node
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .filter(([key]) => key !== 'key')
            .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
            .join('');
          return `<${tag}${attrs}/>`;
        })
        .join('');
      return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`;
    }),
  );
  const clash = names.filter((name) => name in ownDrawings);
  if (clash.length) throw new Error(`Eigen tekening en lucide-icoon met dezelfde naam: ${clash.join(', ')}`);
  const drawings = Object.entries(ownDrawings).map(
    ([id, { viewBox, shapes }]) => `<symbol id="${id}" viewBox="${viewBox}">${shapes}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...drawings].join('')}</svg>`;
}

/** `emit`: whether this build writes the file (the site's client build; the islands' and the tests' only need the address). */
export function iconSprite({ emit }: { emit: boolean }): Plugin {
  let sprite: Promise<{ source: string; url: string }> | undefined;
  const build = () =>
    (sprite ??= spriteOf(spriteIconNames()).then((source) => ({
      source,
      url: `/assets/icons-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.svg`,
    })));
  let ssr = false;
  return {
    name: 'startsprong-icon-sprite',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === moduleId ? `\0${moduleId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      return `export default ${JSON.stringify((await build()).url)};`;
    },
    // `npm run dev` serves the sprite at its address (restart it after adding an icon).
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void build().then(({ source, url }) => {
          if (request.url !== url) return next();
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(source);
        }, next);
      });
    },
    async generateBundle() {
      if (!emit || ssr) return;
      const { source, url } = await build();
      this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
  };
}
