import { runSmoke, smokeReport } from './smoke/checks.ts';

/**
 * `npm run smoke -- <site URL>`: the rooktest after a deploy (scripts/smoke/checks.ts). Prints a short Dutch
 * report and exits 1 when a check fails, 2 when the URL is missing or wrong.
 */
async function main(): Promise<number> {
  const target = process.argv[2];
  let url: URL;
  try {
    url = new URL(target ?? '');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
  } catch {
    console.error('Gebruik: npm run smoke -- <adres van de site>, bijvoorbeeld npm run smoke -- https://www.startsprong.nl');
    return 2;
  }
  const checks = await runSmoke(url.origin);
  console.log(smokeReport(url.origin, checks));
  return checks.every((check) => check.ok) ? 0 : 1;
}

process.exitCode = await main();
