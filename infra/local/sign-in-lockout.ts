/**
 * Cognito's lockout after failed sign-ins, for the local sign-in stand-in. As the Amazon Cognito Developer
 * Guide describes it ("Lockout behavior for failed sign-in attempts",
 * https://docs.aws.amazon.com/cognito/latest/developerguide/authentication.html#authentication-flow-lockout-behavior):
 * after five failed attempts the user is locked out for one second, and the lockout doubles with each further
 * failed attempt up to about 15 minutes, 2^(n-5) seconds for n failed attempts; attempts during a lockout are
 * refused ("Password attempts exceeded") and do not lengthen later lockouts; a successful sign-in after a
 * lockout, or 15 minutes without any attempt, sets the count back to zero. "After five unsuccessful attempts to
 * present an MFA code, Amazon Cognito begins the exponential-timeout lockout process" too (MFA, same guide), so
 * wrong passwords and wrong codes count here alike, per account and across sign-in sessions: starting a new
 * sign-in with the right password does not give a wrong code a fresh count.
 */

/** Failed attempts without a lockout. */
const freeAttempts = 5;
const maxLockoutMs = 15 * 60_000;
/** Quiet time after which the count starts over. */
const resetAfterMs = 15 * 60_000;

type State = { failures: number; lockedUntil: number; lastAttempt: number };

export type Lockout = {
  /**
   * An attempt for `account` begins: milliseconds it must still wait (the attempt is refused, and counts only
   * as activity against the quiet-time reset), or 0 when it may try now.
   */
  check(account: string): number;
  /** A wrong password or code for `account`, at a moment it was allowed to try. */
  failed(account: string): void;
  /** A complete sign-in: the count starts over. */
  succeeded(account: string): void;
};

export function signInLockout(now: () => number = Date.now): Lockout {
  const states = new Map<string, State>();
  const current = (account: string): State | undefined => {
    const state = states.get(account);
    if (state && now() - state.lastAttempt >= resetAfterMs) states.delete(account);
    return states.get(account);
  };
  return {
    check(account) {
      const state = current(account);
      const wait = Math.max(0, (state?.lockedUntil ?? 0) - now());
      if (state && wait > 0) state.lastAttempt = now();
      return wait;
    },
    failed(account) {
      const state = current(account) ?? { failures: 0, lockedUntil: 0, lastAttempt: 0 };
      state.failures += 1;
      state.lastAttempt = now();
      if (state.failures >= freeAttempts) state.lockedUntil = now() + Math.min(maxLockoutMs, 1000 * 2 ** (state.failures - freeAttempts));
      states.set(account, state);
    },
    succeeded(account) {
      states.delete(account);
    },
  };
}
