import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { newsletterMessages, newsletterPages, RESEND_WINDOW_MINUTES } from '../shared/newsletter-copy.ts';
import { newsletterSchema } from '../shared/newsletter.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { BadRequestError, ForbiddenError, ValidationError } from './http/errors.ts';
import { crossSiteReason, sameSiteMessage } from './http/same-site.ts';
import { admitFormPost } from './http/form-guard.ts';
import { contact } from '../shared/business-facts.ts';
import { httpErrors, jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { logContext, logger } from './core/logger.ts';
import { subscriberId } from './records/newsletter-record.ts';

/**
 * The newsletter with double opt-in:
 *   POST /api/newsletter                 saves a pending subscriber and queues the confirmation email;
 *                                        as JSON from the React form, or as a plain form post without JavaScript
 *   GET  /api/newsletter/bevestigen      the link in that email: confirms, lands on a Dutch page
 *   GET|POST /api/newsletter/afmelden    the link in every email: forgets the subscriber in one click
 * A sign-up always answers the same, so it reveals nothing about who is subscribed, and a repeat within
 * a few minutes sends no second email.
 */

const env = defineEnv(['newsletterTable', 'queueUrl', 'guardTable', 'guardSecret']);

/** Pending sign-ups nobody confirmed are forgotten after a week. */
const PENDING_DAYS = 7;

/** The same answer whatever the address's state: JSON for the React form, the "check your inbox" page for a plain form post. */
const accepted = (source: RequestSource) =>
  source === 'form'
    ? redirectResponse(newsletterPages.pending)
    : jsonResponse(202, { message: `${newsletterMessages.accepted.title} ${newsletterMessages.accepted.description}` });

/** Said plainly when the field people never see was filled in: a sign-up is not thanked and then dropped. */
export const automatedSignUpMessage = `Je aanmelding lijkt automatisch ingevuld, dus we hebben hem niet verwerkt. Meld je opnieuw aan via het formulier, of mail ons op ${contact.email}.`;

async function signUp(event: APIGatewayProxyEventV2, fields: Record<string, unknown>, source: RequestSource): Promise<HttpResponse> {
  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  await admitFormPost(env(), event, source, fields);
  if (parsed.data.website) {
    throw new BadRequestError('Newsletter honeypot filled', automatedSignUpMessage);
  }
  const id = subscriberId(parsed.data.email);
  const now = new Date();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().newsletterTable,
        Key: { id },
        UpdateExpression:
          'SET kind = :kind, email = :email, #status = :pending, #token = if_not_exists(#token, :token), created_at = if_not_exists(created_at, :now), ' +
          'email_status = if_not_exists(email_status, :empty), request_id = :request, confirmation_requested_at = :now, awaiting_queue_since = :now, expires_at = :expires',
        // A confirmed subscriber stays as is; a pending one gets a new email only after the resend window.
        ConditionExpression: 'attribute_not_exists(id) OR (#status <> :confirmed AND confirmation_requested_at < :windowStart)',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: {
          ':kind': 'newsletter',
          ':email': parsed.data.email,
          ':pending': 'pending',
          ':confirmed': 'confirmed',
          ':token': randomBytes(24).toString('base64url'),
          ':now': now.toISOString(),
          ':empty': {},
          ':request': randomUUID(),
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

/** The subscriber the link points at, when its token matches; null for a wrong or used link. */
async function fromLink(event: APIGatewayProxyEventV2): Promise<{ id: string; status: string } | null> {
  const query = new URLSearchParams(event.rawQueryString ?? '');
  const id = query.get('id') ?? '';
  const token = query.get('token') ?? '';
  if (!/^[0-9a-f]{40}$/.test(id) || token.length < 16 || token.length > 100) return null;
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().newsletterTable, Key: { id }, ConsistentRead: true }));
  if (!Item || typeof Item.token !== 'string') return null;
  const expected = Buffer.from(Item.token);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, status: String(Item.status) } : null;
}

async function confirm(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const subscriber = await fromLink(event);
  if (!subscriber) return redirectResponse(newsletterPages.invalid);
  if (subscriber.status !== 'confirmed') {
    await dynamo.send(
      new UpdateCommand({
        TableName: env().newsletterTable,
        Key: { id: subscriber.id },
        // Confirmed subscribers stay until they unsubscribe: no expiry.
        UpdateExpression: 'SET #status = :confirmed, confirmed_at = :now REMOVE expires_at',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': new Date().toISOString() },
      }),
    );
    logger.info('Newsletter subscription confirmed', { id: subscriber.id });
  }
  return redirectResponse(newsletterPages.confirmed);
}

/** Unsubscribing forgets the address entirely (AVG): nothing is kept to send to. */
async function unsubscribe(event: APIGatewayProxyEventV2): Promise<HttpResponse> {
  const subscriber = await fromLink(event);
  if (subscriber) {
    await dynamo.send(new DeleteCommand({ TableName: env().newsletterTable, Key: { id: subscriber.id } }));
    logger.info('Newsletter subscriber removed', { id: subscriber.id });
  }
  // A link used before finds nobody; the visitor is unsubscribed either way.
  if (event.requestContext.http.method === 'POST') return jsonResponse(200, { message: 'Je bent afgemeld.' });
  return redirectResponse(
    subscriber || new URLSearchParams(event.rawQueryString ?? '').has('id') ? newsletterPages.unsubscribed : newsletterPages.invalid,
  );
}

export const handler = middy<APIGatewayProxyEventV2, HttpResponse, Error, Context>()
  .use(logContext())
  .use(
    httpErrors({
      formPage: {
        backHref: '/blog',
        backLabel: 'Terug naar de blog',
        fieldLabels: { email: 'E-mailadres' },
        heading: 'Je aanmelding is nog niet verstuurd',
      },
    }),
  )
  .handler(async (event) => {
    const path = event.rawPath.replace(/\/+$/, '');
    if (path.endsWith('/bevestigen')) return confirm(event);
    // The one-click unsubscribe is posted by mail providers' servers, so only the sign-up is checked.
    if (path.endsWith('/afmelden')) return unsubscribe(event);
    const crossSite = crossSiteReason(event);
    if (crossSite) throw new ForbiddenError(crossSite, sameSiteMessage);
    const { source, fields } = parseRequestBody(event);
    return signUp(event, fields, source);
  });
