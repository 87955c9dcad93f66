import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import { createSqsServer } from 'local-aws-sqs';
import { enforceS3Conditions } from './s3-conditions.ts';
import { enforceS3PostPolicy } from './s3-post-policy.ts';
import { startLocalSecrets } from './secrets.ts';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type AttributeValue,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  envVars,
  leadsQueue,
  mailEvents,
  secretKeys,
  tableIndexes,
  tableKeys,
  tables,
  uploadsBucket,
  type SecretKey,
  type TableKey,
} from '../app-spec.ts';
import { startMailbox, type LocalMailbox } from './mailbox.ts';
import { contact } from '../../shared/business-facts.ts';
import { metricNamespaceOf } from '../../shared/metrics.ts';
import { localPorts } from './ports.ts';

/** The local stack counts its metrics (printed, never sent) as a stage of its own. */
const localMetricNamespace = metricNamespaceOf('local', false);

/**
 * The AWS emulators of the local stack, started in this process on loopback only: DynamoDB, S3, SQS, SES
 * and the local Secrets Manager with STS (secrets.ts).
 * Handlers reach them through the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, so handler code
 * never knows it runs locally.
 */

export type EmulatorPorts = { dynamodb?: number; s3?: number; sqs?: number; ses?: number; secrets?: number };

export type StartEmulatorsOptions = {
  /** Where DynamoDB and S3 keep their files (dataDir/dynamodb, dataDir/s3); null keeps them in a temp dir for one run. */
  dataDir: string | null;
  /** 0 picks a free port; left out, the `npm start` defaults (dynamodb 4567, s3 4569, sqs 9324, ses 8005, secrets 4571). */
  ports?: EmulatorPorts;
  /** The site's URL as emails link to it; the local gateway's by default. */
  siteUrl?: string;
};

export type Emulators = {
  /** Everything a handler reads from its environment, pointed at these emulators. */
  env: Record<string, string>;
  /** aws-ses-v2-local: the mailbox viewer at /, the sent emails as JSON at GET /store. */
  mailboxUrl: string;
  /** The mailbox itself: where its SES events go (the local stack sets the mail-events function). */
  mailbox: LocalMailbox;
  queueUrls: { leads: string; deadLetter: string };
  /** The secrets' values (the functions read them from the local Secrets Manager; the gateway's CloudFront half and tests need them). */
  secrets: Record<SecretKey, string>;
  /** Each secret's ARN, as the functions' variables hold it. */
  secretArns: Record<SecretKey, string>;
  stop(): Promise<void>;
};

export const defaultEmulatorPorts = {
  dynamodb: localPorts.DYNAMODB_PORT.port,
  s3: localPorts.S3_PORT.port,
  sqs: localPorts.SQS_PORT.port,
  ses: localPorts.MAILBOX_PORT.port,
  secrets: localPorts.SECRETS_PORT.port,
} as const;

/** The variable that moves each port, so a taken port can be named with the way out. */
export const portVariables = {
  gateway: 'PORT',
  dynamodb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  sqs: 'SQS_PORT',
  ses: 'MAILBOX_PORT',
  secrets: 'SECRETS_PORT',
  oidc: 'OIDC_PORT',
} as const;

const portPurposes: Record<keyof typeof portVariables, string> = {
  gateway: 'site en API',
  dynamodb: 'DynamoDB',
  s3: 'S3',
  sqs: 'SQS',
  ses: 'mailbox',
  secrets: 'Secrets Manager en STS',
  oidc: 'aanmelden voor beheer',
};

/** A port another program holds: said in Dutch with the variable that picks another one. */
export class PortTakenError extends Error {
  override name = 'PortTakenError';
  constructor(
    readonly service: keyof typeof portVariables,
    readonly port: number,
  ) {
    const variable = portVariables[service];
    super(
      `Poort ${port} (${portPurposes[service]}) is al in gebruik, misschien door een andere npm start. ` +
        `Stop dat programma, of kies een andere poort: ${variable}=${port + 100} npm start`,
    );
  }
}

