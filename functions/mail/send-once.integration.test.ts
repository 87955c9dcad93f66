import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { listEmails } from '../../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import type { EmailStatusMap } from '../records/email-status.ts';
import type { OutgoingEmail } from './send-once.ts';

/** The claim's condition expression, run by a real DynamoDB engine (dynalite) rather than a mock. */
describe('sendEmailOnce against the local AWS stack', () => {
  let aws: LocalAws;
  let sendEmailOnce: typeof import('./send-once.ts').sendEmailOnce;
  let CLAIM_STALE_MS: number;
  let put: (item: Record<string, unknown>) => Promise<void>;
  const table = 'contact_messages';

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ sendEmailOnce, CLAIM_STALE_MS } = await import('./send-once.ts'));
    const { dynamo } = await import('../core/clients.ts');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    put = async (item) => {
      await dynamo.send(new PutCommand({ TableName: table, Item: item }));
    };
  });

  afterAll(async () => {
    await aws?.stop();
  });

  async function recordWith(emailStatus: EmailStatusMap): Promise<{ id: string; to: string }> {
    const id = randomUUID();
    await put({ id, kind: 'contact', email_status: emailStatus });
    return { id, to: `${id}@example.nl` };
  }

  const emailTo = (to: string): OutgoingEmail => ({
    name: 'visitor_confirmation',
    kind: 'visitor_confirmation',
    from: 'hallo@startsprong.nl',
    to,
    replyTo: 'hallo@startsprong.nl',
    content: { subject: 'Test', html: '<p>Test</p>', text: 'Test' },
  });
  const sentTo = async (to: string) => (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(to));
  const statusOf = async (id: string) => ((await aws.getItem(table, { id }))?.email_status as EmailStatusMap)?.visitor_confirmation;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it('sends a new email once and records it as sent', async () => {
    const { id, to } = await recordWith({});

    const first = await sendEmailOnce({ tableName: table, key: { id } }, emailTo(to));
    const second = await sendEmailOnce({ tableName: table, key: { id } }, emailTo(to));

    expect([first, second]).toEqual(['sent', 'already-sent']);
    expect(await sentTo(to)).toHaveLength(1);
    expect(await statusOf(id)).toEqual({ state: 'sent', sent_at: expect.any(String), message_id: (await sentTo(to))[0]!.messageId });
  });

  it('refuses to send while a fresh claim is held, and sends nothing', async () => {
    const { id, to } = await recordWith({ visitor_confirmation: { state: 'sending', claimed_at: ago(10_000) } });

    await expect(sendEmailOnce({ tableName: table, key: { id } }, emailTo(to))).rejects.toThrow(/claimed by another attempt/);

    expect(await sentTo(to)).toHaveLength(0);
    expect(await statusOf(id)).toMatchObject({ state: 'sending' });
  });

  it('takes over a stale claim and retries a failed email', async () => {
    const stale = await recordWith({ visitor_confirmation: { state: 'sending', claimed_at: ago(CLAIM_STALE_MS + 1000) } });
    const failed = await recordWith({ visitor_confirmation: { state: 'failed', failed_at: ago(60_000), error_name: 'Throttling' } });

    await sendEmailOnce({ tableName: table, key: { id: stale.id } }, emailTo(stale.to));
    await sendEmailOnce({ tableName: table, key: { id: failed.id } }, emailTo(failed.to));

    expect(await sentTo(stale.to)).toHaveLength(1);
    expect(await sentTo(failed.to)).toHaveLength(1);
    expect(await statusOf(failed.id)).toMatchObject({ state: 'sent' });
  });

  it('fails for a record that does not exist, without creating it', async () => {
    const id = randomUUID();

    await expect(sendEmailOnce({ tableName: table, key: { id } }, emailTo(`${id}@example.nl`))).rejects.toThrow(/is gone/);

    expect(await aws.getItem(table, { id })).toBeUndefined();
  });
});
