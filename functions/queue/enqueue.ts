import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, sqs } from '../core/clients.ts';
import { errorFields, logger } from '../core/logger.ts';
import type { QueueMessage } from './queue-message.ts';

/**
 * Hands a saved row to the worker. Failures are logged, not thrown: the row is saved, and it keeps
 * `awaiting_queue_since` so the scheduled re-drive (functions/redrive.ts) queues it later.
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
