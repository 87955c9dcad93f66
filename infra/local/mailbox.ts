import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import {
  configurationSetTag,
  isSimulatorAddress,
  sesDetailTypes,
  sesSuppressedReasons,
  simulatorDomain,
  type SesEventBridgeEvent,
  type SesEventRecord,
  type SesEventType,
  type SesMail,
} from '../../shared/ses-events.ts';

/**
 * The local mailbox: SES v2 on one machine. aws-ses-v2-local keeps every email the handlers send (its viewer
 * at /, the emails as JSON at GET /store); in front of it, this module does what SES does after it accepted
 * an email, so bounces and complaints can be tested end to end:
 * - it answers the mailbox simulator's addresses as SES does (success@, bounce@, complaint@,
 *   suppressionlist@simulator.amazonses.com, with or without a +label), and bounces addresses at the
 *   reserved `.invalid` top-level domain (RFC 2606), which no DNS ever resolves;
 * - it keeps the account's suppression list as SES does for our configuration set: an address that bounced
 *   for good (not one that complained: shared/ses-events.ts sesSuppressedReasons; never a simulator address)
 *   is suppressed, and a later email to it is accepted but not delivered, reported as a bounce with
 *   bounceSubType OnAccountSuppressionList; DeleteSuppressedDestination takes one off the list;
 * - for an email sent with a configuration set, it publishes the events that set's EventBridge destination
 *   publishes in AWS (app-spec's mailEvents), in the same envelope and record shape, to the sink the local
 *   stack gives it: the mail-events function.
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

// aws-ses-v2-local is CommonJS with exports.default: Node's ESM loader hands over the whole exports object,
// vitest unwraps `default` itself.
const sesServer: typeof sesModule =
  typeof sesModule === 'function' ? sesModule : (sesModule as unknown as { default: typeof sesModule }).default;

/** What happens to one recipient after SES accepted the email. */
export type Outcome = 'delivered' | 'bounce' | 'complaint' | 'suppressed';

/** SES's answer for a recipient: the mailbox simulator's scenarios, an unresolvable domain, the suppression list. */
export function outcomeOf(address: string, suppressed: ReadonlySet<string>): Outcome {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf('@');
  const [local, domain] = [lower.slice(0, at).split('+')[0]!, lower.slice(at + 1)];
  if (domain === simulatorDomain) {
    if (local === 'bounce') return 'bounce';
    if (local === 'complaint') return 'complaint';
    if (local === 'suppressionlist') return 'suppressed';
    return 'delivered';
  }
  if (suppressed.has(lower)) return 'suppressed';
  if (domain === 'invalid' || domain.endsWith('.invalid')) return 'bounce';
  return 'delivered';
}

/** The records SES publishes for one recipient, in order: the send, then what became of it. */
export function eventRecordsFor(mail: SesMail, recipient: string, outcome: Outcome, at: Date): SesEventRecord[] {
  const time = (offsetMs: number) => new Date(at.getTime() + offsetMs).toISOString();
  const feedbackId = () => `${randomUUID()}-000000`;
  const sent: SesEventRecord = { eventType: 'Send', mail, send: {} };
  const delivered: SesEventRecord = {
    eventType: 'Delivery',
    mail,
    delivery: { timestamp: time(400), recipients: [recipient], smtpResponse: '250 2.6.0 Message received' },
  };
  const bounce = (subType: string, status: string, diagnosticCode: string | undefined): SesEventRecord => ({
    eventType: 'Bounce',
    mail,
    bounce: {
      bounceType: 'Permanent',
      bounceSubType: subType,
      bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status, ...(diagnosticCode ? { diagnosticCode } : {}) }],
      timestamp: time(600),
      feedbackId: feedbackId(),
    },
  });
  switch (outcome) {
    case 'delivered':
      return [sent, delivered];
    case 'bounce':
      return [sent, bounce('General', '5.1.1', 'smtp; 550 5.1.1 user unknown')];
    case 'suppressed':
      return [
        sent,
        bounce(
          'OnAccountSuppressionList',
          '5.1.1',
          'Amazon SES did not send the message to this address because it is on the suppression list for your account.',
        ),
      ];
    case 'complaint':
      return [
        sent,
        delivered,
        {
          eventType: 'Complaint',
          mail,
          complaint: {
            complainedRecipients: [{ emailAddress: recipient }],
            timestamp: time(2000),
            feedbackId: feedbackId(),
            complaintFeedbackType: 'abuse',
          },
        },
      ];
  }
}

/** The part of an SES v2 SendEmail request the events are made of. */
type SendEmailRequest = {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ConfigurationSetName?: string;
  EmailTags?: { Name: string; Value: string }[];
  Content?: { Simple?: { Subject?: { Data?: string } } };
};

export type MailEventSink = (event: SesEventBridgeEvent) => Promise<unknown>;

export type LocalMailbox = {
  server: Server;
  url: string;
  /** Where the configuration set's events go; until one is set, they wait. */
  setEventSink(sink: MailEventSink): void;
  /** Resolves once every event published so far reached the sink (or failed for good). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** Headers of a request as they may be passed on: the hop-by-hop ones and the length are the proxy's own. */
function forwardHeaders(request: IncomingMessage): Record<string, string> {
  const skipped = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name, value]) => !skipped.has(name) && value !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

