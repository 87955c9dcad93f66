import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient, type Message } from '@aws-sdk/client-sqs';
import { envVars, tableKeys, tables, uploadsBucket } from '../../infra/app-spec.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { localCredentials, localRegion, startEmulators, type Emulators } from '../../infra/local/emulators.ts';
import { invokeAs, type LocalResources } from '../../infra/local/lambda-sandbox.ts';
import { localUserPoolId } from '../../infra/local/staff-directory.ts';
import type { FunctionName } from '../../infra/app-spec.ts';
import type { SesEventBridgeEvent } from '../../shared/ses-events.ts';
import { rememberSecrets } from './test-secrets.ts';

/**
 * The AWS emulators for handler tests: started on free ports with throw-away data, and their settings put
 * into process.env. Import the handler after `await startLocalAws()` (dynamically), because handlers parse
 * their environment when they load.
 *
 *   let aws: LocalAws;
 *   beforeAll(async () => { aws = await startLocalAws(); ({ handler } = await import('../../functions/contact.ts')); });
 *   afterAll(() => aws.stop());
 */

export type LocalAws = Emulators & {
  /** The local resources by their manifest names, for the permission guard. */
  resources: LocalResources;
  /**
   * Runs `call` as function `name` would run in the local stack: with only its own environment variables,
   * and every AWS call checked against its manifest (AccessDenied otherwise).
   */
  as<T>(name: FunctionName, call: () => T): T;
  /** One item by key, or undefined. `table` is a key of app-spec's tables (contact) or a table name. */
  getItem(table: LeadKind | string, key: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  /** Writes one item as it is (a row as an earlier release stored it, for example). */
  putItem(table: LeadKind | string, item: Record<string, unknown>): Promise<void>;
  /** Every item of a table (small test tables only). */
  scanTable(table: LeadKind | string): Promise<Record<string, unknown>[]>;
  /**
   * Messages now on a queue (default: the leads queue), received and deleted so the next test starts empty.
   * Waits up to `waitSeconds` (default 1) for the first one.
   */
  receiveMessages(queueUrl?: string, options?: { max?: number; waitSeconds?: number; keep?: boolean }): Promise<Message[]>;
  /**
   * The SES events the mailbox published so far (what the configuration set's EventBridge destination
   * would hand the mail-events function), after waiting for any still on their way. Taken: the next call
   * returns only newer ones.
   */
  takeMailEvents(): Promise<SesEventBridgeEvent[]>;
};

export async function startLocalAws(): Promise<LocalAws> {
  const emulators = await startEmulators({ dataDir: null, ports: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 } });
  rememberSecrets(emulators.secrets);
  const mailEvents: SesEventBridgeEvent[] = [];
  emulators.mailbox.setEventSink(async (event) => mailEvents.push(event));
  const previous = new Map<string, string | undefined>();
  for (const [name, value] of Object.entries(emulators.env)) {
    previous.set(name, process.env[name]);
    process.env[name] = value;
  }

  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: localRegion, endpoint: emulators.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
  );
  const sqs = new SQSClient({ region: localRegion, endpoint: emulators.env.AWS_ENDPOINT_URL_SQS, credentials: localCredentials });
  const tableName = (table: string) => (table in tables ? tables[table as LeadKind].localName : table);

  const resources: LocalResources = {
    tableNames: Object.fromEntries(tableKeys.map((table) => [table, tables[table].localName])) as LocalResources['tableNames'],
    uploadsBucket: uploadsBucket.localName,
    queueUrl: emulators.queueUrls.leads,
    userPoolId: localUserPoolId,
    secretArns: emulators.secretArns,
    sender: { fromAddress: emulators.env[envVars.senderEmail]!, configurationSet: emulators.env[envVars.sesConfigurationSet]! },
  };

  return {
    ...emulators,
    resources,
    as: (name, call) => invokeAs(name, resources, call),
    async takeMailEvents() {
      await emulators.mailbox.idle();
      return mailEvents.splice(0);
    },
    async getItem(table, key) {
      const result = await dynamo.send(new GetCommand({ TableName: tableName(table), Key: key, ConsistentRead: true }));
      return result.Item;
    },
    async putItem(table, item) {
      await dynamo.send(new PutCommand({ TableName: tableName(table), Item: item }));
    },
    async scanTable(table) {
      const result = await dynamo.send(new ScanCommand({ TableName: tableName(table), ConsistentRead: true }));
      return result.Items ?? [];
    },
    async receiveMessages(queueUrl = emulators.queueUrls.leads, options = {}) {
      const result = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: options.max ?? 10,
          WaitTimeSeconds: options.waitSeconds ?? 1,
          AttributeNames: ['All'],
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
      );
      const messages = result.Messages ?? [];
      if (!options.keep) {
        for (const message of messages)
          await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
      }
      return messages;
    },
    async stop() {
      dynamo.destroy();
      sqs.destroy();
      await emulators.stop();
      for (const [name, value] of previous) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
