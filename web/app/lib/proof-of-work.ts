import type { Challenge } from 'altcha-lib';
import { proofOfWork } from '../../../shared/proof-of-work.ts';

/**
 * The proof of work the JavaScript forms send along (ALTCHA, self-hosted): fetched and solved in the
 * background from the form's first focus, so the page's first load carries none of it and a visitor
 * never waits or clicks for it. Each answer is used once; a failure sends none, and the API then says
 * in Dutch what to do.
 */

/** An answer older than this is not used: its challenge expires after ten minutes. */
const FRESH_MS = (proofOfWork.expiresInSeconds - 120) * 1000;

let pending: { answer: Promise<string | undefined>; since: number } | null = null;

/**
 * The first challenge this form got (its signed parameters), sent along with every later answer: the server
 * measures how long the form was open from when it issued that challenge, never from a time the browser
 * reports. The intake keeps it in its draft, so a reload does not restart the count.
 */
type Start = { parameters: Challenge['parameters']; signature: string };
let start: Start | null = null;

/** The start as text, for the intake's draft; null until the first challenge arrived. */
export function proofOfWorkStart(): string | null {
  return start ? JSON.stringify(start) : null;
}

/** Takes back a start kept in a draft, unless this page already has one. */
export function restoreProofOfWorkStart(saved: string | undefined): void {
  if (start || !saved) return;
  try {
    const parsed = JSON.parse(saved) as Partial<Start>;
    if (parsed.parameters && typeof parsed.signature === 'string') start = { parameters: parsed.parameters, signature: parsed.signature };
  } catch {
    // Not a start we wrote: the count begins with this page's first challenge.
  }
}

async function solve(): Promise<string | undefined> {
  try {
    // Loaded on first use: the solver and WebCrypto's SHA-256, no worker, no styles, nothing from elsewhere.
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    const response = await fetch(proofOfWork.path, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    start ??= { parameters: challenge.parameters, signature: challenge.signature! };
    const solution = await solveChallenge({ challenge, deriveKey });
    const started = start.signature === challenge.signature ? {} : { started: start };
    return solution ? btoa(JSON.stringify({ challenge, solution, ...started })) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the work once, on the form's first use. */
export function prepareProofOfWork(): void {
  if (pending && performance.now() - pending.since < FRESH_MS) return;
  pending = { answer: solve(), since: performance.now() };
}

/** The answer for this submit; the next submit starts a fresh one. */
export async function takeProofOfWork(): Promise<string | undefined> {
  prepareProofOfWork();
  const answer = await pending!.answer;
  pending = null;
  return answer;
}
