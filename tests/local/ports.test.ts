import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulators } from '../../infra/local/emulators.ts';
import { startLocalStack } from '../../infra/local/local-stack.ts';

/** A taken port stops `npm start` with a Dutch sentence naming the variable that moves it. */

const held: Server[] = [];
afterEach(async () => {
  for (const server of held.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function takePort(): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const free = { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 };

describe('a port another program holds', () => {
  it.each([
    ['ses', 'MAILBOX_PORT', 'mailbox'],
    ['dynamodb', 'DYNAMODB_PORT', 'DynamoDB'],
    ['s3', 'S3_PORT', 'S3'],
    ['sqs', 'SQS_PORT', 'SQS'],
    ['secrets', 'SECRETS_PORT', 'Secrets Manager en STS'],
  ] as const)('is named with %s’s variable, not as a crash', async (service, variable, purpose) => {
    const port = await takePort();

    const starting = startEmulators({ dataDir: null, ports: { ...free, [service]: port } });

    await expect(starting).rejects.toThrow(
      `Poort ${port} (${purpose}) is al in gebruik, misschien door een andere npm start. ` +
        `Stop dat programma, of kies een andere poort: ${variable}=${port + 100} npm start`,
    );
  });

  it('is named with PORT for the site and API, before any emulator starts', async () => {
    const port = await takePort();

    const starting = startLocalStack({ siteDir: null, port, siteUrl: 'http://localhost', dataDir: null, emulatorPorts: free });

    await expect(starting).rejects.toThrow(`kies een andere poort: PORT=${port + 100} npm start`);
  });
});
