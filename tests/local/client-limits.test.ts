import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { abuseLimits, confirmationPlaces } from '../../shared/api-limits.ts';
import { floodTestRouteLimits } from '../support/route-limits.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { proofOfWorkAnswer } from '../support/proof-of-work.ts';
import { rememberSecrets } from '../support/test-secrets.ts';
import { proofOfWork, proofOfWorkMessage } from '../../shared/proof-of-work.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * The per-client limit on the local stack, end to end: real handlers, the gateway, the guard table, the
 * worker. Two clients are two loopback addresses (127.0.0.1 and 127.0.0.2), as the gateway reads the
 * client from the connection, as CloudFront does.
 */
describe('the per-client limit on the local stack', () => {
  let stack: LocalStack;
  let port: number;

  beforeAll(async () => {
    stack = await startLocalStack({
      siteDir: null,
      port: 0,
      siteUrl: 'http://localhost:3999',
      dataDir: null,
      emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 },
      routeLimits: floodTestRouteLimits,
    });
    rememberSecrets(stack.secrets);
    port = stack.gateway.port;
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const post = (path: string, body: unknown, localAddress: string, method = 'POST'): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const form = body instanceof URLSearchParams;
      const payload = method === 'GET' ? '' : form ? body.toString() : JSON.stringify(body);
      const type = form ? 'application/x-www-form-urlencoded' : 'application/json';
      const req = request({ host: '127.0.0.1', port, path, method, localAddress, headers: { 'content-type': type } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(payload);
    });

  it('answers 429 with Retry-After after the limit, while another client still gets 201, and mails one address its contact share of confirmations', async () => {
    // Prepare
    const victim = `doelwit.${randomUUID().slice(0, 8)}@example.nl`;
    const message = (index: number) => ({ name: 'Marie de Vries', email: victim, message: `Bericht nummer ${index}, lang genoeg.` });

    // Act: 50 posts from one client, one after the other (bounded, loopback only)
    const answers: Answer[] = [];
    for (let index = 0; index < 50; index += 1) {
      answers.push(await post('/api/contact', { ...message(index), altcha: await proofOfWorkAnswer() }, '127.0.0.1'));
    }
    const other = await post(
      '/api/contact',
      { ...message(99), email: `ander.${randomUUID().slice(0, 8)}@example.nl`, altcha: await proofOfWorkAnswer() },
      '127.0.0.2',
    );

    // Assess: the first ones saved, the rest refused in Dutch with a Retry-After
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, abuseLimits.formPosts.limit)).toEqual(Array(abuseLimits.formPosts.limit).fill(201));
    expect(statuses.slice(abuseLimits.formPosts.limit)).toEqual(Array(50 - abuseLimits.formPosts.limit).fill(429));
    const refused = answers[abuseLimits.formPosts.limit]!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(abuseLimits.formPosts.windowSeconds);
    expect(JSON.parse(refused.body).error).toMatch(
      /^Je hebt in korte tijd vaak iets verstuurd\. Probeer het over \d+ minu(ut|ten) opnieuw/,
    );
    expect(other.status).toBe(201);

    // Assess: once the worker is done, the address got at most the daily number of confirmations
    const deadline = Date.now() + 20_000;
    let notifications = 0;
    while (Date.now() < deadline) {
      const emails = await listEmails(stack.mailboxUrl);
      notifications = emails.filter((email) => email.replyTo.includes(victim)).length;
      if (notifications >= abuseLimits.formPosts.limit) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const emails = await listEmails(stack.mailboxUrl);
    expect(notifications).toBe(abuseLimits.formPosts.limit);
    expect(emails.filter((email) => email.destination.to.includes(victim))).toHaveLength(
      confirmationPlaces({ waitsForConfirmation: false }),
    );
  }, 60_000);

  it('holds five files per submission, refuses a sixth in Dutch, gives a removed file back its place, and one client at most its permits per hour', async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `plan-${index}.pdf`, type: 'application/pdf', size: 2048 }));
    const submissionId = randomUUID();

    // One submission: five permits (its proof of work with the first request), then a Dutch refusal without
    // a Retry-After (waiting does not help)
    const first = await post('/api/uploads', { submissionId, files: files(5), altcha: await proofOfWorkAnswer() }, '127.0.0.3');
    const sixth = await post('/api/uploads', { submissionId, files: files(1) }, '127.0.0.3');
    expect([first.status, sixth.status]).toEqual([200, 429]);
    expect(abuseLimits.uploadPermitsPerSubmission).toBe(5);
    expect(sixth.headers['retry-after']).toBeUndefined();
    expect(JSON.parse(sixth.body).error).toMatch(/^Je kunt voor deze aanvraag geen bestanden meer uploaden/);

    // The visitor removes one file and picks another: its place comes back, once
    const held = (JSON.parse(first.body) as { uploads: { key: string }[] }).uploads.map((upload) => upload.key);
    const swapped = await post('/api/uploads', { submissionId, files: files(1), release: [held[0]] }, '127.0.0.3');
    const releasedAgain = await post('/api/uploads', { submissionId, files: files(1), release: [held[0]] }, '127.0.0.3');
    const foreign = await post(
      '/api/uploads',
      { submissionId, files: files(1), release: [`pending/${randomUUID()}/${randomUUID()}.pdf`] },
      '127.0.0.3',
    );
    expect([swapped.status, releasedAgain.status, foreign.status]).toEqual([200, 429, 400]);

    // A removed file given back on its own, before the next file is picked
    const givenBack = await post('/api/uploads', { submissionId, files: [], release: [held[1]] }, '127.0.0.3');
    const afterGivingBack = await post('/api/uploads', { submissionId, files: files(1) }, '127.0.0.3');
    const neither = await post('/api/uploads', { submissionId, files: [] }, '127.0.0.3');
    expect([givenBack.status, afterGivingBack.status, neither.status]).toEqual([200, 200, 400]);
    expect(JSON.parse(givenBack.body)).toEqual({ uploads: [] });

    // One client over many submissions: its hourly permits, then 429 with a Retry-After
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await proofOfWorkAnswer();
      statuses.push((await post('/api/uploads', { submissionId: randomUUID(), files: files(5), altcha: answer }, '127.0.0.4')).status);
    }
    const allowed = Math.floor(abuseLimits.uploadPermits.limit / 5);
    expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(8 - allowed).fill(429)]);
  }, 60_000);

  it('refuses a JavaScript post without a proof-of-work answer, or with one used before, in Dutch', async () => {
    const fields = { name: 'Jan Jansen', email: `jan.${randomUUID().slice(0, 8)}@example.nl`, message: 'Een vraag over een webshop.' };

    const missing = await post('/api/contact', fields, '127.0.0.5');
    const answer = await proofOfWorkAnswer();
    const first = await post('/api/contact', { ...fields, altcha: answer }, '127.0.0.5');
    const replayed = await post('/api/contact', { ...fields, altcha: answer }, '127.0.0.5');

    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).error).toBe(proofOfWorkMessage);
    expect(first.status).toBe(201);
    expect(replayed.status).toBe(400);
    expect(JSON.parse(replayed.body).error).toBe(proofOfWorkMessage);
  }, 60_000);

  it('answers a challenge a browser can solve, and takes the plain HTML form without one under the stricter limit', async () => {
    // The challenge endpoint: a signed challenge, solved here as the browser does
    const challengeAnswer = await post(proofOfWork.path, null, '127.0.0.6', 'GET');
    expect(challengeAnswer.status).toBe(200);
    const challenge = JSON.parse(challengeAnswer.body);
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const fields = { name: 'Els de Boer', email: `els.${randomUUID().slice(0, 8)}@example.nl`, message: 'Hallo, ik heb een vraag.' };
    expect((await post('/api/contact', { ...fields, altcha }, '127.0.0.6')).status).toBe(201);

    // No JavaScript: no answer, so the stricter count
    const plain = [];
    for (let index = 0; index < abuseLimits.formPostsWithoutProofOfWork.limit + 1; index += 1) {
      plain.push((await post('/api/contact', new URLSearchParams(fields), '127.0.0.7')).status);
    }
    expect(plain).toEqual([...Array(abuseLimits.formPostsWithoutProofOfWork.limit).fill(303), 429]);
  }, 60_000);
});
