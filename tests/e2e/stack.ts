import type { Page } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tables } from '../../infra/app-spec.ts';
import { listEmails, type MailboxEmail } from '../../infra/local/mailbox.ts';

/** The local stack the browser tests start: its own ports and its own data folder. */
export const e2eStack = {
  siteUrl: 'http://localhost:3100',
  mailboxUrl: 'http://localhost:8105',
  dynamodbUrl: 'http://localhost:4667',
  env: {
    PORT: '3100',
    MAILBOX_PORT: '8105',
    DYNAMODB_PORT: '4667',
    S3_PORT: '4669',
    SQS_PORT: '9424',
    DATA_DIR: '.data/e2e',
  },
};

const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: e2eStack.dynamodbUrl,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** Contact messages stored with this value in a field (tests use unique values). */
export async function contactMessagesWhere(field: 'email' | 'name', value: string): Promise<Record<string, unknown>[]> {
  const result = await documents.send(
    new ScanCommand({
      TableName: tables.contactMessages.localName,
      FilterExpression: '#field = :value',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':value': value },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

export const contactMessagesFor = (email: string) => contactMessagesWhere('email', email);

/** Emails in the local mailbox that involve an address, as sender, recipient or reply-to. */
export async function emailsInvolving(address: string): Promise<MailboxEmail[]> {
  const all = await listEmails(e2eStack.mailboxUrl);
  const wanted = address.toLowerCase();
  return all.filter((email) => [...email.destination.to, ...email.replyTo].some((entry) => entry.toLowerCase().includes(wanted)));
}

/** A unique address per test run, so tests never see each other's data. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
