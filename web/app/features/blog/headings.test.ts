import { describe, expect, it } from 'vitest';
import { headingId, headingInView, uniqueIds } from './headings.ts';
import { renderMarkdown } from './markdown.ts';

describe('the table-of-contents id rule', () => {
  it('lowercases the heading and replaces everything else with single hyphens', () => {
    expect(headingId('Wat kost een logo?')).toBe('wat-kost-een-logo');
    expect(headingId('Stap 1:  de KvK -- inschrijving')).toBe('stap-1-de-kvk-inschrijving');
  });

  it('drops Dutch accents instead of turning them into hyphens', () => {
    expect(headingId('Eén logo, één café, ideeën')).toBe('een-logo-een-cafe-ideeen');
  });

  it('trims hyphens at both ends and reads & as "en"', () => {
    expect(headingId('“Branding & design”!')).toBe('branding-en-design');
  });

  it('gives a heading without letters or digits an id all the same', () => {
    expect(headingId('?!')).toBe('sectie');
  });

  it('numbers repeated headings so every id is unique', () => {
    const next = uniqueIds();
    expect([next('Tot slot'), next('Tot slot'), next('Tot slot')]).toEqual(['tot-slot', 'tot-slot-2', 'tot-slot-3']);
  });
});

describe('rendering an article', () => {
  it('gives every h2 its id and collects the contents from h2 headings only', () => {
    const { html, toc } = renderMarkdown('## Wat **kost** het?\n\nTekst.\n\n### Details\n\n## Tot slot\n');

    expect(toc).toEqual([
      { id: 'wat-kost-het', text: 'Wat kost het?', level: 2 },
      { id: 'tot-slot', text: 'Tot slot', level: 2 },
    ]);
    expect(html).toContain('<h2 id="wat-kost-het" tabindex="-1">Wat <strong>kost</strong> het?</h2>');
    expect(html).toContain('<h3>Details</h3>');
  });

  it('turns an empty corner header cell into a plain cell', () => {
    expect(renderMarkdown('|  | Starter |\n|---|---|\n| Prijs | 499 |').html).toContain('<tr>\n<td></td>\n<th scope="col">Starter</th>');
  });

  it('wraps tables so they scroll on a phone, and links other sites plainly, listing them for the source check', () => {
    const { html, externalLinks } = renderMarkdown(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n[KvK](https://www.kvk.nl/starten/) en [contact](/contact)',
    );

    expect(html).toMatch(/<section class="table-scroll"[^>]*><table>[\s\S]*<\/table><\/section>/);
    expect(html).toContain('<a href="https://www.kvk.nl/starten/">KvK</a>');
    expect(html).toContain('<a href="/contact">contact</a>');
    expect(externalLinks).toEqual(['https://www.kvk.nl/starten/']);
  });

  it('stops the build on a link that carries tracking parameters, naming them', () => {
    expect(() => renderMarkdown('[KvK](https://www.kvk.nl/starten/?utm_source=blog&gclid=1)', 'x.md')).toThrow(
      /x\.md: de link 'https:\/\/www\.kvk\.nl\/starten\/\?utm_source=blog&gclid=1' draagt volgparameters \(utm_source, gclid\)/,
    );
  });

  it('names each table after the heading above it, so every table region has its own name', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |';
    const { html } = renderMarkdown(`## Wat kost een logo?\n\n${table}\n\n${table}\n\n## Planning & tijd\n\n${table}`);

    expect([...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'Tabel: Wat kost een logo?',
      'Tabel 2: Wat kost een logo?',
      'Tabel: Planning &amp; tijd',
    ]);
  });

  it('refuses raw HTML and links that go nowhere safe, naming the file', () => {
    expect(() => renderMarkdown('Tekst <script>alert(1)</script>', 'x.md')).toThrow(/x\.md: HTML in een artikel is niet toegestaan/);
    expect(() => renderMarkdown('<div>blok</div>', 'x.md')).toThrow(/x\.md: HTML/);
    expect(() => renderMarkdown('[klik](javascript:alert(1))', 'x.md')).toThrow(/x\.md: de link 'javascript:alert\(1\)'/);
    expect(() => renderMarkdown('[elders](//evil.example)', 'x.md')).toThrow(/x\.md: de link/);
    expect(
      renderMarkdown('[KvK](https://www.kvk.nl), [contact](/contact), [mail](mailto:hallo@startsprong.nl) en [kop](#kop)').html,
    ).toContain('<a href="mailto:hallo@startsprong.nl">');
  });

  it("refuses a level-1 heading, because the title is the page's h1", () => {
    expect(() => renderMarkdown('# Tweede titel', 'x.md')).toThrow(/x\.md: gebruik geen kop van niveau 1/);
  });
});

describe('the heading in view', () => {
  it('is the last heading whose top has passed the line a fifth down the viewport', () => {
    expect(headingInView([-900, -200, 150, 600], 1000, false)).toBe(2);
    expect(headingInView([-900, -200, 250, 600], 1000, false)).toBe(1);
  });

  it('is none while the first heading is still below that line', () => {
    expect(headingInView([400, 1400], 1000, false)).toBeUndefined();
  });

  it('is the last heading on screen once the page cannot scroll further', () => {
    expect(headingInView([-600, 100, 500, 900], 1000, true)).toBe(3);
    expect(headingInView([-600, 100, 500, 1200], 1000, true)).toBe(2);
  });
});
