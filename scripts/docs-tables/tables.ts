import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minimumConcurrencyQuota, routeThrottles } from '../../infra/app-spec.ts';
import { alarmRows, outputRows, settingMeanings } from '../../infra/operator-docs.ts';
import { localPorts } from '../../infra/local/ports.ts';
import { settingKeys } from '../../infra/settings.ts';
import { articlePlaceholders } from '../../web/app/features/blog/placeholders.ts';

/**
 * The tables in docs/ that say what the code holds (settings, outputs, alarms, ports, route limits,
 * placeholders). Each is rendered from the code and written between `<!-- generated: name -->` and
 * `<!-- /generated: name -->` in its page by `npm run docs:tables`; tests/docs-tables.test.ts compares the
 * block with the rendering byte for byte, so the docs cannot drift and no test has to read their prose.
 */

export const repoRoot = join(import.meta.dirname, '..', '..');

export type DocTable = { name: string; page: string; render: () => string };

const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

const code = (text: string) => `\`${text}\``;

const productionSettings = () =>
  (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: { stages: { production: Record<string, unknown> } } }).context
    .stages.production;

/** A placeholder's group is its name up to the first dot: `prijs` for {prijs.crm}. */
const placeholderGroups = () => {
  const groups = new Map<string, string[]>();
  for (const key of Object.keys(articlePlaceholders).sort()) {
    const group = key.split('.')[0]!;
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return [...groups.entries()];
};

export const docTables: readonly DocTable[] = [
  {
    name: 'settings',
    page: 'docs/deploy.md',
    render: () => {
      const production = productionSettings();
      return table(
        ['setting', 'production', 'meaning'],
        settingKeys.map((key) => {
          const value = production[key];
          return [code(key), value === '' || value === undefined ? 'empty' : code(String(value)), settingMeanings[key]];
        }),
      );
    },
  },
  {
    name: 'api-routes',
    page: 'docs/deploy.md',
    render: () =>
      table(
        ['kind of route (`routeThrottles`)', 'requests a second', 'burst'],
        Object.entries(routeThrottles).map(([kind, { rateLimit, burstLimit }]) => [code(kind), String(rateLimit), String(burstLimit)]),
      ),
  },
  {
    name: 'concurrency-quota',
    page: 'docs/deploy.md',
    render: () => `With \`reservedConcurrency\` the account's "Concurrent executions" quota must be at least ${minimumConcurrencyQuota}.`,
  },
  {
    name: 'outputs',
    page: 'docs/operations.md',
    render: () =>
      table(
        ['output', 'what it is'],
        outputRows.map((row) => [row.outputs.map(code).join(', '), row.meaning]),
      ),
  },
  {
    name: 'alarms',
    page: 'docs/operations.md',
    render: () =>
      table(
        ['alarm', 'fires when', 'what it means', 'what to do'],
        alarmRows.map((row) => [`${code(row.alarm)}${row.region ? ` (${row.region})` : ''}`, row.firesWhen, row.means, row.toDo]),
      ),
  },
  {
    name: 'local-ports',
    page: 'docs/development.md',
    render: () =>
      table(
        ['variable', 'default', 'what listens there'],
        Object.entries(localPorts).map(([variable, { port, what }]) => [code(variable), String(port), what]),
      ),
  },
  {
    name: 'placeholders',
    page: 'docs/content.md',
    render: () =>
      table(
        ['group', 'placeholders'],
        placeholderGroups().map(([group, keys]) => [code(group), keys.map((key) => code(`{${key}}`)).join(', ')]),
      ),
  },
];

const start = (name: string) => `<!-- generated: ${name} (npm run docs:tables) -->`;
const end = (name: string) => `<!-- /generated: ${name} -->`;

/** The text between a table's markers in its page, without the newlines next to them; undefined if the markers are missing. */
export function generatedBlock(page: string, name: string): string | undefined {
  const from = page.indexOf(start(name));
  const to = page.indexOf(end(name));
  if (from < 0 || to < from) return undefined;
  return page.slice(from + start(name).length + 1, to - 1);
}

/** The page with the table's block replaced by its rendering; throws, naming the markers, where they are missing. */
export function withGeneratedBlock(page: string, name: string, rendering: string): string {
  if (generatedBlock(page, name) === undefined) throw new Error(`Missing markers ${start(name)} … ${end(name)}`);
  return `${page.slice(0, page.indexOf(start(name)) + start(name).length)}\n${rendering}\n${page.slice(page.indexOf(end(name)))}`;
}
