import type { APIRequestContext, Page } from '@playwright/test';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tables, uploadsBucket } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { listEmails, type MailboxEmail } from '../../infra/local/mailbox.ts';
import { MIN_FILL_MS } from '../../shared/intake-copy.ts';

/**
 * The local stack the browser tests start: its own ports and its own data folder. E2E_PORT_OFFSET moves
 * every port by the same amount, so two checkouts can run their browser tests side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);

export const e2eStack = {
  siteUrl: `http://localhost:${port(3100)}`,
  mailboxUrl: `http://localhost:${port(8105)}`,
  dynamodbUrl: `http://localhost:${port(4667)}`,
  s3Url: `http://127.0.0.1:${port(4669)}`,
  env: {
    PORT: port(3100),
    MAILBOX_PORT: port(8105),
    DYNAMODB_PORT: port(4667),
    S3_PORT: port(4669),
    SQS_PORT: port(9424),
    SECRETS_PORT: port(4671),
    OIDC_PORT: port(8110),
    DATA_DIR: '.data/e2e',
    // One browser runs every test from 127.0.0.1; each connection counts as its own visitor instead.
    LOCAL_CLIENT_PER_CONNECTION: '1',
  },
};

/** The e2e stack's DynamoDB, to read what a test caused and to set up state a flow needs. */
export const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: e2eStack.dynamodbUrl, region: localRegion, credentials: localCredentials }),
);
const s3 = new S3Client({ endpoint: e2eStack.s3Url, region: localRegion, credentials: localCredentials, forcePathStyle: true });

/** Pages that exist but are left out of the sitemap (noindex): status pages and the not-found page. */
export const unlistedPages = [
  '/404',
  '/contact/verzonden',
  '/nieuwsbrief/bijna-klaar',
  '/nieuwsbrief/bevestigen',
  '/nieuwsbrief/afmelden',
  '/nieuwsbrief/bevestigd',
  '/nieuwsbrief/afgemeld',
  '/nieuwsbrief/ongeldig',
  '/gesprek/gepland',
  '/gesprek/annuleren',
  '/gesprek/geannuleerd',
  '/gesprek/ongeldig',
  '/gesprek/verzetten',
];

/** The paths the site's sitemap.xml lists. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Every page a visitor can land on: those of the sitemap, then the status pages. */
export async function everyPage(request: APIRequestContext): Promise<string[]> {
  return [...new Set([...(await sitemapPaths(request)), ...unlistedPages])];
}

/** The rows of one kind of lead stored for an email address (tests use unique addresses). */
export async function leadRowsFor(kind: 'intake' | 'newsletter' | 'booking', email: string): Promise<Record<string, unknown>[]> {
  const result = await documents.send(
    new ScanCommand({
      TableName: tables[kind].localName,
      FilterExpression: 'email = :email',
      ExpressionAttributeValues: { ':email': email },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** Intake rows stored for an email address. */
export const intakeRowsFor = (email: string) => leadRowsFor('intake', email);

/** Newsletter subscribers stored for an email address. */
export const subscriptionsFor = (email: string) => leadRowsFor('newsletter', email);

/** The bytes of an object in the local uploads bucket, or null when it is not there. */
export async function storedObject(key: string): Promise<Uint8Array | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket.localName, Key: key }));
    return await object.Body!.transformToByteArray();
  } catch {
    return null;
  }
}

/** Removes an object from the local uploads bucket, as a lifecycle rule or a lost upload would. */
export async function removeStoredObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket.localName, Key: key }));
}

/** Contact messages stored with this value in a field (tests use unique values). */
export async function contactMessagesWhere(field: 'email' | 'name', value: string): Promise<Record<string, unknown>[]> {
  const result = await documents.send(
    new ScanCommand({
      TableName: tables.contact.localName,
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

/**
 * Lets the intake's minimum fill time pass since the form started, as a person's would: the API marks a lead
 * sent sooner as probably automated (MIN_FILL_MS, measured by the API's own clock from the form's first
 * challenge, so no browser clock can shorten it). Not a wait for the page: nothing on it changes.
 */
export async function waitOutFillTime(page: Page, since: number): Promise<void> {
  const remaining = MIN_FILL_MS + 500 - (Date.now() - since);
  if (remaining > 0) await page.waitForTimeout(remaining);
}

/**
 * Waits until the page is alive: React has hydrated it, or, on a page without any island (which loads only
 * the quick-contact corner's script, a module that has run by then), the page and its stylesheet have loaded.
 */
export async function waitUntilAlive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      (document.readyState === 'complete' && !document.querySelector('[data-island]')),
  );
}

/** Reloads the page as a visitor's reload button does (the tab's history entry stays) and waits until it is alive. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitUntilAlive(page);
}

/** What the site keeps on the device for this page: cookies, local and session storage (all of it, so a test can say it is empty). */
export async function deviceStorage(page: Page): Promise<{ cookies: unknown[]; localStorage: string[]; sessionStorage: string[] }> {
  const [cookies, stores] = await Promise.all([
    page.context().cookies(),
    page.evaluate(() => ({ localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) })),
  ]);
  return { cookies, ...stores };
}

/** Opens a page and waits until it is alive (waitUntilAlive), so clicks reach their handlers. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilAlive(page);
}
