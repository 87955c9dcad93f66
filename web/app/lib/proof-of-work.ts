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

async function solve(): Promise<string | undefined> {
  try {
    // Loaded on first use: the solver and WebCrypto's SHA-256, no worker, no styles, nothing from elsewhere.
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]);
    const response = await fetch(proofOfWork.path, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
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
