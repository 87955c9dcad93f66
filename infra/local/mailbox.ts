/**
 * The local mailbox: every email the handlers send through SES v2 lands in aws-ses-v2-local's memory.
 * The shape below is what its GET /store answers (aws-ses-v2-local/dist/store.d.ts, type Email).
 */

export type MailboxEmail = {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
};

/** The emails sent so far, oldest first; `sinceEpochSeconds` keeps those sent at or after that second. */
export async function listEmails(mailboxUrl: string, sinceEpochSeconds?: number): Promise<MailboxEmail[]> {
  const url = new URL('/store', mailboxUrl);
  if (sinceEpochSeconds !== undefined) url.searchParams.set('since', String(Math.floor(sinceEpochSeconds)));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Mailbox ${url} antwoordde met status ${response.status}`);
  const store = (await response.json()) as { emails: MailboxEmail[] };
  return store.emails;
}

/** Empties the mailbox (and the SES templates the emulator holds). */
export async function clearMailbox(mailboxUrl: string): Promise<void> {
  const response = await fetch(new URL('/clear-store', mailboxUrl), { method: 'POST' });
  if (!response.ok) throw new Error(`Mailbox leegmaken mislukte met status ${response.status}`);
}
