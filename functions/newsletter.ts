import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NEWSLETTER_MIN_FILL_MS, newsletterMessages, newsletterPages, RESEND_WINDOW_MINUTES } from '../shared/newsletter-copy.ts';
import { foundViaField } from '../shared/attribution-fields.ts';
import { personFields } from '../shared/form-fields.ts';
import { newsletterSchema } from '../shared/newsletter.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { BadRequestError, ConflictError, CrossSiteError, TooManyRequestsError, ValidationError } from './http/errors.ts';
import { crossSiteReason, sameSiteMessage } from './http/same-site.ts';
import { admitFormPost, serverFillMs, type ConfirmationOutlook } from './http/form-guard.ts';
import { confirmationRef } from './mail/client-reputation.ts';
import { contact } from '../shared/business-facts.ts';
import { jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { logger } from './core/logger.ts';
import { httpHandler } from './http/handler.ts';
import { searchKeysOf } from './records/search-keys.ts';
import { linkTokensOf, newsletterConfirmationName, subscriberId, type LinkAction } from './records/newsletter-record.ts';
import { linkCredentials, type LinkCredentials } from './http/link-credentials.ts';
import { redriveAt } from '../shared/redrive.ts';
import { parseAttribution, storedAttribution } from '../shared/attribution.ts';
import { countLead } from './attribution/lead-counts.ts';

/**
 * The newsletter with double opt-in:
 *   POST /api/newsletter                 saves a pending subscriber and queues the confirmation email;
 *                                        as JSON from the React form, or as a plain form post without JavaScript
 *   POST /api/newsletter/bevestigen      the button on the page the email's link opens: confirms
 *   POST /api/newsletter/afmelden        that page's unsubscribe button, and the mail app's one-click
 *                                        unsubscribe (RFC 8058): forgets the subscriber
 *   GET  /api/newsletter/bevestigen|afmelden   links in emails sent before the pages existed: change
 *                                        nothing and send the reader on to the page with the button
 * Only a POST changes anything: mail scanners open every link in an email, and would otherwise confirm
 * and then delete subscribers. A sign-up always answers the same, so it reveals nothing about who is
 * subscribed, and a repeat within a few minutes sends no second email.
 */

const env = defineEnv(['newsletterTable', 'queueUrl', 'subscriberKey', 'guardTable', 'guardSecret', 'countsTable', 'siteUrl']);

/** Pending sign-ups nobody confirmed are forgotten after a week. */
const PENDING_DAYS = 7;

/**
 * The same answer whatever the address's state, so the form reveals nothing about who subscribed: JSON for the
 * React form, the "check your inbox" page for a plain form post. Only while confirmations wait for everyone
 * (a pause) or for this mailbox (its share of emails today) does the JSON say the email comes later.
 */
const accepted = (source: RequestSource, outlook: ConfirmationOutlook | null) => {
  if (source === 'form') return redirectResponse(newsletterPages.pending);
  const later = outlook?.state === 'later';
  const { title, description } = later ? newsletterMessages.delayed : newsletterMessages.accepted;
  return jsonResponse(202, { message: `${title} ${description}`, ...(later ? { delayed: true } : {}) });
};

/** Said when one client signs up more addresses in a day than a person has. */
export const spreadSignUpMessage = `Vanaf deze verbinding zijn vandaag al genoeg aanmeldingen voor de nieuwsbrief verstuurd. Probeer het morgen opnieuw, of mail ons op ${contact.email}.`;

/** Said when confirmations this connection asked for bounced or were marked as spam: none go out from it for a while. */
export const bouncedClientSignUpMessage = `Vanaf deze verbinding kunnen we op dit moment geen bevestigingen sturen, omdat eerdere e-mails niet aankwamen. Probeer het over een week opnieuw, of mail ons op ${contact.email}.`;

/**
 * Said when the address may get no email from us for now: it bounced, or its owner marked one of our emails
 * as spam. It tells whoever types the address that much; a sign-up that says "check your inbox" and sends
 * nothing would tell the owner less.
 */
export const suppressedSignUpMessage = `We sturen op dit moment geen e-mail naar dit adres, omdat een eerdere e-mail niet aankwam of als spam werd gemeld. Mail ons op ${contact.email} als je je toch wilt aanmelden.`;

/** Said plainly when the field people never see was filled in: a sign-up is not thanked and then dropped. */
export const automatedSignUpMessage = `Je aanmelding lijkt automatisch ingevuld, dus we hebben hem niet verwerkt. Meld je opnieuw aan via het formulier, of mail ons op ${contact.email}.`;

/** A sign-up is its confirmation email: one that cannot go out is refused, saying why, and nothing is saved. */
function refuseUnconfirmable(outlook: ConfirmationOutlook | null): void {
  if (outlook?.state !== 'none') return;
  if (outlook.reason === 'suppressed') throw new ConflictError('Newsletter sign-up of a suppressed address', suppressedSignUpMessage);
  if (outlook.reason === 'client_bounced')
    throw new TooManyRequestsError(null, 'Client whose confirmations bounced', bouncedClientSignUpMessage);
  throw new TooManyRequestsError(null, `Newsletter confirmation refused: ${outlook.reason}`, spreadSignUpMessage);
}

async function signUp(event: APIGatewayProxyEventV2, fields: Record<string, unknown>, source: RequestSource): Promise<HttpResponse> {
  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const id = subscriberId(parsed.data.email, env().subscriberKey);
  const request = randomUUID();
  const confirm = parsed.data.website
    ? null
    : { to: parsed.data.email, ref: confirmationRef('newsletter', id, newsletterConfirmationName(request)), waits: true };
  const admission = await admitFormPost(env(), event, source, fields, confirm);
  if (parsed.data.website) {
    throw new BadRequestError('Newsletter honeypot filled', automatedSignUpMessage);
  }
  refuseUnconfirmable(admission.confirmation);
  const now = new Date();
  // Where the visitor came from, checked on its own so it never costs the sign-up; the latest sign-up's counts.
  const attribution = parseAttribution(fields.attribution, fields[foundViaField.name]);
  // Whether the confirmation may count in the overview (attribution/lead-counts.ts): a person's pace by our clock, a client not refused before.
  const paced = admission.start !== null && (await serverFillMs(env(), admission.start, id, now)) >= NEWSLETTER_MIN_FILL_MS;
  const countsInOverview = paced && !admission.clientLimited;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().newsletterTable,
        Key: { id },
        UpdateExpression:
          'SET kind = :kind, email = :email, mailbox_key = :mailbox, #status = :pending, confirm_token = if_not_exists(confirm_token, :confirmToken), ' +
          'unsubscribe_token = if_not_exists(unsubscribe_token, :unsubscribeToken), created_at = if_not_exists(created_at, :now), ' +
          'email_status = if_not_exists(email_status, :empty), request_id = :request, confirmation_requested_at = :now, awaiting_queue_since = :now, redrive_at = :redriveAt, expires_at = :expires, ' +
          'counts_in_overview = :counts' +
          (attribution ? ', #attribution = :attribution' : ''),
        // A confirmed subscriber stays as is; a pending one gets a new email only after the resend window.
        ConditionExpression: 'attribute_not_exists(id) OR (#status <> :confirmed AND confirmation_requested_at < :windowStart)',
        ExpressionAttributeNames: { '#status': 'status', ...(attribution ? { '#attribution': 'attribution' } : {}) },
        ExpressionAttributeValues: {
          ...(attribution ? { ':attribution': attribution } : {}),
          ':kind': 'newsletter',
          ':counts': countsInOverview,
          ':email': parsed.data.email,
          // The staff area's erasure finds the subscriber under any spelling of the address (records/search-keys.ts).
          ':mailbox': searchKeysOf({ email: parsed.data.email, phone: null }).mailbox_key,
          ':pending': 'pending',
          ':confirmed': 'confirmed',
          // Kept across repeated sign-ups (if_not_exists), so the links of an earlier email keep working.
          ':confirmToken': randomBytes(24).toString('base64url'),
          ':unsubscribeToken': randomBytes(24).toString('base64url'),
          ':now': now.toISOString(),
          ':empty': {},
          ':request': request,
          ':redriveAt': redriveAt(now),
          ':expires': Math.floor(now.getTime() / 1000) + PENDING_DAYS * 24 * 60 * 60,
          ':windowStart': new Date(now.getTime() - RESEND_WINDOW_MINUTES * 60 * 1000).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    logger.info('Newsletter sign-up needs no new email', { id });
    return accepted(source, admission.confirmation);
  }
  await enqueue(env().queueUrl, env().newsletterTable, { kind: 'newsletter', id });
  return accepted(source, admission.confirmation);
}

/**
 * The subscriber the credentials point at, when the token is this action's (a confirmation link cannot
 * unsubscribe, nor an unsubscribe link confirm); null for a wrong or used link.
 */
async function subscriberOf({ id, token }: LinkCredentials, action: LinkAction): Promise<{ id: string; status: string } | null> {
  if (!/^[0-9a-f]{40}$/.test(id) || token.length < 16 || token.length > 100) return null;
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().newsletterTable, Key: { id }, ConsistentRead: true }));
  if (!Item) return null;
  const expected = linkTokensOf({
    confirm_token: typeof Item.confirm_token === 'string' ? Item.confirm_token : undefined,
    unsubscribe_token: typeof Item.unsubscribe_token === 'string' ? Item.unsubscribe_token : undefined,
    token: typeof Item.token === 'string' ? Item.token : undefined,
  })[action];
  const given = Buffer.from(token);
  const matches = expected
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === given.length && timingSafeEqual(candidate, given));
  return matches ? { id, status: String(Item.status) } : null;
}

