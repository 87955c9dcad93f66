import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spellings, wordPattern } from './support/style-sheet.ts';

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

/** Every run of `length` consecutive words in the articles, with the articles it appears in. */
function runsOf(length: number): Map<string, Set<string>> {
  const seenIn = new Map<string, Set<string>>();
  for (const { name, body } of articles) {
    const list = words(body);
    for (let i = 0; i + length <= list.length; i++) {
      const run = list.slice(i, i + length).join(' ');
      seenIn.set(run, (seenIn.get(run) ?? new Set()).add(name));
    }
  }
  return seenIn;
}

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

  it.each(spellings.map(({ wrong, right }) => [wrong, right]))('spell "%s" as "%s", as the style sheet says', (wrong) => {
    // Addresses and keys are not prose: the path /blog/software-voor-startups and the category key "startup" stay.
    const pattern = wordPattern(wrong);
    const prose = (source: string) => source.replace(/^(?:slug|category|related|image|serviceLink):.*$/gm, '').replace(/\]\([^)]*\)/g, ']');
    expect(articles.filter(({ source }) => pattern.test(prose(source))).map(({ name }) => name)).toEqual([]);
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
    const common = [...runsOf(8)].filter(([, names]) => names.size > 6).map(([run, names]) => `${run} (${names.size})`);

    expect(common).toEqual([]);
  });

  it('write a passage once: no run of twelve words appears in two articles, the one on the topic is linked instead', () => {
    const shared = [...runsOf(12)].filter(([, names]) => names.size > 1).map(([run, names]) => `${[...names].join(' en ')}: „${run}”`);

    expect(shared).toEqual([]);
  });

  it('vary the phrases a machine would repeat: "stap voor stap" and "op de markt (doorgaans)" a few times at most', () => {
    expect(count(/stap voor stap/i)).toBeLessThanOrEqual(2);
    expect(count(/op de markt doorgaans|doorgaans op de markt/i)).toBe(0);
    expect(count(/\bdoorgaans\b/i)).toBeLessThanOrEqual(4);
  });

  it('never send a reader to the KvK with a business plan: the KvK asks for none', () => {
    expect(inArticles(/(?:plan|ondernemingsplan)[^.]{0,40}\bvoor de KvK\b|\bvoor de KvK(?:,| en) de bank\b/i)).toEqual([]);
  });

  it('tell their examples without a town near the office, so the articles do not read as one local template', () => {
    const towns =
      /\b(?:in|uit|vanuit) (?:De Bilt|Bilthoven|Houten|Bunnik|Driebergen|Doorn|Zeist|Utrecht|Amersfoort|Nieuwegein|Veenendaal|IJsselstein|Woerden|Soest|Ede|Arnhem|Nijmegen|Deventer|Harderwijk|Zwolle|Wijk bij Duurstede)\b/;
    expect(inArticles(towns)).toEqual([]);
  });
});
