import { dataRetentionMonths } from '../../shared/business-facts.ts';

/** The epoch second after which DynamoDB's TTL deletes a row saved at `now` (the retention period). */
export function expiresAt(now: Date): number {
  const expiry = new Date(now);
  expiry.setUTCMonth(expiry.getUTCMonth() + dataRetentionMonths);
  return Math.floor(expiry.getTime() / 1000);
}
