import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, sqs } from '../core/clients.ts';
import { errorFields, logger } from '../core/logger.ts';
import type { QueueMessage } from './queue-message.ts';
import { QUEUE_GRACE_MS, redriveAt, redriveIndex } from '../../shared/redrive.ts';

/**
 * Hands a saved row to the worker. Failures are logged, not thrown: the row is saved, it keeps
 * `awaiting_queue_since`, and its `redrive_at` is brought forward so the scheduled re-drive
 * (functions/redrive.ts) queues it within minutes rather than when its emails fall due.
 * Returns whether the message went onto the queue.
 */
export async function enqueue(queueUrl: string, tableName: string, message: QueueMessage): Promise<boolean> {
  try {
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  } catch (error) {
    logger.error('Saved record could not be queued; it waits for the re-drive', {
      kind: message.kind,
      id: message.id,
      ...errorFields(error),
    });
    await hurryRedrive(tableName, message);
    return false;
  }
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id: message.id },
        UpdateExpression: 'SET queued_at = :now REMOVE awaiting_queue_since',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    // Harmless: the re-drive queues it once more, and the worker sends each email only once.
    logger.warn('Record queued, but could not be marked as queued', { kind: message.kind, id: message.id, ...errorFields(error) });
  }
  return true;
}

async function hurryRedrive(tableName: string, message: QueueMessage): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id: message.id },
        UpdateExpression: 'SET #due = :soon',
        // A lead the worker already finished has no redrive_at; it must not get one back.
        ConditionExpression: 'attribute_exists(#due)',
        ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
        ExpressionAttributeValues: { ':soon': redriveAt(new Date(), QUEUE_GRACE_MS) },
      }),
    );
  } catch (error) {
    // The row is still picked up when its emails fall due.
    logger.warn('Could not bring the re-drive forward', { kind: message.kind, id: message.id, ...errorFields(error) });
  }
}
