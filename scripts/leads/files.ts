import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LeadsToolError } from './target.ts';

/**
 * Where exports and attachments go: personal data, so never into the repository, where git would offer
 * to commit it. By default a folder in the home directory; LEADS_DIR chooses another.
 */

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function leadsDir(): string {
  return resolve(process.env.LEADS_DIR ?? join(homedir(), 'startsprong-leads'));
}

const inside = (parent: string, path: string) => {
  const rel = relative(parent, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

function place(name: string, what: string): string {
  const path = /[\\/]/.test(name) ? resolve(name) : join(leadsDir(), name);
  if (inside(repository, path))
    throw new LeadsToolError(
      `Niet in de projectmap schrijven (${path}): git zou de persoonsgegevens daar kunnen vastleggen. ` +
        `Geef alleen een ${what} (dan komt het in ${leadsDir()}) of een pad buiten het project.`,
    );
  return path;
}

/**
 * A bare file name lands in the leads folder; a path is taken as given, unless it points into the
 * repository. Returns the absolute path, with its folder created.
 */
export function outputPath(name: string): string {
  const path = place(name, 'bestandsnaam');
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

/** A folder for downloads, by the same rule as outputPath; created. */
export function outputFolder(name: string): string {
  const path = place(name, 'mapnaam');
  mkdirSync(path, { recursive: true });
  return path;
}
