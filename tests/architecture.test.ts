import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries of STYLE.md: web/ and functions/ build on shared/ and never on each other;
 * functions/ never reach into infra/; shared/ depends on nothing of ours. Test files and fixtures may
 * cross the lines (a browser test reads the uploads bucket, a handler test starts the local stack).
 */

const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-[a-z-]+\.ts$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers =
    /(?:import|export)[^'";]*?from\s+['"](\.[^'"]+)['"]|import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;
  return [...source.matchAll(specifiers)].map((match) => relative(root, resolve(root, file, '..', match[1] ?? match[2] ?? match[3]!)));
}

const topFolder = (path: string) => path.split('/')[0]!;

describe('import boundaries', () => {
  it.each([
    ['web', ['web', 'shared']],
    ['functions', ['functions', 'shared']],
    ['shared', ['shared']],
  ])('%s imports only from %j', (folder, allowed) => {
    const crossings = sourceFiles(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => !allowed.includes(topFolder(target)))
        .map((target) => `${file} -> ${target}`),
    );

    expect(crossings).toEqual([]);
  });

  it('infra reaches functions only through the entry paths in app-spec, never by import', () => {
    const crossings = sourceFiles('infra').flatMap((file) =>
      importsOf(file)
        .filter((target) => topFolder(target) === 'functions' || topFolder(target) === 'web')
        .map((target) => `${file} -> ${target}`),
    );

    expect(crossings).toEqual([]);
  });
});
