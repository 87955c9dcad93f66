import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { attachedPrefix } from '../../shared/upload-keys.ts';

/**
 * The AVG right to erasure: every lead, contact message and newsletter subscription of one address, and
 * every file stored under those leads (also uploads never attached to a submitted intake). Finding the
 * person's leads is the caller's (the leads tool scans, the staff API reads the listing index); what goes
 * and how is decided here, once, for both.
 */

export type ErasureClients = { documents: Pick<DynamoDBDocumentClient, 'send'>; s3: Pick<S3Client, 'send'> };
export type ErasableLead = { kind: LeadKind; id: string; createdAt: string; email: string };

/** The person's leads among `leads`: the address compared without regard to case or surrounding spaces. */
export function leadsOfPerson<Lead extends { email: string }>(leads: readonly Lead[], email: string): Lead[] {
  const wanted = email.trim().toLowerCase();
  return leads.filter((lead) => lead.email.trim().toLowerCase() === wanted);
}

/** The keys of every file stored under the intakes among `leads`. */
export async function filesOfLeads(clients: ErasureClients, bucket: string | undefined, leads: readonly ErasableLead[]): Promise<string[]> {
  const keys: string[] = [];
  if (!bucket) return keys;
  for (const lead of leads.filter((candidate) => candidate.kind === 'intake')) {
    let token: string | undefined;
    do {
      const page = await clients.s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: attachedPrefix(lead.id), ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.NextContinuationToken;
    } while (token);
  }
  return keys;
}

/** Deletes the rows and the files; the files in batches of 1,000, the most one DeleteObjects takes. */
export async function eraseLeads(
  clients: ErasureClients,
  where: { tableOf: (kind: LeadKind) => string; bucket: string | undefined },
  leads: readonly ErasableLead[],
  fileKeys: readonly string[],
): Promise<void> {
  for (const lead of leads) await clients.documents.send(new DeleteCommand({ TableName: where.tableOf(lead.kind), Key: { id: lead.id } }));
  for (let start = 0; start < fileKeys.length && where.bucket; start += 1000) {
    const batch = fileKeys.slice(start, start + 1000);
    await clients.s3.send(
      new DeleteObjectsCommand({ Bucket: where.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
}

/** What the audit trail says of an erasure: counts and lead ids, never the address the person asked to have erased. */
export function erasureSummary(leads: readonly Pick<ErasableLead, 'kind' | 'id'>[], fileCount: number): string {
  const what = `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} en ${fileCount} ${fileCount === 1 ? 'bestand' : 'bestanden'} gewist`;
  return `${what}: ${leads.map((lead) => `${lead.kind} ${lead.id}`).join(', ')}`;
}
