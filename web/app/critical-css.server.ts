import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import postcss from 'postcss';

type CompiledSheet = ReturnType<typeof compileSheet>;
const compiled = new Map<
  string,
  { sheet: CompiledSheet; programs: ReturnType<typeof collectPrograms>; source: string; redeclared?: Set<string> }
>();

/**
 * The CSS a prerendered page uses: every rule of the site's stylesheet whose selector matches an element
 * of the page as rendered (beasties, the maintained fork of critters, reads the markup once; pseudo-classes
 * such as :hover count as matching, so they come along). Derived from the page, never from a list of
 * source files, so nothing the page shows at first can be missing. The stylesheet is the client build's,
 * which `react-router build` has written before it prerenders.
 *
 * @param stylesheetUrl the site stylesheet's URL (/assets/app-….css), as the pages link it
 */
export function criticalCssOf(
  html: string,
  stylesheetUrl: string,
  clientDir = join(process.cwd(), 'build', 'client'),
  judged?: ReadonlySet<string>,
): string {
  let entry = compiled.get(stylesheetUrl);
  if (!entry) {
    // beasties' DOM-less runtime cannot judge a selector that wraps its classes in :where(), :is() or :has()
    // (Tailwind's space-y-*, divide-*, group-* and peer-* utilities) or picks a child by position
    // (`[&>*:first-child]:mt-0`): those few rules always come along, as dropping one would shift the page
    // when the full stylesheet lands. So do the rules of Tailwind's arbitrary descendant variants
    // (`[&_h2]:mt-12`), which style the Markdown of the legal pages. (An article's Markdown is styled by one
    // class, `article-body`, whose rules beasties judges by tag; the first-screen step then gives the pages of
    // a folder one CSS, and so one hash in the CSP.)
    const source = readFileSync(join(clientDir, stylesheetUrl), 'utf8');
    const sheet = compileSheet(source, { allowRules: keptByBeasties });
    entry = { sheet, programs: collectPrograms([sheet]), source };
    compiled.set(stylesheetUrl, entry);
  }
  // beasties' scanner reads class names as written, and React writes `[&_h2]:mt-12` as `[&amp;_h2]:mt-12`
  // in an attribute: the scanner reads an unescaped copy, so Tailwind's arbitrary variants match.
  const tokens = scanHtml(html.replaceAll('&amp;', '&'), entry.programs, { chars: false });
  const css = renderCriticalCss(entry.sheet, tokens).css;
  const calm = withoutInteractionStates(
    judged ? withoutStraySemicolons(css, (selector) => judged.has(selector)) : withoutStraySemicolons(css),
  );
  return withDefaultsForAll(
    withoutUnreadVariables(withThemeValues(calm, (entry.redeclared ??= redeclaredVariables(entry.source)), html), html),
  );
}

/** A custom property's reference, `var(--name)` or `var(--name, fallback)`, as it starts. */
const varStart = /var\(\s*(--[\w-]+)\s*(,|\))/g;

/** The index just after the `)` that closes the parenthesis opened before `from`. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index + 1;
  }
  return text.length;
}

/**
 * Writes the theme's values where the inline CSS reads them (`color:var(--color-ink)` becomes `color:#0f172a`,
 * `calc(var(--spacing) * 4)` becomes `1rem`), so the first screen needs no block of theme variables: some
 * 3.5 KB raw, 0.45 KB brotli on every page. Only a variable that the theme alone declares: one that any rule
 * of the full stylesheet or a style attribute declares again could differ where it is read, and stays a
 * var(). What the page's style attributes read stays declared (withoutUnreadVariables keeps it), and the full
 * stylesheet declares every variable again for what comes later.
 */