export async function startMailbox(options: {
  host: string;
  port: number;
  region: string;
  account: string;
  eventTypes: readonly SesEventType[];
}): Promise<LocalMailbox> {
  const inner = await sesServer({ host: options.host, port: 0 });
  const innerUrl = `http://${options.host}:${(inner.address() as AddressInfo).port}`;
  const suppressed = new Set<string>();
  const waiting: SesEventBridgeEvent[] = [];
  let sink: MailEventSink | null = null;
  let chain: Promise<void> = Promise.resolve();

  const deliver = async (event: SesEventBridgeEvent) => {
    // EventBridge retries a failed target; locally three tries a moment apart are enough to ride out a blip.
    for (let attempt = 1; ; attempt++) {
      try {
        await sink!(event);
        return;
      } catch (error) {
        if (attempt >= 3) {
          console.error(
            JSON.stringify({
              level: 'error',
              source: 'mailbox',
              message: 'SES event not delivered',
              eventId: event.id,
              error: String(error),
            }),
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  const publish = (event: SesEventBridgeEvent) => {
    if (!sink) {
      waiting.push(event);
      return;
    }
    chain = chain.then(() => deliver(event));
  };

  /** What SES does after accepting: the events per recipient, and the suppression list kept up to date. */
  const afterSend = (request: SendEmailRequest, messageId: string, outcomes: Map<string, Outcome>) => {
    const at = new Date();
    for (const [recipient, outcome] of outcomes) {
      const reason = outcome === 'bounce' ? 'BOUNCE' : outcome === 'complaint' ? 'COMPLAINT' : null;
      const listed = reason !== null && (sesSuppressedReasons as readonly string[]).includes(reason);
      if (listed && !isSimulatorAddress(recipient)) suppressed.add(recipient.toLowerCase());
    }
    const configurationSet = request.ConfigurationSetName;
    if (!configurationSet) return;
    const source = request.FromEmailAddress ?? '';
    const destination = [...outcomes.keys()];
    const tags: Record<string, string[]> = {
      [configurationSetTag]: [configurationSet],
      'ses:source-ip': ['127.0.0.1'],
      'ses:from-domain': [source.replace(/^.*@/, '').replace(/>$/, '')],
      'ses:caller-identity': ['startsprong-local'],
    };
    for (const tag of request.EmailTags ?? []) tags[tag.Name] = [tag.Value];
    const mail: SesMail = { timestamp: at.toISOString(), messageId, source, destination, tags };
    for (const [recipient, outcome] of outcomes) {
      for (const record of eventRecordsFor(mail, recipient, outcome, at)) {
        if (!options.eventTypes.includes(record.eventType)) continue;
        publish({
          version: '0',
          id: randomUUID(),
          'detail-type': sesDetailTypes[record.eventType],
          source: 'aws.ses',
          account: options.account,
          time: new Date().toISOString(),
          region: options.region,
          resources: [`arn:aws:ses:${options.region}:${options.account}:configuration-set/${configurationSet}`],
          detail: record,
        });
      }
    }
  };

  const front = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      // DeleteSuppressedDestination: SES answers 200 with an empty object, or NotFoundException when the
      // address is not on the account's list (aws-ses-v2-local keeps no list).
      const listed = /^\/v2\/email\/suppression\/addresses\/([^/?]+)$/.exec((request.url ?? '').split('?')[0] ?? '');
      if (listed && request.method === 'DELETE') {
        const address = decodeURIComponent(listed[1]!).toLowerCase();
        if (suppressed.delete(address)) {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else {
          response
            .writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'NotFoundException' })
            .end(JSON.stringify({ message: `Email address ${address} does not exist on your suppression list.` }));
        }
        return;
      }
      const isSend = request.method === 'POST' && (request.url ?? '').split('?')[0] === '/v2/email/outbound-emails';
      let sendRequest: SendEmailRequest | null = null;
      if (isSend) {
        try {
          sendRequest = JSON.parse(body.toString('utf8')) as SendEmailRequest;
        } catch {
          sendRequest = null;
        }
      }
      const recipients = [
        ...(sendRequest?.Destination?.ToAddresses ?? []),
        ...(sendRequest?.Destination?.CcAddresses ?? []),
        ...(sendRequest?.Destination?.BccAddresses ?? []),
      ];
      const outcomes = new Map(recipients.map((recipient) => [recipient, outcomeOf(recipient, suppressed)] as const));
      // Every recipient on the suppression list: SES accepts the email and never delivers it.
      if (sendRequest && recipients.length > 0 && [...outcomes.values()].every((outcome) => outcome === 'suppressed')) {
        const messageId = `${randomUUID()}-local`;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: messageId }));
        afterSend(sendRequest, messageId, outcomes);
        return;
      }
      const answer = await fetch(`${innerUrl}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers: forwardHeaders(request),
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' }).end(bytes);
      if (sendRequest && answer.ok) {
        const messageId = (JSON.parse(bytes.toString('utf8')) as { MessageId?: string }).MessageId;
        if (messageId) afterSend(sendRequest, messageId, outcomes);
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, options.host, () => {
      front.off('error', reject);
      resolve();
    });
  });
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    server: front,
    url: `http://${options.host}:${(front.address() as AddressInfo).port}`,
    setEventSink(next) {
      sink = next;
      for (const event of waiting.splice(0)) publish(event);
    },
    idle: async () => {
      // A send answered a moment ago may still be adding to the chain: settle until it stops growing.
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
        await new Promise((resolve) => setImmediate(resolve));
      } while (seen !== chain);
    },
    async stop() {
      await chain;
      await close(front);
      await close(inner);
    },
  };
}
