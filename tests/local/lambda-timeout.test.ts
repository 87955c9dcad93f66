import { describe, expect, it } from 'vitest';
import { lambdaContext, LambdaTimeoutError, withinTimeout } from '../../infra/local/lambda-context.ts';

describe('a local invocation', () => {
  it('fails with "Task timed out" once it runs past the function timeout, as in Lambda', async () => {
    // Prepare: a context whose deadline has all but passed, and work that never ends.
    const context = { ...lambdaContext('worker'), getRemainingTimeInMillis: () => 20 };

    // Act
    const run = withinTimeout('worker', context, () => new Promise(() => {}));

    // Assess
    await expect(run).rejects.toThrow(LambdaTimeoutError);
    await expect(run).rejects.toThrow(/^Task timed out after 30\.00 seconds$/);
  });

  it('returns what the handler returns within its timeout', async () => {
    // Act / Assess
    await expect(withinTimeout('challenge', lambdaContext('challenge'), async () => 'klaar')).resolves.toBe('klaar');
  });
});
