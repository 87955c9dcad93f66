import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { startApiStack } from '../support/api-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { proofOfWorkAnswer } from '../support/proof-of-work.ts';

/**
 * `npm start` as a visitor and SES would meet it: a form posted through the gateway, the poller and the
 * worker sending through the local mailbox, the mailbox answering SES's simulator address with a bounce and
 * delivering the configuration set's events to the mail-events function, each function with only its own
 * permissions. A second lead to the same mailbox then gets no confirmation.
 */
describe('bounces on the local stack', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startApiStack({ clientPerConnection: true });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const post = async (email: string) => {
    const response = await fetch(new URL('/api/contact', stack.gateway.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sam', email, message: 'Een vraag over een website.', altcha: await proofOfWorkAnswer() }),
    });
    expect(response.status).toBe(201);
  };
  /** Waits until the worker sent the staff notification of the lead from `email`. */
  const notified = (email: string) =>
    vi.waitFor(
      async () => {
        const emails = await listEmails(stack.mailboxUrl);
        const notification = emails.find((candidate) => candidate.replyTo.includes(email));
        if (!notification) throw new Error(`no staff notification for ${email} yet`);
        return emails;
      },
      { timeout: 30_000, interval: 200 },
    );

  it('suppresses an address SES bounced, so its next lead reaches staff without a confirmation', async () => {
    // Act: a lead to the simulator's bounce address, and its events delivered
    await post('bounce@simulator.amazonses.com');
    await notified('bounce@simulator.amazonses.com');
    // The worker sends the staff notification first and the confirmation after it: wait for both.
    await vi.waitFor(
      async () => {
        const confirmations = (await listEmails(stack.mailboxUrl)).filter((email) =>
          email.destination.to.includes('bounce@simulator.amazonses.com'),
        );
        expect(confirmations).toHaveLength(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    await stack.mailbox.idle();

    // Act: the same address again, spelled in capitals
    await post('Bounce@Simulator.AmazonSES.com');
    const emails = await vi.waitFor(
      async () => {
        const all = await listEmails(stack.mailboxUrl);
        const notices = all.filter((email) => email.replyTo.includes('bounce@simulator.amazonses.com'));
        if (notices.length < 2) throw new Error('no staff notification for the second lead yet');
        return all;
      },
      { timeout: 30_000, interval: 200 },
    );

    // Assess: still the one confirmation, and the second lead's staff email says why there is no other
    expect(emails.filter((email) => email.destination.to.includes('bounce@simulator.amazonses.com'))).toHaveLength(1);
    const notice = emails.filter((email) => email.replyTo.includes('bounce@simulator.amazonses.com')).at(-1);
    expect(notice?.body.text).toContain('niet aankwam (het adres bestaat niet) of als spam werd gemeld');
  });
});
