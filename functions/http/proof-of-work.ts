import { createHmac, timingSafeEqual } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { proofOfWork, proofOfWorkMessage } from '../../shared/proof-of-work.ts';
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

/** A challenge as the browser keeps it to say when its form started: our parameters and our signature. */
type Stamp = { parameters: Payload['challenge']['parameters']; signature: string };
type AnswerPayload = Payload & { started?: Stamp };

/** When a verified answer says the form started: the issue time of the form's first challenge, signed by us. */
export type FormStart = { at: Date; signature: string };

function payloadOf(value: unknown): AnswerPayload {
  if (typeof value !== 'string' || value.length > 6000) throw new ProofOfWorkError('No proof-of-work answer');
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as AnswerPayload;
    if (!payload?.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== 'string') throw new Error('shape');
    return payload;
  } catch {
    throw new ProofOfWorkError('Proof-of-work answer is unreadable');
  }
}

/** JSON with keys in order at every depth: what altcha-lib signs (its canonicalJSON). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    : value;

/** When we issued a challenge: our challenges expire `expiresInSeconds` after it (functions/challenge.ts). */
const issuedAt = (parameters: { expiresAt?: number }) =>
  parameters.expiresAt === undefined ? null : new Date((parameters.expiresAt - proofOfWork.expiresInSeconds) * 1000);

/** The issue time of a stamp whose signature is ours, else null. Its expiry does not matter: it only dates the start. */
function stampStart(config: Pick<GuardConfig, 'guardSecret'>, stamp: Stamp | undefined): FormStart | null {
  if (!stamp?.parameters || typeof stamp.signature !== 'string') return null;
  const expected = createHmac('sha256', guardKey(config.guardSecret, 'altcha'))
    .update(JSON.stringify(canonical(stamp.parameters)))
    .digest('hex');
  const given = Buffer.from(stamp.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return null;
  const at = issuedAt(stamp.parameters);
  return at ? { at, signature: stamp.signature } : null;
}

/**
 * Checks the answer (signature, expiry, solution) and then marks its challenge used in the guard table, so
 * the same answer never passes twice. Throws ProofOfWorkError. Returns when the form started by our own
 * clock: the issue time of the form's first challenge when the answer carries it (signed by us), else of the
 * answered one. A time the browser reports is never used.
 */
export async function verifyProofOfWork(config: GuardConfig, value: unknown, now: Date = new Date()): Promise<FormStart> {
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
  const answered = { at: issuedAt(payload.challenge.parameters) ?? now, signature: payload.challenge.signature! };
  const started = stampStart(config, payload.started);
  return started && started.at < answered.at ? started : answered;
}
