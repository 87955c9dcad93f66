import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import floors are held by the lint (eslint.config.js). These tests lint a small file that exists only
 * in memory, placed where it would break a floor, and expect the zone rule to name the import.
 */

const root = resolve(import.meta.dirname, '..');

// Only the zone rule runs; the type-aware parsing is off because it needs every linted file on disk.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function zoneFindings(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('import floors in the lint', () => {
  it('refuses a content module that imports from a feature', async () => {
    const findings = await zoneFindings(
      'web/app/content/example.ts',
      "import { filterArticles } from '../features/blog/filter.ts';\nexport const example = filterArticles;\n",
    );

    expect(findings).toEqual([expect.stringContaining('../features/blog/filter.ts')]);
  });

  it('lets a route import from a feature, a component, content and lib', async () => {
    const findings = await zoneFindings(
      'web/app/routes/example.tsx',
      [
        "import { filterArticles } from '../features/blog/filter.ts';",
        "import { Badge } from '../components/ui/badge.tsx';",
        "import { packages } from '../content/packages.ts';",
        "import { pageMeta } from '../lib/seo.ts';",
        'export const example = [filterArticles, Badge, packages, pageMeta];',
      ].join('\n'),
    );

    expect(findings).toEqual([]);
  });

  it('lets content name an icon, and refuses the icons anything of the floors above them', async () => {
    const content = await zoneFindings(
      'web/app/content/example.ts',
      "import { Mail } from '../icons/icons.tsx';\nexport const example = Mail;\n",
    );
    const icons = await zoneFindings(
      'web/app/icons/example.ts',
      "import { packages } from '../content/packages.ts';\nexport const example = packages;\n",
    );

    expect(content).toEqual([]);
    expect(icons).toEqual([expect.stringContaining('../content/packages.ts')]);
  });

  it('refuses a ground module of the functions that imports a handler', async () => {
    const findings = await zoneFindings(
      'functions/core/example.ts',
      "import { handler } from '../contact.ts';\nexport const example = handler;\n",
    );

    expect(findings).toEqual([expect.stringContaining('../contact.ts')]);
  });

  it('refuses web code that imports from the functions', async () => {
    const findings = await zoneFindings(
      'web/app/lib/example.ts',
      "import { handler } from '../../../functions/contact.ts';\nexport const example = handler;\n",
    );

    expect(findings).toEqual([expect.stringContaining('functions/contact.ts')]);
  });

  it('lets a test beside the code cross the floors', async () => {
    const findings = await zoneFindings(
      'functions/core/example.test.ts',
      "import { handler } from '../contact.ts';\nexport const example = handler;\n",
    );

    expect(findings).toEqual([]);
  });
});

describe('the island rules in the lint', () => {
  const islandLint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports' || ruleId === 'no-restricted-syntax',
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const findings = async (filePath: string, source: string) => {
    const [result] = await islandLint.lintText(source, { filePath: resolve(root, filePath) });
    return (result?.messages ?? []).map((message) => message.message);
  };

  it('refuses the router, useId and a <link> in a feature, where islands live', async () => {
    const messages = await findings(
      'web/app/features/example/example-widget.tsx',
      [
        "import { useId } from 'react';",
        "import { Link } from 'react-router';",
        'export function Widget() {',
        '  const id = useId();',
        '  return <div id={id}><link rel="preload" href="/x" /><Link to="/">Home</Link></div>;',
        '}',
      ].join('\n'),
    );

    expect(messages).toEqual([
      expect.stringContaining('useId'),
      expect.stringContaining('Islands have no router'),
      expect.stringContaining('React hoists'),
    ]);
  });

  it('lets lib/ take a type from the router, and the staff app and the routes use it', async () => {
    expect(
      await findings('web/app/lib/example.ts', "import type { MetaDescriptor } from 'react-router';\nexport type M = MetaDescriptor;\n"),
    ).toEqual([]);
    expect(await findings('web/app/features/staff/example.tsx', "import { Link } from 'react-router';\nexport const L = Link;\n")).toEqual(
      [],
    );
    expect(await findings('web/app/routes/example.tsx', "import { Link } from 'react-router';\nexport const L = Link;\n")).toEqual([]);
  });
});
