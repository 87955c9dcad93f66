import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenOf } from './first-screen.server.ts';

const clientDir = mkdtempSync(join(tmpdir(), 'first-screen-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(
  join(clientDir, 'assets', 'app.css'),
  '.tall{height:700px}.wide-only{display:none}@media (min-width:1024px){.wide-only{display:block}.tall{height:300px}}.hidden{display:none}',
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const page = `<!DOCTYPE html><html lang="nl"><head><style></style></head><body>
<header class="top"><nav class="hidden"><a class="menu-item">Menu</a></nav></header>
<main><section class="hero"><h1 class="tall">Kop</h1></section>
<section class="second"><p class="second-text">Onder de kop</p></section>
<section class="far" style="margin-top:2000px"><p class="far-text">Ver weg</p></section></main>
<link rel="stylesheet" href="/assets/app.css"/></body></html>`;

describe('the first screen of a page (first-screen.server.ts)', () => {
  it('keeps what starts above the fold at any test width, with its ancestors and hidden children, and cuts what lies below it everywhere', async () => {
    // Prepare: a 700 px heading on phones (300 px on the desktop), a section under it and one far below.

    // Act
    const { markup: firstScreen } = await firstScreenOf(page, '/voorbeeld', clientDir);

    // Assess: the second section is below a 640 px phone's fold but in view at 1440x900; the far one never is.
    expect(firstScreen).toContain('class="hero"');
    expect(firstScreen).toContain('class="tall"');
    expect(firstScreen).toContain('class="menu-item"');
    expect(firstScreen).toContain('class="second-text"');
    expect(firstScreen).not.toContain('far-text');
    expect(firstScreen).not.toContain('class="far"');
  }, 60_000);

  it('judges the selectors it is given with the browser: a state or pseudo-element needs only its element on the first screen', async () => {
    // Prepare: selectors beasties cannot judge, for elements above and below the fold.
    const selectors = ['.hero:where(.x)', ':where(.hero>h1)', '.menu-item:focus-visible', '.tall::before', ':is(.far-text)', 'table'];

    // Act
    const { matched } = await firstScreenOf(page, '/voorbeeld', clientDir, selectors);

    // Assess
    expect([...matched]).toEqual([':where(.hero>h1)', '.menu-item:focus-visible', '.tall::before']);
  }, 60_000);

  it('keeps the rules that hold the page inside the screen wherever they match, below the fold too', async () => {
    // Prepare: far below the fold, a row of 800 px that must wrap; and rules of the same kind that match
    // nothing on the page.
    const wide = page.replace(
      '<p class="far-text">Ver weg</p>',
      '<p class="far-text">Ver weg</p><div class="row flex-wrap"><span style="display:inline-block;width:800px"></span></div>',
    );
    const selectors = ['.flex-wrap', '.overflow-x-auto', 'table', '.far-text:hover'];

    // Act
    const { matched } = await firstScreenOf(wide, '/voorbeeld', clientDir, selectors);

    // Assess: the page-wide rules that match somewhere come along; the others only for the first screen.
    expect([...matched]).toEqual(['.flex-wrap']);
  }, 60_000);
});