/**
 * Fails before anything starts when a fixed port is taken. Needed for the mailbox: aws-ses-v2-local does
 * not report a failed listen and crashes later on a null address; the other emulators only say
 * EADDRINUSE without naming the variable.
 */
export async function ensurePortsFree(ports: Partial<Record<keyof typeof portVariables, number>>, onHost = '127.0.0.1'): Promise<void> {
  for (const [service, port] of Object.entries(ports) as [keyof typeof portVariables, number][]) {
    if (!port) continue;
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortTakenError(service, port) : error),
      );
      probe.listen(port, onHost, () => probe.close(() => resolve()));
    });
  }
}

export const localRegion = 'eu-west-1';
export const localAccountId = '123456789012';
const host = '127.0.0.1';
/** s3rver accepts only its built-in key pair (and checks signatures); the other emulators take any key. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type TableSpec = { localName: string; partitionKey: string; sortKey?: string; envVar: string };

export async function startEmulators(options: StartEmulatorsOptions): Promise<Emulators> {
  const ports = { ...defaultEmulatorPorts, ...options.ports };
  await ensurePortsFree(ports, host);
  const tempDir = options.dataDir === null ? mkdtempSync(join(tmpdir(), 'startsprong-local-')) : null;
  const dataDir = options.dataDir ?? tempDir!;
  const dynamoDir = join(dataDir, 'dynamodb');
  const s3Dir = join(dataDir, 's3');
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(s3Dir, { recursive: true });

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
    stops.length = 0;
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    // createTableMs 0: tables are ACTIVE at once, so a handler can write right after start.
    const dynamoServer = dynalite({ path: dynamoDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
    const dynamoPort = await listen(dynamoServer, ports.dynamodb);
    stops.push(() => closeServer(dynamoServer));

    const s3 = new S3rver({
      address: host,
      port: ports.s3,
      directory: s3Dir,
      silent: true,
      // The uploads bucket takes POSTs straight from the site's pages (and the dev server's), like in AWS.
      configureBuckets: [
        {
          name: uploadsBucket.localName,
          configs: [corsConfiguration([options.siteUrl ?? 'http://localhost:3000', 'http://localhost:5173'])],
        },
      ],
    });
    // S3 refuses a read or copy conditioned on an ETag that no longer holds; s3rver needs telling.
    enforceS3Conditions(s3);
    // S3 refuses a browser upload that breaks its signed POST policy (key, type, size, expiry); s3rver stores anything.
    enforceS3PostPolicy(s3, localCredentials);
    const s3Port = (await s3.run()).port;
    stops.push(() => s3.close());

    const sqsServer = await createSqsServer({
      port: ports.sqs,
      hostname: host,
      region: localRegion,
      // A restarted stack recreates its queues at once instead of waiting the 60 s AWS imposes.
      emulateQueueCreationLifecycle: false,
    });
    const sqsPort = (sqsServer.address() as AddressInfo).port;
    stops.push(() => closeServer(sqsServer));

    const mailbox = await startMailbox({
      host,
      port: ports.ses,
      region: localRegion,
      account: localAccountId,
      eventTypes: mailEvents.eventTypes,
    });
    const sesPort = (mailbox.server.address() as AddressInfo).port;
    stops.push(() => mailbox.stop());

    // The secrets a deploy generates in Secrets Manager: nothing in the repository. The origin and guard
    // secrets are new at every start; the subscriber key is kept in the data folder, or every subscriber
    // stored there would get a new id.
    const secretValues: Record<SecretKey, string> = {
      originSecret: randomBytes(32).toString('base64url'),
      guardSecret: randomBytes(32).toString('base64url'),
      subscriberKey: subscriberKey(dataDir),
    };
    const secretsServer = await startLocalSecrets({
      port: ports.secrets,
      host,
      region: localRegion,
      accountId: localAccountId,
      values: Object.fromEntries(secretKeys.map((key) => [localSecretNames[key], secretValues[key]])),
      caller: { arn: `arn:aws:iam::${localAccountId}:user/${userInfo().username}`, userId: localCredentials.accessKeyId },
    });
    stops.push(() => closeServer(secretsServer.server));
    const secretArns = Object.fromEntries(secretKeys.map((key) => [key, secretsServer.arns[localSecretNames[key]]!])) as Record<
      SecretKey,
      string
    >;

    const endpoints = {
      dynamodb: `http://${host}:${dynamoPort}`,
      s3: `http://${host}:${s3Port}`,
      sqs: `http://${host}:${sqsPort}`,
      ses: `http://${host}:${sesPort}`,
    };

    await createTables(endpoints.dynamodb, dataDir);
    const queueUrls = await createQueues(endpoints.sqs);
    await checkMailbox(endpoints.ses);

    const env: Record<string, string> = {
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
      // An IP-address endpoint makes the S3 client use path-style URLs, which s3rver needs; no forcePathStyle required.
      AWS_ENDPOINT_URL_S3: endpoints.s3,
      AWS_ENDPOINT_URL_SQS: endpoints.sqs,
      AWS_ENDPOINT_URL_SESV2: endpoints.ses,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsServer.url,
      AWS_ENDPOINT_URL_STS: secretsServer.url,
      [envVars.queueUrl]: queueUrls.leads,
      [envVars.senderEmail]: contact.email,
      [envVars.staffEmail]: contact.staffEmail,
      [envVars.siteUrl]: options.siteUrl ?? 'http://localhost:3000',
      // The mailbox accepts any configuration set name; the name only has to be there, as in AWS.
      [envVars.sesConfigurationSet]: 'startsprong-local',
      [envVars.metricNamespace]: localMetricNamespace,
      // The origin secret's variable is the local stack's to set, with the gateway that sends the header: a
      // handler test that calls a handler directly has no CloudFront to come through.
      ...Object.fromEntries(secretKeys.filter((key) => key !== 'originSecret').map((key) => [envVars[key], secretArns[key]])),
    };
    for (const table of Object.values(tables) as TableSpec[]) env[table.envVar] = table.localName;
    env[uploadsBucket.envVar] = uploadsBucket.localName;

    return { env, mailboxUrl: endpoints.ses, mailbox, queueUrls, secrets: secretValues, secretArns, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The names of the local secrets, as a deploy names its own. */