/** A GET of an API link changes nothing: it sends the reader on to the page with the button, keeping only id and token. */
function toPage(event: APIGatewayProxyEventV2, page: string): HttpResponse {
  const query = new URLSearchParams(event.rawQueryString ?? '');
  const kept = new URLSearchParams();
  for (const name of ['id', 'token']) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return redirectResponse(search ? `${page}?${search}` : page);
}

/** The answer to a button: the outcome's page for a form post, JSON for the page's script. */
function outcome(source: RequestSource, page: string, ok: boolean, message: string): HttpResponse {
  if (source === 'form') return redirectResponse(page);
  return ok ? jsonResponse(200, { message }) : jsonResponse(400, { error: message });
}

/** The pages the email's links open, whose address (Referer) a post without JavaScript carries. */
const newsletterLinkPages = [newsletterPages.confirm, newsletterPages.unsubscribe];

const invalidLink = 'Deze link werkt niet (meer). Meld je opnieuw aan voor de nieuwsbrief.';

async function confirm(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const subscriber = await subscriberOf(linkCredentials(event, fields, newsletterLinkPages), 'confirm');
  if (!subscriber) return outcome(source, newsletterPages.invalid, false, invalidLink);
  if (subscriber.status !== 'confirmed') {
    const now = new Date();
    const { Attributes: before } = await dynamo.send(
      new UpdateCommand({
        TableName: env().newsletterTable,
        Key: { id: subscriber.id },
        // Confirmed subscribers stay until they unsubscribe: no expiry.
        UpdateExpression: 'SET #status = :confirmed, confirmed_at = :now REMOVE expires_at',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now.toISOString() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    logger.info('Newsletter subscription confirmed', { id: subscriber.id });
    // A subscriber counts in the overview once, in the week they confirmed: the one request that changed the
    // status counts (DynamoDB applies updates to an item one at a time, so a second click sees "confirmed").
    if (before?.status !== 'confirmed') {
      await countLead(env().countsTable, {
        kind: 'newsletter',
        at: now,
        attribution: storedAttribution(before?.attribution),
        paced: before?.counts_in_overview === true,
      });
    }
  }
  return outcome(source, newsletterPages.confirmed, true, 'Je aanmelding is bevestigd.');
}

/** Unsubscribing forgets the address entirely (AVG): nothing is kept to send to. */
async function unsubscribe(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  // A mail app's one-click POST carries "List-Unsubscribe=One-Click" as a form body.
  const { source, fields } = event.body ? parseRequestBody(event) : { source: 'js' as const, fields: {} };
  const credentials = linkCredentials(event, fields, newsletterLinkPages);
  const subscriber = await subscriberOf(credentials, 'unsubscribe');
  if (subscriber) {
    await dynamo.send(new DeleteCommand({ TableName: env().newsletterTable, Key: { id: subscriber.id } }));
    logger.info('Newsletter subscriber removed', { id: subscriber.id });
  }
  if (fields['List-Unsubscribe'] === 'One-Click') return jsonResponse(200, { message: 'Je bent afgemeld.' });
  // A link used before finds nobody; the reader is unsubscribed either way.
  const known = subscriber !== null || /^[0-9a-f]{40}$/.test(credentials.id);
  return outcome(source, known ? newsletterPages.unsubscribed : newsletterPages.invalid, known, known ? 'Je bent afgemeld.' : invalidLink);
}

export const handler = httpHandler(
  {
    env,
    formPage: {
      backHref: '/blog',
      backLabel: 'Terug naar de blog',
      fields: [personFields.email],
      heading: 'Je aanmelding is nog niet verstuurd',
    },
  },
  async (event) => {
    const path = event.rawPath.replace(/\/+$/, '');
    const isGet = event.requestContext.http.method === 'GET';
    if (path.endsWith('/bevestigen')) return isGet ? toPage(event, newsletterPages.confirm) : confirm(event);
    // The one-click unsubscribe is posted by mail providers' servers, so only the sign-up is checked.
    if (path.endsWith('/afmelden')) return isGet ? toPage(event, newsletterPages.unsubscribe) : unsubscribe(event);
    const crossSite = crossSiteReason(event, () => env().siteUrl);
    if (crossSite) throw new CrossSiteError(crossSite, sameSiteMessage);
    const { source, fields } = parseRequestBody(event);
    return signUp(event, fields, source);
  },
);