export function withThemeValues(css: string, redeclared: ReadonlySet<string>, html = ''): string {
  const root = postcss.parse(css);
  const theme = new Map<string, string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'theme') return;
    layer.walkDecls(/^--/, (declaration) => {
      if (!redeclared.has(declaration.prop) && !html.includes(`${declaration.prop}:`))
        theme.set(declaration.prop, declaration.value.trim());
    });
  });
  const resolve = (value: string, depth = 0): string => {
    if (depth > 8 || !value.includes('var(')) return value;
    let out = '';
    let last = 0;
    for (const match of value.matchAll(varStart)) {
      if (match.index < last) continue;
      const name = match[1]!;
      const end = closingParen(value, match.index + 4);
      const known = theme.get(name);
      if (known === undefined) {
        // Not the theme's: keep the reference, with the theme's values written into its fallback.
        if (match[2] === ',') {
          const fallbackStart = match.index + match[0].length;
          out += value.slice(last, fallbackStart) + resolve(value.slice(fallbackStart, end - 1), depth + 1) + ')';
        } else out += value.slice(last, end);
      } else out += value.slice(last, match.index) + resolve(known, depth + 1);
      last = end;
    }
    return out + value.slice(last);
  };
  // The spacing scale's products, exact in binary (a quarter rem times a step of halves): calc(.25rem * 3.5) is .875rem.
  const folded = (value: string) =>
    value.replace(
      /calc\((-?[\d.]+)rem \* (-?[\d.]+)\)/g,
      (_, unit: string, steps: string) => `${String(Number(unit) * Number(steps)).replace(/^(-?)0\./, '$1.')}rem`,
    );
  root.walkDecls((declaration) => {
    if (inThemeLayer(declaration)) return;
    const value = folded(resolve(declaration.value));
    if (value !== declaration.value) declaration.value = value;
  });
  return root.toString();
}

/** The custom properties a rule of the stylesheet declares outside the theme's own `:root`. */
function redeclaredVariables(stylesheet: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(stylesheet).walkDecls(/^--/, (declaration) => {
    if (!inThemeLayer(declaration)) names.add(declaration.prop);
  });
  return names;
}

/** Whether a declaration is one of the theme's own, in a rule of `@layer theme`. */
function inThemeLayer(declaration: postcss.Declaration): boolean {
  const parent = declaration.parent;
  return parent?.type === 'rule' && parent.parent?.type === 'atrule' && (parent.parent as postcss.AtRule).params === 'theme';
}

/** A state the visitor brings about by pointing, pressing or moving focus: none exists at the first paint. */
const interactionState = /(?<!\\):(hover|active|focus|focus-visible|focus-within)(?![\w-])/;

/**
 * Leaves out what only shows once the visitor does something: the rules of hover, press and focus states,
 * and the transitions that animate a change of state (about 3 KB raw, 0.4 KB brotli on an article). The
 * first paint has no such state; the full stylesheet, which blocks no paint and comes moments later, brings
 * them all. A state the page can be in without the visitor (checked, open, disabled, :has(:checked)) stays,
 * and so do the selectors of a list that are not a state (`.a,.b:hover` keeps `.a`).
 */
export function withoutInteractionStates(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
    const calm = rule.selectors.filter((selector) => !interactionState.test(selector));
    if (calm.length === 0) rule.remove();
    else if (calm.length < rule.selectors.length) rule.selectors = calm;
  });
  root.walkDecls(/^transition(-(property|duration|timing-function|delay|behavior))?$/, (declaration) => {
    const parent = declaration.parent;
    declaration.remove();
    if (parent?.type === 'rule' && parent.nodes?.length === 0) parent.remove();
  });
  return withoutEmptyBlocks(root).toString();
}

/**
 * Gives Tailwind's variables their starting values by one rule for every element instead of a registration
 * each: Tailwind writes both, `@property --tw-shadow{…initial-value…}` for the browsers that know @property
 * and, behind an @supports for those that do not, `*,:before,:after{--tw-shadow:0 0 #0000;…}`. The rule alone
 * gives every element the same values in every browser (a variable set on each element is not inherited, as a
 * registered one is not), and is about 0.1 KB brotli lighter than both. Only variables the rule sets lose their
 * registration; the full stylesheet registers them all again.
 */
export function withDefaultsForAll(css: string): string {
  const root = postcss.parse(css);
  const defaults = new Set<string>();
  root.walkAtRules('layer', (layer) => {
    if (layer.params !== 'properties') return;
    layer.walkAtRules('supports', (supports) => {
      supports.walkDecls(/^--/, (declaration) => void defaults.add(declaration.prop));
      supports.replaceWith(supports.nodes ?? []);
    });
  });
  root.walkAtRules('property', (atRule) => {
    if (defaults.has(atRule.params.trim())) atRule.remove();
  });
  return root.toString();
}

/**
 * Leaves out the custom properties nothing reads: the theme's variables (`--color-*`, `--text-*`, …), the
 * fallback values of Tailwind's `@layer properties` and the `@property` registrations of `--tw-*` variables
 * that no `var()` of this CSS or of the page's own style attributes reads (about 4 KB raw, 0.5 KB brotli on
 * an article). A variable read only by rules of the full stylesheet comes back with that stylesheet, which
 * declares and registers all of them again. Repeated, as a declaration left out can leave another unread.
 */
