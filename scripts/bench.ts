/**
 * `npm run bench`: builds the site, serves it with the local stack and prints what the project claims,
 * measured: the first paint of every route beside a minimal page (Lighthouse mobile, simulated and really
 * throttled), bytes per route on first load, each Lambda's bundle size and import time in a fresh Node
 * process, and a short load test on loopback.
 * Writes bench-results/latest.json and bench-results/latest.md (and a dated copy of both) so the next
 * change can be compared with this one. A benchmark, not a test: it prints figures and judges nothing.
 *
 *   npm run bench                       everything
 *   npm run bench -- --routes=/,/start  only these routes for the paint and bytes sections
 *   npm run bench -- --runs=5           more Lighthouse runs per route (median; 3 by default)
 *   npm run bench -- --skip=paint       leave out a part (build, paint, audits, bytes, lambdas, load, staff, staff-js, booking)
 *
 * E2E_PORT_OFFSET moves the bench's ports as it moves the browser tests', so two checkouts can bench
 * side by side.
 *
 * The staff sections seed 20,000 leads (`--staff-leads=N` for another number) into the bench stack's tables and time the staff API's first inbox
 * page, its searches (words, a Kenmerk, a phone number, an address), the due list, "Mijn leads" and the
 * counts, with the rows DynamoDB read for each and the calls it took (measureStaff), and size the staff
 * area's own chunks (staffChunks).
 *
 * The booking section times GET /api/gesprek/tijden on the fresh stack and with 10,000 bookings stored
 * (`--bookings=N`): median, p95, the rows DynamoDB read and the calls it took (scripts/bench/booking.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingSection } from './bench/booking.ts';
import { bytesSection } from './bench/bytes.ts';
import { chromiumPath, log, root, runs, skip, type Section } from './bench/common.ts';
import { lambdasSection } from './bench/lambdas.ts';
import { loadSection } from './bench/load.ts';
import { auditsSection, paintSection } from './bench/paint.ts';
import { minimalPage, minimalRoute, routesToMeasure, startStack } from './bench/stack.ts';
import { staffChunksSection } from './bench/staff-js.ts';
import { staffSection } from './bench/staff.ts';

/**
 * The sections in the order they run and print, one module each in scripts/bench/ (what it measures and
 * how it prints). A new measurement is one more module and one more entry here; `--skip=<name>` leaves a
 * section out.
 */
const sections: Section[] = [
  paintSection,
  auditsSection,
  bytesSection,
  lambdasSection,
  loadSection,
  staffSection,
  staffChunksSection,
  bookingSection,
];

async function main() {
  if (!skip.has('build')) {
    log('Bouwen...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build mislukte');
  }
  if (!existsSync(chromiumPath) && !(skip.has('paint') && skip.has('audits')))
    throw new Error(`Geen Chromium op ${chromiumPath}: apt-get install chromium, of zet CHROMIUM_PATH`);
  const minimalDir = join(root, 'build', 'client', minimalRoute.slice(1));
  mkdirSync(minimalDir, { recursive: true });
  writeFileSync(join(minimalDir, 'index.html'), minimalPage);
  const stack = await startStack();
  try {
    const routes = await routesToMeasure();
    const measuredAt = new Date().toISOString();
    const results: Record<string, unknown> = { measuredAt, runs };
    const parts = [`# Benchmark ${measuredAt}`];
    for (const section of sections) {
      if (skip.has(section.name)) continue;
      const rows = await section.measure(routes);
      results[section.name] = rows;
      parts.push(section.report(rows as never[]));
    }
    const report = `${parts.join('\n\n')}\n`;
    const outDir = join(root, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const stamp = measuredAt.replace(/[:.]/g, '-');
    for (const name of ['latest', stamp]) {
      writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync(join(outDir, `${name}.md`), report);
    }
    console.log(report);
  } finally {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    // The minimal page is the bench's, never the site's: it must not be deployed with build/client.
    rmSync(minimalDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
