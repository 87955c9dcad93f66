import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { redriveAt, redriveIndex } from '../../shared/redrive.ts';

/**
 * Puts a lead on the queue again, as the API does: the worker sends whichever of its emails are not out
 * yet, never one twice. It also puts the lead back under the re-drive's watch with a fresh count, so a
 * resend during an outage is not lost either. The re-drive time is set before the message goes out, so a
 * worker that finishes at once takes the lead off that watch again. Shared by the staff area's "Opnieuw
 * versturen" and `npm run leads -- resend`, each with its own clients.
 */
export async function requeueLead(
  clients: { documents: Pick<DynamoDBDocumentClient, 'send'>; sqs: Pick<SQSClient, 'send'> },
  where: { tableName: string; queueUrl: string },
  lead: { kind: LeadKind; id: string },
  now = new Date(),
): Promise<void> {
  await clients.documents.send(
    new UpdateCommand({
      TableName: where.tableName,
      Key: { id: lead.id },
      UpdateExpression: 'SET #due = :due, redrive_count = :zero REMOVE stranded_at',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
      ExpressionAttributeValues: { ':due': redriveAt(now), ':zero': 0 },
    }),
  );
  await clients.sqs.send(
    new SendMessageCommand({ QueueUrl: where.queueUrl, MessageBody: JSON.stringify({ kind: lead.kind, id: lead.id }) }),
  );
}