export function withoutUnreadVariables(css: string, html: string): string {
  const root = postcss.parse(css);
  for (let removed = true; removed;) {
    removed = false;
    const read = new Set([...(root.toString() + html).matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
    root.walkAtRules('property', (atRule) => {
      if (read.has(atRule.params.trim())) return;
      atRule.remove();
      removed = true;
    });
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      const parent = declaration.parent;
      declaration.remove();
      if (parent?.type === 'rule' && parent.nodes?.length === 0) parent.remove();
      removed = true;
    });
  }
  return withoutEmptyBlocks(root).toString();
}

/** The @media, @supports, @layer and @container blocks left empty, innermost first: one emptied can empty its parent. */
function withoutEmptyBlocks(root: postcss.Root): postcss.Root {
  const blocks: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => void blocks.push(atRule));
  for (const atRule of blocks.reverse())
    if (['media', 'supports', 'layer', 'container'].includes(atRule.name) && atRule.nodes?.length === 0) atRule.remove();
  return root;
}

/**
 * The rules beasties cannot judge and so always keeps (see criticalCssOf): selectors wrapped in :where(),
 * :is() or :has(), children picked by position, Tailwind's arbitrary descendant variants, element and :root
 * rules, and :focus states.
 */
const alwaysInRules = [/:(where|is|has)\(/, /:(first|last|only|nth)-/, /\\\[\\&/, /^[a-z]/, /:focus/];

/**
 * The rules that keep a page inside the screen's width, judged against the whole page rather than its first
 * screen (web/app/first-screen.server.ts): the utilities that let a row wrap or a wide box scroll. Below the
 * fold, an element that has some of its rules inline (`flex`, which the first screen uses) but not these
 * (`flex-wrap`) sticks out sideways until the full stylesheet arrives, and a phone zooms the whole page out
 * meanwhile. Measured before: at 320 px the footer's row of links made /privacy, /cookies, /contact,
 * /algemene-voorwaarden and /begin-vandaag 325–336 px wide, and at 320 and 375 px the comparison table made
 * /services 393 px wide.
 */
export const pageWideRules = [/^\.(flex-wrap|overflow-x-auto|overflow-x-hidden|overflow-hidden|min-w-0|max-w-full)$/];

/** Every rule beasties keeps for a browser to judge instead: the two lists above. */
const keptByBeasties = [...alwaysInRules, ...pageWideRules];

/**
 * The selectors of the stylesheet's top-level rules (inside at-rules included) that beasties always keeps,
 * for a browser to judge against the page instead (web/app/first-screen.server.ts).
 */
export function alwaysInSelectors(stylesheetUrl: string, clientDir = join(process.cwd(), 'build', 'client')): string[] {
  const selectors: string[] = [];
  postcss.parse(readFileSync(join(clientDir, stylesheetUrl), 'utf8')).walkRules((rule) => {
    if (rule.parent?.type !== 'rule' && keptByBeasties.some((pattern) => pattern.test(rule.selector))) selectors.push(rule.selector);
  });
  return selectors;
}

/**
 * beasties 0.5 writes a `;` after each top-level at-rule block (`@property --tw-x{…};@property …`), which a
 * browser reads as the start of a rule with an invalid selector, dropping the @property after it. Without
 * those registrations Tailwind's --tw-* variables inherit and borders have no style, so the page shifts
 * when the full stylesheet lands. Re-serialized by PostCSS without them.
 */
function withoutStraySemicolons(css: string, keep?: (selector: string) => boolean): string {
  const root = postcss.parse(css);
  // A rule beasties always keeps goes when a browser found that it matches nothing on the first screen.
  // A keyframe (`to`, `50%`) is no selector: it stays with its @keyframes.
  if (keep)
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && rule.parent.name.endsWith('keyframes')) return;
      if (rule.parent?.type !== 'rule' && keptByBeasties.some((pattern) => pattern.test(rule.selector)) && !keep(rule.selector))
        rule.remove();
    });
  withoutEmptyBlocks(root);
  root.walk((node) => {
    delete (node.raws as { ownSemicolon?: string }).ownSemicolon;
    if (node.raws.before?.includes(';')) node.raws.before = node.raws.before.replaceAll(';', '');
  });
  if (root.raws.after?.includes(';')) root.raws.after = root.raws.after.replaceAll(';', '');
  return root.toString();
}
