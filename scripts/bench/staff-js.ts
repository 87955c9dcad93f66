import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, table, kb, type Section } from './common.ts';

type ChunkRow = { file: string; raw: number; gzip: number };

/**
 * The staff area's own JavaScript: every chunk the /beheer routes load that a visitor's first load of the
 * home page does not, by following the static imports of the built chunks.
 */
function staffChunks(): ChunkRow[] {
  const assets = join(root, 'build', 'client', 'assets');
  const importsOf = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file) || !existsSync(join(assets, file))) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    return seen;
  };
  const home = readFileSync(join(root, 'build', 'client', 'index.html'), 'utf8');
  const visitor = closure(
    [...home.matchAll(/\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !file.startsWith('pages/')),
  );
  const staff = closure(readdirSync(assets).filter((file) => /^beheer[.-]/.test(file) || /^beheer-[^.]+\.js$/.test(file)));
  return [...staff]
    .filter((file) => !visitor.has(file))
    .map((file) => {
      const body = readFileSync(join(assets, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

function staffChunksReport(rows: readonly ChunkRow[]): string {
  const total = rows.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return [
    `## Beheer: eigen JavaScript (wat een bezoeker van / niet laadt), totaal ${kb(total)} KB gzip`,
    '',
    table(
      ['bestand', 'KB', 'KB gzip'],
      rows.map((r) => [r.file, kb(r.raw), kb(r.gzip)]),
    ),
  ].join('\n');
}

export const staffChunksSection: Section = { name: 'staff-js', measure: async () => staffChunks(), report: staffChunksReport };
