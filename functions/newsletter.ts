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
import { BadRequestError, CrossSiteError, TooManyRequestsError, ValidationError } from './http/errors.ts';
import { crossSiteReason, sameSiteMessage } from './http/same-site.ts';
import { admitFormPost, serverFillMs } from './http/form-guard.ts';
import { contact } from '../shared/business-facts.ts';
import { header, jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { logger } from './core/logger.ts';
import { httpHandler } from './http/handler.ts';
import { linkTokensOf, subscriberId, type LinkAction } from './records/newsletter-record.ts';
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

/** The same answer whatever the address's state: JSON for the React form, the "check your inbox" page for a plain form post. */
const accepted = (source: RequestSource) =>
  source === 'form'
    ? redirectResponse(newsletterPages.pending)
    : jsonResponse(202, { message: `${newsletterMessages.accepted.title} ${newsletterMessages.accepted.description}` });

/** Said when one client signs up more addresses in a day than a person has. */
export const spreadSignUpMessage = `Vanaf deze verbinding zijn vandaag al genoeg aanmeldingen voor de nieuwsbrief verstuurd. Probeer het morgen opnieuw, of mail ons op ${contact.email}.`;

/** Said plainly when the field people never see was filled in: a sign-up is not thanked and then dropped. */
export const automatedSignUpMessage = `Je aanmelding lijkt automatisch ingevuld, dus we hebben hem niet verwerkt. Meld je opnieuw aan via het formulier, of mail ons op ${contact.email}.`;

async function signUp(event: APIGatewayProxyEventV2, fields: Record<string, unknown>, source: RequestSource): Promise<HttpResponse> {
  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const admission = await admitFormPost(env(), event, source, fields, parsed.data.website ? null : parsed.data.email);
  if (parsed.data.website) {
    throw new BadRequestError('Newsletter honeypot filled', automatedSignUpMessage);
  }
  // A sign-up is its confirmation email: without one there is nothing to save, so the visitor is told.
  if (admission.recipientsCapReached)
    throw new TooManyRequestsError(null, 'Client reached its daily share of recipients', spreadSignUpMessage);
  const id = subscriberId(parsed.data.email, env().subscriberKey);
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
          'SET kind = :kind, email = :email, #status = :pending, confirm_token = if_not_exists(confirm_token, :confirmToken), ' +
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
          ':pending': 'pending',
          ':confirmed': 'confirmed',
          // Kept across repeated sign-ups (if_not_exists), so the links of an earlier email keep working.
          ':confirmToken': randomBytes(24).toString('base64url'),
          ':unsubscribeToken': randomBytes(24).toString('base64url'),
          ':now': now.toISOString(),
          ':empty': {},
          ':request': randomUUID(),
          ':redriveAt': redriveAt(now),
          ':expires': Math.floor(now.getTime() / 1000) + PENDING_DAYS * 24 * 60 * 60,
          ':windowStart': new Date(now.getTime() - RESEND_WINDOW_MINUTES * 60 * 1000).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    logger.info('Newsletter sign-up needs no new email', { id });
    return accepted(source);
  }
  await enqueue(env().queueUrl, env().newsletterTable, { kind: 'newsletter', id });
  return accepted(source);
}

type LinkCredentials = { id: string; token: string };

/**
 * The id and token a button or mail app sends: the page's form fields, or the link's query (the one-click
 * POST goes to the link itself). Without JavaScript the page cannot copy its query into the form, so the
 * page's own address in Referer (sent in full to the same origin under the site's referrer policy) is the
 * last place to look.
 */
export function linkCredentials(event: APIGatewayProxyEventV2, fields: Record<string, unknown>): LinkCredentials {
  const fromFields = { id: typeof fields.id === 'string' ? fields.id : '', token: typeof fields.token === 'string' ? fields.token : '' };
  if (fromFields.id || fromFields.token) return fromFields;
  const query = new URLSearchParams(event.rawQueryString ?? '');
  if (query.has('id') || query.has('token')) return { id: query.get('id') ?? '', token: query.get('token') ?? '' };
  const referer = header(event, 'referer');
  if (referer) {
    try {
      const page = new URL(referer);
      const pages: string[] = [newsletterPages.confirm, newsletterPages.unsubscribe];
      if (pages.includes(page.pathname.replace(/\/+$/, ''))) {
        return { id: page.searchParams.get('id') ?? '', token: page.searchParams.get('token') ?? '' };
      }
    } catch {
      // Not a URL: no credentials from it.
    }
  }
  return { id: '', token: '' };
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

const invalidLink = 'Deze link werkt niet (meer). Meld je opnieuw aan voor de nieuwsbrief.';

async function confirm(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const { source, fields } = parseRequestBody(event);
  const subscriber = await subscriberOf(linkCredentials(event, fields), 'confirm');
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
  const credentials = linkCredentials(event, fields);
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
