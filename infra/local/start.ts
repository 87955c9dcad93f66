import { join, resolve } from 'node:path';
import { emulatorPortsFromEnv, portFromEnv, repoRoot, startLocalStack, stopOnSignals } from './local-stack.ts';
import { PortTakenError } from './emulators.ts';
import { buildSiteIfStale } from './site-build.ts';
import { staffAccountsFile, totpUri } from './staff-identity.ts';
import { staffAreaPath } from '../../shared/staff.ts';

/**
 * `npm start`: the site and its API as in AWS, on this machine. Builds the site when its sources changed,
 * starts the emulators (data under .data/, DATA_DIR to change), the gateway on PORT (3000) and the
 * mailbox on MAILBOX_PORT (8005).
 */

const started = performance.now();
const siteDir = join(repoRoot, 'build', 'client');

async function main(): Promise<void> {
  buildSiteIfStale();
  const port = portFromEnv('PORT');
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');

  const stack = await startLocalStack({
    siteDir,
    port,
    siteUrl: `http://localhost:${port}`,
    dataDir,
    emulatorPorts: emulatorPortsFromEnv(),
    clientPerConnection: process.env.LOCAL_CLIENT_PER_CONNECTION === '1',
    oidcPort: portFromEnv('OIDC_PORT'),
  });
  stopOnSignals(stack.stop);

  console.log('');
  console.log(`  Site en API: ${stack.gateway.url}`);
  console.log(`  Mailbox:     ${stack.mailboxUrl.replace('127.0.0.1', 'localhost')} (GET /store geeft de verstuurde e-mails als JSON)`);
  console.log(`  Data:        ${dataDir} (DynamoDB en S3 blijven bewaard; de wachtrij en de mailbox leven in het geheugen)`);
  const { staff } = stack.staffIdentity.accounts;
  console.log('');
  console.log(`  Beheer:      ${stack.gateway.url}${staffAreaPath} (aanmelden bij ${stack.staffIdentity.issuer})`);
  console.log(`    gebruikersnaam: ${staff.username}`);
  console.log(`    wachtwoord:     ${staff.password}`);
  console.log(`    TOTP-sleutel:   ${staff.totpSecret}`);
  console.log(`    authenticator:  ${totpUri(staff)}`);
  console.log(`    (alle lokale accounts, ook de collega aan wie je leads toewijst, staan in ${staffAccountsFile(dataDir)})`);
  console.log('');
  console.log(`Klaar in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  // A taken port is the usual case and its message says what to do; a stack trace would bury that.
  console.error('De lokale stack kon niet starten:', error instanceof PortTakenError ? error.message : error);
  process.exit(1);
});
