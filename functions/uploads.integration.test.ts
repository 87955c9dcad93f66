import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { abuseLimits } from '../shared/api-limits.ts';
import { proofOfWorkMessage } from '../shared/proof-of-work.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { proofOfWorkAnswer } from '../tests/support/proof-of-work.ts';
import { jsonEvent, lambdaContextFor } from '../tests/support/test-events.ts';
import { limitMessages } from './http/errors.ts';
import { budgetDayOf } from './http/upload-guard.ts';

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;

describe('the uploads route against the local AWS stack', () => {
  let aws: LocalAws;
  let uploads: Handler;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: uploads } = await import('./uploads.ts'));
  });

  afterAll(async () => {
    await aws?.stop();
  });

  const pdf = (size = 2048) => ({ name: 'plan.pdf', type: 'application/pdf', size });

  /** One request as the uploads function, with only its own grants; `proof` adds a fresh proof-of-work answer. */
  async function ask(body: Record<string, unknown>, options: { proof?: boolean; client?: string } = {}) {
    const event = jsonEvent(
      { ...body, ...(options.proof ? { altcha: await proofOfWorkAnswer() } : {}) },
      { path: '/api/uploads', ...(options.client ? { sourceIp: options.client } : {}) },
    );
    const response = (await aws.as('uploads', () => uploads(event, lambdaContextFor('uploads')))) as APIGatewayProxyStructuredResultV2;
    return {
      status: response.statusCode ?? 0,
      headers: response.headers ?? {},
      body: JSON.parse(String(response.body)) as Record<string, unknown>,
    };
  }

  it('refuses a submission that never sent a proof of work, in Dutch, and asks one only once per submission', async () => {
    // Prepare
    const submissionId = randomUUID();

    // Act
    const without = await ask({ submissionId, files: [pdf()] });
    const proven = await ask({ submissionId, files: [pdf()] }, { proof: true });
    const later = await ask({ submissionId, files: [pdf()] });
    const givenBack = await ask({ submissionId, files: [], release: [(proven.body.uploads as { key: string }[])[0]!.key] });
    const otherSubmission = await ask({ submissionId: randomUUID(), files: [pdf()] });

    // Assess
    expect(without).toMatchObject({ status: 400, body: { error: proofOfWorkMessage } });
    expect([proven.status, later.status, givenBack.status]).toEqual([200, 200, 200]);
    expect(otherSubmission).toMatchObject({ status: 400, body: { error: proofOfWorkMessage } });
  });

  it('gives one submission at most its permits in all, swaps included, whatever the client', async () => {
    // Prepare: a visitor who swaps one file again and again, from ever another address
    const submissionId = randomUUID();
    const first = await ask({ submissionId, files: [pdf()] }, { proof: true });
    let held = (first.body.uploads as { key: string }[])[0]!.key;

    // Act
    const statuses: number[] = [first.status];
    for (let index = 1; index <= abuseLimits.uploadPermitsPerSubmissionInAll; index += 1) {
      const swap = await ask({ submissionId, files: [pdf()], release: [held] });
      statuses.push(swap.status);
      if (swap.status === 200) held = (swap.body.uploads as { key: string }[])[0]!.key;
      else expect(swap.body.error).toBe(limitMessages.filesPerSubmission);
    }

    // Assess
    expect(statuses).toEqual([...Array(abuseLimits.uploadPermitsPerSubmissionInAll).fill(200), 429]);
  });

  it('stops new uploads for every visitor once the day’s byte budget is spent, calmly in Dutch, with a metric for the alarm', async () => {
    // Prepare: today's budget all but spent, 3 MB left
    const { day } = budgetDayOf(new Date());
    const left = 3 * 1024 * 1024;
    await aws.putItem('guard', { id: `upload-bytes#${day}`, bytes: abuseLimits.uploadBytesPerDay - left, expires_at: 4102444800 });
    const metrics = vi.spyOn(process.stdout, 'write');
    const refusedSubmission = randomUUID();

    // Act
    const tooMuch = await ask({ submissionId: refusedSubmission, files: [pdf(left + 1)] }, { proof: true });
    const fits = await ask({ submissionId: randomUUID(), files: [pdf(left)] }, { proof: true });
    const nothingLeft = await ask({ submissionId: randomUUID(), files: [pdf(1)] }, { proof: true });

    // Assess: refused with a wait until tomorrow, the refused request's places given back, the metric counted
    expect(tooMuch).toMatchObject({ status: 429, body: { error: limitMessages.uploadBudgetSpent } });
    expect(Number(tooMuch.headers['retry-after'])).toBeGreaterThan(0);
    expect(fits.status).toBe(200);
    expect(nothingLeft.status).toBe(429);
    expect(await aws.getItem('guard', { id: `submission-permits#${refusedSubmission}` })).not.toHaveProperty('items');
    const lines = metrics.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"UploadBudgetSpent"'));
    expect(lines).toHaveLength(2);
    metrics.mockRestore();
  });
});
