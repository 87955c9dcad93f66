import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The articles as a copy editor reads them side by side: one spelling per word, no stock cross-link
 * repeated from article to article, no sentence pattern that every article shares, and examples that need no
 * town. Reads the Markdown sources, so it runs without a build.
 */
const contentDir = resolve(import.meta.dirname, '..', 'web', 'content', 'blog');
const articles = readdirSync(contentDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(join(contentDir, name), 'utf8');
    return { name, source, body: source.split(/\n---\n/)[1]! };
  });

/** The body as a reader meets it: a link is its text, a placeholder one word, lower case. */
const words = (body: string) =>
  body
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{[a-z0-9.-]+\}/g, 'X')
    .toLowerCase()
    .match(/[\p{L}\p{N}’]+/gu) ?? [];

const inArticles = (pattern: RegExp) => articles.filter(({ source }) => pattern.test(source)).map(({ name }) => name);
const count = (pattern: RegExp) => articles.reduce((sum, { body }) => sum + (body.match(new RegExp(pattern, 'g'))?.length ?? 0), 0);

describe('the articles, read side by side', () => {
  it.each([
    ['vanafprijs', /vanaf-prijs/i],
    ['toolspagina', /tools-pagina/i],
    ['lettertypen', /lettertypes/i],
    ['eeuwigdurende licentie', /levenslange licentie/i],
    ['correctieronde', /revisieronde/i],
    ['de gids voor de KvK-inschrijving', /KvK-inschrijving gids/i],
    ['’ (a curly apostrophe)', /\p{L}'\p{L}/u],
  ])('spell it one way: %s', (_word, other) => {
    expect(inArticles(other)).toEqual([]);
  });

  it('set their prose in curly quotes', () => {
    expect(articles.filter(({ body }) => /"/.test(body)).map(({ name }) => name)).toEqual([]);
  });

  it('vary how they point to each other, instead of "… lees je in [titel]" in every article', () => {
    expect(count(/lees je (?:meer )?in \[/i)).toBeLessThanOrEqual(3);
    expect(count(/lees dan (?:eerst )?\[/i)).toBeLessThanOrEqual(3);
    expect(count(/staat op onze dienstenpagina/i)).toBeLessThanOrEqual(2);
  });

  it('share no run of eight words across more than six articles', () => {
    const seenIn = new Map<string, Set<string>>();
    for (const { name, body } of articles) {
      const list = words(body);
      for (let i = 0; i + 8 <= list.length; i++) {
        const run = list.slice(i, i + 8).join(' ');
        seenIn.set(run, (seenIn.get(run) ?? new Set()).add(name));
      }
    }
    const common = [...seenIn].filter(([, names]) => names.size > 6).map(([run, names]) => `${run} (${names.size})`);

    expect(common).toEqual([]);
  });

  it('tell their examples without a town near the office, so the articles do not read as one local template', () => {
    const towns =
      /\b(?:in|uit|vanuit) (?:De Bilt|Bilthoven|Houten|Bunnik|Driebergen|Doorn|Zeist|Utrecht|Amersfoort|Nieuwegein|Veenendaal|IJsselstein|Woerden|Soest|Ede|Arnhem|Nijmegen|Deventer|Harderwijk|Zwolle|Wijk bij Duurstede)\b/;
    expect(inArticles(towns)).toEqual([]);
  });
});
