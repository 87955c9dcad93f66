import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The rows of the style sheet's "Eén schrijfwijze" table (web/content/style-sheet.md): the spelling the site
 * does not use, and the one it does. Read by the tests of the built pages, the articles and the emails, so a
 * row added to the sheet holds everywhere at once.
 */
export const spellings: readonly { wrong: string; right: string }[] = readFileSync(
  resolve(import.meta.dirname, '..', '..', 'web', 'content', 'style-sheet.md'),
  'utf8',
)
  .split('## Eén schrijfwijze')[1]!
  .split('\n## ')[0]!
  .split('\n')
  .map((line) => /^\| (.+?) \| (.+?) \|$/.exec(line))
  .filter((match): match is RegExpExecArray => match !== null && match[1] !== 'niet' && !match[1]!.startsWith('---'))
  .map((match) => ({ wrong: match[1]!, right: match[2]! }));

/** A word as written, case included ("KVK" is not "KvK"), not as part of a longer word. */
export const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u');