const localSecretNames: Record<SecretKey, string> = {
  originSecret: 'startsprong-local/origin-verify',
  guardSecret: 'startsprong-local/guard',
  subscriberKey: 'startsprong-local/subscriber-id-key',
};

/**
 * The key subscriber ids are derived with: random at the first start, as a deploy generates one, and kept
 * in the data folder so the ids of the subscribers stored there survive a restart.
 */
function subscriberKey(dataDir: string): string {
  const file = join(dataDir, 'subscriber-id.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** S3's CORS document: POST from these origins only, as the CDK stack allows the site's origin only. */
function corsConfiguration(origins: readonly string[]): string {
  const rules = origins
    .map(
      (origin) =>
        `<CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule>`,
    )
    .join('');
  return `<CORSConfiguration>${rules}</CORSConfiguration>`;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Open keep-alive and long-poll connections would hold close() open; a local stop ends them. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The tables of app-spec with their secondary indexes, without time to live: dynalite has no
 * UpdateTimeToLive (its DescribeTimeToLive always answers DISABLED), so local rows keep their `expires_at`
 * but are never deleted by it. The CDK stack enables TTL on that attribute in AWS. dynalite cannot add or
 * remove an index (it accepts the UpdateTable and ignores it), so a table kept in the data folder from
 * before its indexes were those of today is rebuilt with them: its rows are saved to a JSON file beside it
 * first, then copied back.
 */
async function createTables(endpoint: string, dataDir: string): Promise<void> {
  const client = new DynamoDBClient({ region: localRegion, endpoint, credentials: localCredentials });
  const indexesOf = (key: TableKey) =>
    tableIndexes[key].map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection:
        typeof index.projection === 'string'
          ? { ProjectionType: index.projection }
          : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projection] },
    }));
  const create = (key: TableKey) => {
    const table: TableSpec = tables[key];
    const keySchema: KeySchemaElement[] = [{ AttributeName: table.partitionKey, KeyType: 'HASH' }];
    if (table.sortKey) keySchema.push({ AttributeName: table.sortKey, KeyType: 'RANGE' });
    const indexes = indexesOf(key);
    const attributes = new Set([...keySchema, ...indexes.flatMap((index) => index.KeySchema)].map((schema) => schema.AttributeName!));
    return client.send(
      new CreateTableCommand({
        TableName: table.localName,
        KeySchema: keySchema,
        AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        ...(indexes.length > 0 ? { GlobalSecondaryIndexes: indexes } : {}),
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
  };
  try {
    const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
    for (const key of tableKeys) {
      const table = tables[key];
      if (!existing.has(table.localName)) {
        await create(key);
        continue;
      }
      const { Table } = await client.send(new DescribeTableCommand({ TableName: table.localName }));
      const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      const wanted = tableIndexes[key].map((index) => index.name);
      if (wanted.length === present.size && wanted.every((name) => present.has(name))) continue;
      const rows: Record<string, AttributeValue>[] = [];
      let startKey: Record<string, AttributeValue> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: table.localName, ExclusiveStartKey: startKey }));
        rows.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      writeFileSync(join(dataDir, `${table.localName}-before-new-index.json`), JSON.stringify(rows));
      await client.send(new DeleteTableCommand({ TableName: table.localName }));
      // dynalite finishes a delete and a create in a timer after answering: wait for each, or the delete can
      // land after the new table was made and the rows are written into nothing.
      await waitUntilTableNotExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: table.localName });
      await create(key);
      await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1, maxDelay: 1 }, { TableName: table.localName });
      for (const row of rows) await client.send(new PutItemCommand({ TableName: table.localName, Item: row }));
    }
  } finally {
    client.destroy();
  }
}

