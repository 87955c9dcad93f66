import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { startApiStack } from '../support/api-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { proofOfWorkAnswer } from '../support/proof-of-work.ts';

/**
 * `npm start` as visitors and SES would meet it: forms posted through the gateway, each client from its own
 * loopback address, the poller and the worker sending through the local mailbox, the mailbox answering
 * SES's simulator and `.invalid` addresses with bounces and delivering the configuration set's events to the
 * mail-events function, each function with only its own permissions.
 */
describe('bounces on the local stack', () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startApiStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  /** A contact message to `email`, sent from the loopback address `client` (one client per address). */
  const post = async (email: string, client: string) => {
    const body = JSON.stringify({ name: 'Sam', email, message: 'Een vraag over een website.', altcha: await proofOfWorkAnswer() });
    const url = new URL('/api/contact', stack.gateway.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: client,
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(201);
  };
  /** Waits until the worker sent the staff notification of `count` leads from `email`, and SES's events reached the function. */
  const notified = async (email: string, count = 1) => {
    await vi.waitFor(
      async () => {
        const notices = (await listEmails(stack.mailboxUrl)).filter((candidate) => candidate.replyTo.includes(email));
        if (notices.length < count) throw new Error(`no staff notification for ${email} yet`);
      },
      { timeout: 30_000, interval: 200 },
    );
    // The confirmation goes out after the notification: wait for the worker, then for the events it caused.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stack.mailbox.idle();
  };
  const emailsAbout = async (address: string) => {
    const emails = await listEmails(stack.mailboxUrl);
    return {
      confirmations: emails.filter((email) => email.destination.to.includes(address)),
      notifications: emails.filter((email) => email.replyTo.includes(address)),
    };
  };

  it('leaves the next visitor their confirmation after three bounces from one client and seven from seven more, and stops that client', async () => {
    // Prepare: a fresh stack; one client makes us confirm to three addresses that cannot exist, as fast as it
    // can (some of its confirmations go out before the first bounces come back), then seven others one each
    const run = randomUUID().slice(0, 8);
    for (let index = 0; index < 3; index++) await post(`niemand${index}@${run}.invalid`, '127.0.0.10');
    for (let index = 0; index < 3; index++) await notified(`niemand${index}@${run}.invalid`);
    for (let index = 0; index < 7; index++) {
      await post(`ook.niemand${index}@${run}.invalid`, `127.0.0.${20 + index}`);
      await notified(`ook.niemand${index}@${run}.invalid`);
    }

    // Act: a real visitor writes, and so does the first client
    const visitor = `echt.${run}@voorbeeld.nl`;
    await post(visitor, '127.0.0.40');
    const scripted = `ander.${run}@voorbeeld.nl`;
    await post(scripted, '127.0.0.10');
    await notified(visitor);
    await notified(scripted);

    // Assess: every bounce was a real one, the visitor got their confirmation, the first client did not
    const bounced = (await listEmails(stack.mailboxUrl)).filter((email) =>
      email.destination.to.some((to) => to.endsWith(`${run}.invalid`)),
    );
    expect(bounced.length).toBeGreaterThanOrEqual(9);
    expect((await emailsAbout(visitor)).confirmations).toHaveLength(1);
    const fromScript = await emailsAbout(scripted);
    expect(fromScript.confirmations).toEqual([]);
    expect(fromScript.notifications.at(-1)?.body.text).toContain('eerdere bevestigingen die dezelfde afzender liet sturen niet aankwamen');
  }, 120_000);

  it('suppresses an address SES bounced, so its next lead reaches staff without a confirmation', async () => {
    // Act: a lead to the simulator's bounce address, and its events delivered
    await post('bounce@simulator.amazonses.com', '127.0.0.50');
    await notified('bounce@simulator.amazonses.com');

    // Act: the same address again, spelled in capitals
    await post('Bounce@Simulator.AmazonSES.com', '127.0.0.51');
    await notified('bounce@simulator.amazonses.com', 2);

    // Assess: still the one confirmation, and the second lead's staff email says why there is no other
    const { confirmations, notifications } = await emailsAbout('bounce@simulator.amazonses.com');
    expect(confirmations).toHaveLength(1);
    expect(notifications.at(-1)?.body.text).toContain('niet aankwam (het adres bestaat niet) of als spam werd gemeld');
  }, 60_000);
});
