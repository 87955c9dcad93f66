import { createHmac } from 'node:crypto';

/**
 * Keys for the abuse brakes, each derived from the one guard secret (in Secrets Manager, named by GUARD_SECRET_ARN) for its own purpose, so a
 * value made for one purpose is worthless for another.
 */
export type GuardPurpose = 'altcha' | 'client' | 'recipient';

export function guardKey(secret: string, purpose: GuardPurpose): string {
  return createHmac('sha256', secret).update(`startsprong:${purpose}`).digest('hex');
}

/**
 * A keyed hash of an address (a client's IP, a recipient's email): stable, so counters can be kept by it, and
 * not reversible by hashing every IPv4 address, because the key is secret. 128 bits are plenty for a key.
 */
export function keyedHash(secret: string, purpose: Exclude<GuardPurpose, 'altcha'>, value: string): string {
  return createHmac('sha256', guardKey(secret, purpose)).update(value).digest('hex').slice(0, 32);
}
