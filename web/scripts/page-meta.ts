/**
 * After the build: refuses any page whose title or description a search result would cut off. Reads every
 * prerendered page, so a route added tomorrow is held to it without anyone remembering to: the title must
 * be there and fit TITLE_MAX_LENGTH, the description DESCRIPTION_MAX_LENGTH, and a page that may be indexed
 * must have a description at all. Lists every page over a limit at once, in Dutch, and exits non-zero.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../app/lib/seo.ts';
import { builtPages } from './built-files.ts';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text as a visitor reads it: React's entities (&amp;, &#x27;, &#39;) decoded. */
function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Characters as a search engine counts them (code points, so "’" is one). */
const length = (text: string) => [...text].length;

/** What is wrong with one page's title and description, as Dutch lines naming the page; empty when both fit. */
export function pageMetaProblems(html: string, page: string): string[] {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const indexable = !/<meta name="robots" content="[^"]*noindex/.test(html);
  const problems: string[] = [];
  if (title === undefined || decode(title).trim() === '') problems.push(`${page}: heeft geen <title>.`);
  else if (length(decode(title)) > TITLE_MAX_LENGTH)
    problems.push(`${page}: de titel heeft ${length(decode(title))} tekens, hoogstens ${TITLE_MAX_LENGTH}: „${decode(title)}”`);
  if (description === undefined || decode(description).trim() === '') {
    if (indexable) problems.push(`${page}: heeft geen beschrijving (<meta name="description">), en mag wel in zoekmachines.`);
  } else if (length(decode(description)) > DESCRIPTION_MAX_LENGTH)
    problems.push(
      `${page}: de beschrijving heeft ${length(decode(description))} tekens, hoogstens ${DESCRIPTION_MAX_LENGTH}: „${decode(description)}”`,
    );
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = builtPages(siteDir);
  const problems = files.flatMap((file) => pageMetaProblems(readFileSync(file, 'utf8'), `/${relative(siteDir, file)}`));
  if (problems.length > 0) {
    console.error(
      `Titels en beschrijvingen die Google afkapt (titel hoogstens ${TITLE_MAX_LENGTH}, beschrijving hoogstens ${DESCRIPTION_MAX_LENGTH} tekens):\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Titels en beschrijvingen: ${files.length} pagina's passen in een zoekresultaat`);
}
