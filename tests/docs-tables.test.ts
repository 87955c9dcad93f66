import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docTables, generatedBlock, repoRoot, withGeneratedBlock } from '../scripts/docs-tables/tables.ts';

/**
 * The docs' tables of what the code holds are generated (scripts/docs-tables/tables.ts); here each block
 * between its markers must be the rendering, byte for byte. Nothing outside the markers is read.
 */
describe('the generated tables in docs/', () => {
  it.each(docTables.map((table) => [`${table.page}: ${table.name}`, table] as const))(
    '%s is the table the code renders today',
    (_, { name, page, render }) => {
      // Prepare
      const text = readFileSync(join(repoRoot, page), 'utf8');

      // Act
      const block = generatedBlock(text, name);

      // Assess
      expect(block, `${page} lacks the markers of "${name}"; run npm run docs:tables after adding them`).toBeDefined();
      expect(block, `${page}'s table "${name}" is out of date: run npm run docs:tables`).toBe(render());
    },
  );

  it('replaces only the block between a table’s markers, and refuses a page without them', () => {
    // Prepare
    const page = 'Before\n<!-- generated: t (npm run docs:tables) -->\n| old |\n<!-- /generated: t -->\nAfter\n';

    // Act
    const written = withGeneratedBlock(page, 't', '| new |\n|---|');

    // Assess
    expect(written).toBe('Before\n<!-- generated: t (npm run docs:tables) -->\n| new |\n|---|\n<!-- /generated: t -->\nAfter\n');
    expect(generatedBlock(written, 't')).toBe('| new |\n|---|');
    expect(() => withGeneratedBlock('Before\nAfter\n', 't', '| new |')).toThrow(/Missing markers/);
  });
});
