/**
 * Errors of the ground floor: what the worker and the storage helpers throw or recognise. Each worker
 * error fails one queue record, so SQS retries it and finally parks it in the dead-letter queue.
 */

export class InvalidQueueMessageError extends Error {
  override name = 'InvalidQueueMessageError';
}

export class RecordNotFoundError extends Error {
  override name = 'RecordNotFoundError';
}

/** Another attempt holds a fresh claim on this email; retrying later is the safe choice. */
export class EmailInProgressError extends Error {
  override name = 'EmailInProgressError';
}

export class EmailSendError extends Error {
  override name = 'EmailSendError';
}

/** DynamoDB's answer when a ConditionExpression did not hold; checked by name so mocks and SDK versions agree. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** S3's answer for a missing object: HeadObject says NotFound, GetObject NoSuchKey, both with status 404. */
export function isNotFound(error: unknown): boolean {
  const err = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'NotFound' || err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404;
}

/** S3's answer when an If-Match (or x-amz-copy-source-if-match) condition did not hold: the object changed. */
export function isPreconditionFailed(error: unknown): boolean {
  const err = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return err?.name === 'PreconditionFailed' || err?.$metadata?.httpStatusCode === 412;
}
