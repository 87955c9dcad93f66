/**
 * After the build: refuses a price that does not say whether btw is in it. Towards consumers a price must
 * include btw (art. 6:193e sub c and 6:230m lid 1 sub e BW), and a starter comparing our price with a bureau's
 * must know whether the two are alike; so every euro amount in a sentence about what something costs says
 * "incl. btw", "excl. btw" or "geen btw" in that sentence. Reads what a visitor and a search engine read of every
 * built page: the text, the title and description, and the strings of the structured data. Amounts that are no
 * price (a tax bracket, turnover, profit, a salary, a loan) are left alone. Lists every sentence at once, in
 * Dutch, naming the page, and exits non-zero. tests/built-prices.test.ts holds the built site to the same.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { builtPages } from './built-files.ts';

/** How a sentence says what a price holds of btw. */
const vatStatement = /\b(?:incl|excl)\.\s?btw\b|\b(?:inclusief|exclusief|zonder|geen|met|plus)\s+(?:\d+%\s+)?btw\b|vrijgesteld van btw/i;

const euroAmount = /€\s?\d/;

/** What makes an amount a price: something costs it, is paid, charged, quoted or offered for it, or it runs per month. */
const priceWords =
  /\b(?:kost|kosten|kostte|prijs|prijzen|vanafprijs|vanafprijzen|vanaf|betaal|betaalt|betalen|betaald|tarief|uurtarief|rekent|rekenen|vraagt|vragen|offerte|eenmalig|pakket|pakketten|licentie|abonnement|richtprijs|indicatie|totaal)\b|€\s?[\d.,]+\s+(?:per|p\/)\s?(?:maand|jaar|uur)\b/i;

/**
 * Amounts about something other than a price: what you earn, owe in tax, borrow or are allowed. A sentence about
 * those is no price context even when it says "betaal" ("je betaalt 37,56% over je winst tot € 78.426").
 */
const otherSubjects =
  /\b(?:omzet\w*|winst\w*|inkomen|inkomsten|loon|salaris|schijf|schijven|grens|drempel|\w*aftrek|vrijstelling|lening\w*|krediet\w*|\w*financiering|subsidie\w*|startkapitaal|werkkapitaal|investering\w*|spaargeld|vermogen|inkomstenbelasting|vennootschapsbelasting|aanslag|dividend|budget\w*|voorraad)\b|\d%/i;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z€(“‘])/);

/** Every sentence of this text that names a price without saying what it holds of btw. */
export function pricesWithoutVatStatus(text: string): string[] {
  return sentencesOf(text.replace(/\s+/g, ' ').trim()).filter(
    (sentence) => euroAmount.test(sentence) && priceWords.test(sentence) && !otherSubjects.test(sentence) && !vatStatement.test(sentence),
  );
}

type AnyNode = ReturnType<typeof parseDocument>['children'][number];

/** The elements whose end closes a piece of text a visitor reads as one: a paragraph, a list item, a table row. */
const BLOCKS = new Set([
  'p',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dd',
  'dt',
  'figcaption',
  'summary',
  'caption',
  'title',
  'div',
  'section',
  'table',
]);
const SKIPPED = new Set(['style', 'script', 'noscript', 'svg']);

/**
 * What a page says, as pieces of text: each block's own words, the description, and each string in its
 * structured data (a FAQ answer, an offer's description). Entities come decoded, spaces plain.
 */
export function readablePieces(html: string): string[] {
  const document = parseDocument(html, { decodeEntities: true });
  const pieces: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const text = current
      .join('')
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) pieces.push(text);
    current = [];
  };
  // A table whose head says what its amounts hold of btw ("Prijs, excl. btw") says it for every row.
  let tableStatus = '';
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') current.push(node.data);
      if (!('attribs' in node) || SKIPPED.has(node.name)) continue;
      // A line break or a table cell ends a word, though not a piece.
      if (node.name === 'br') current.push(' ');
      const outerStatus = tableStatus;
      if (node.name === 'table') {
        const head = DomUtils.findOne((child) => child.name === 'thead' || child.name === 'tr', node.children, true);
        tableStatus = vatStatement.exec(head ? DomUtils.textContent(head) : '')?.[0] ?? '';
      }
      const block = BLOCKS.has(node.name);
      if (block) flush();
      walk(node.children);
      if (node.name === 'td' || node.name === 'th') current.push(' ');
      if (block && node.name === 'tr' && tableStatus) current.push(` (${tableStatus})`);
      if (block) flush();
      tableStatus = outerStatus;
    }
  };
  walk(document.children);
  flush();
  const meta = DomUtils.findAll((node) => node.name === 'meta' && node.attribs.name === 'description', document.children);
  const data = DomUtils.findAll((node) => node.name === 'script' && node.attribs.type === 'application/ld+json', document.children);
  return [
    ...pieces,
    ...meta.map((node) => node.attribs.content ?? ''),
    ...data.flatMap((node) => stringsOf(JSON.parse(DomUtils.textContent(node)) as unknown)),
  ];
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\u00a0/g, ' ')];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** A page's prices without a btw status, as Dutch lines naming the page. */
export function pagePriceProblems(html: string, page: string): string[] {
  return [...new Set(readablePieces(html).flatMap(pricesWithoutVatStatus))].map((sentence) => `  ${page}: „${sentence.slice(0, 220)}”`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
  const files = builtPages(siteDir);
  const problems = files.flatMap((file) => pagePriceProblems(readFileSync(file, 'utf8'), `/${relative(siteDir, file)}`));
  if (problems.length > 0) {
    console.error(
      `Een prijs zegt altijd of er btw in zit („incl. btw”, „excl. btw” of „geen btw”, in dezelfde zin). Deze zinnen zeggen het niet:\n${problems.join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Prijzen: op ${files.length} pagina's zegt elke prijs of er btw in zit`);
}
