import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { docTables, repoRoot, withGeneratedBlock } from './docs-tables/tables.ts';

/** Writes every generated table into its docs page, between its markers (`npm run docs:tables`). */
for (const { name, page, render } of docTables) {
  const path = join(repoRoot, page);
  const before = readFileSync(path, 'utf8');
  const after = withGeneratedBlock(before, name, render());
  if (after !== before) writeFileSync(path, after);
  console.log(`${page}: ${name}${after === before ? '' : ' (updated)'}`);
}
