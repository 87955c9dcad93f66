import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { proofOfWorkMessage } from '../../shared/proof-of-work.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { guardKey } from '../core/guard-keys.ts';
import { BadRequestError } from './errors.ts';
import type { GuardConfig } from './client-limit.ts';

/** The answer could not be read, is wrong or expired, or was used before: the visitor is told in Dutch. */
export class ProofOfWorkError extends BadRequestError {
  override name = 'ProofOfWorkError';
  constructor(logMessage: string) {
    super(logMessage, proofOfWorkMessage);
  }
}

function payloadOf(value: unknown): Payload {
  if (typeof value !== 'string' || value.length > 4000) throw new ProofOfWorkError('No proof-of-work answer');
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    if (!payload?.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== 'string') throw new Error('shape');
    return payload;
  } catch {
    throw new ProofOfWorkError('Proof-of-work answer is unreadable');
  }
}

/**
 * Checks the answer (signature, expiry, solution) and then marks its challenge used in the guard table, so
 * the same answer never passes twice. Throws ProofOfWorkError.
 */
export async function verifyProofOfWork(config: GuardConfig, value: unknown, now: Date = new Date()): Promise<void> {
  const payload = payloadOf(value);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: guardKey(config.guardSecret, 'altcha'),
  }).catch(() => ({ verified: false, expired: false }));
  if (!result.verified) throw new ProofOfWorkError(result.expired ? 'Proof-of-work challenge expired' : 'Proof-of-work answer is wrong');
  const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(now.getTime() / 1000) + 3600;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: `challenge#${payload.challenge.signature}` },
        UpdateExpression: 'SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#expires)',
        ExpressionAttributeNames: { '#expires': 'expires_at' },
        ExpressionAttributeValues: { ':expires': expiresAt },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new ProofOfWorkError('Proof-of-work challenge was used before');
    throw error;
  }
}