/**
 * The leads queue gets the visibility timeout of the stack, but no RedrivePolicy: local-aws-sqs counts a
 * ChangeMessageVisibility as a receive, so it would dead-letter a message after half the receives AWS allows.
 * The poller (infra/local/poller.ts) applies leadsQueue.maxReceiveCount itself.
 */
async function createQueues(endpoint: string): Promise<{ leads: string; deadLetter: string }> {
  const client = new SQSClient({ region: localRegion, endpoint, credentials: localCredentials });
  try {
    const deadLetter = await client.send(
      new CreateQueueCommand({
        QueueName: leadsQueue.deadLetterLocalName,
        Attributes: { MessageRetentionPeriod: String(leadsQueue.deadLetterRetentionDays * 24 * 60 * 60) },
      }),
    );
    const leads = await client.send(
      new CreateQueueCommand({
        QueueName: leadsQueue.localName,
        Attributes: { VisibilityTimeout: String(leadsQueue.visibilityTimeoutSeconds) },
      }),
    );
    if (!leads.QueueUrl || !deadLetter.QueueUrl) throw new Error('local-aws-sqs gaf geen queue-URL terug');
    return { leads: leads.QueueUrl, deadLetter: deadLetter.QueueUrl };
  } finally {
    client.destroy();
  }
}

/** The ARN of a local queue, for eventSourceARN in the SQS events the poller builds. */
export async function queueArn(queueUrl: string): Promise<string> {
  const client = new SQSClient({ region: localRegion, endpoint: new URL(queueUrl).origin, credentials: localCredentials });
  try {
    const result = await client.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
    const arn = result.Attributes?.QueueArn;
    if (!arn) throw new Error(`Geen QueueArn voor ${queueUrl}`);
    return arn;
  } finally {
    client.destroy();
  }
}

async function checkMailbox(endpoint: string): Promise<void> {
  const response = await fetch(`${endpoint}/health-check`);
  if (!response.ok) throw new Error(`aws-ses-v2-local antwoordt niet op ${endpoint}/health-check (status ${response.status})`);
}
