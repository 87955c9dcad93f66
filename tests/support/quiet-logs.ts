import { beforeEach } from 'vitest';

/**
 * The handlers log JSON lines (and CloudWatch metrics) straight to stdout, as Lambda wants them. In a
 * passing test they are noise; in a failing one they are the first thing to read. So they are held back
 * per test and written out only when that test fails. Everything else on stdout passes through, and a
 * test that spies on process.stdout.write itself still sees every line (its spy sits on top of this).
 */

const write = process.stdout.write.bind(process.stdout);
const handlerLine = /^\{"(level|_aws)":/;
let held: string[] = [];

process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (handlerLine.test(text)) {
    held.push(text);
    const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;

beforeEach((context) => {
  held = [];
  context.onTestFailed(() => {
    if (held.length === 0) return;
    write(`\n--- handler logs of "${context.task.name}" ---\n${held.join('')}--- end of handler logs ---\n`);
  });
});
