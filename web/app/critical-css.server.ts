import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';

type CompiledSheet = ReturnType<typeof compileSheet>;
const compiled = new Map<string, { sheet: CompiledSheet; programs: ReturnType<typeof collectPrograms> }>();

/**
 * The CSS a prerendered page uses: every rule of the site's stylesheet whose selector matches an element
 * of the page as rendered (beasties, the maintained fork of critters, reads the markup once; pseudo-classes
 * such as :hover count as matching, so they come along). Derived from the page, never from a list of
 * source files, so nothing the page shows at first can be missing. The stylesheet is the client build's,
 * which `react-router build` has written before it prerenders.
 *
 * @param stylesheetUrl the site stylesheet's URL (/assets/app-….css), as the pages link it
 */
export function criticalCssOf(html: string, stylesheetUrl: string, clientDir = join(process.cwd(), 'build', 'client')): string {
  let entry = compiled.get(stylesheetUrl);
  if (!entry) {
    // beasties' DOM-less runtime cannot judge a selector that wraps its classes in :where(), :is() or :has()
    // (Tailwind's space-y-*, divide-*, group-* and peer-* utilities): those few rules always come along, as
    // dropping one would shift the page when the full stylesheet lands.
    const sheet = compileSheet(readFileSync(join(clientDir, stylesheetUrl), 'utf8'), { allowRules: [/:(where|is|has)\(/] });
    entry = { sheet, programs: collectPrograms([sheet]) };
    compiled.set(stylesheetUrl, entry);
  }
  return renderCriticalCss(entry.sheet, scanHtml(html, entry.programs, { chars: false })).css;
}
