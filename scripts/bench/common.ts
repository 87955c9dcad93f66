import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const root = resolve(import.meta.dirname, '..', '..');
export const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const port = 3500 + portOffset;
export const benchDynamoPort = 5067 + portOffset;
export const base = `http://localhost:${port}`;
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
export const skip = new Set((args.get('skip') ?? '').split(',').filter(Boolean));
export const runs = Number(args.get('runs') ?? 3);

export function log(message: string) {
  process.stderr.write(`${message}\n`);
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function gzipBytesOf(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

export function table(headers: string[], rows: (string | number)[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** One part of the bench: its name for `--skip`, what it measures, and how it prints. */
export type Section = { name: string; measure: (routes: readonly string[]) => Promise<unknown[]>; report: (rows: never[]) => string };
