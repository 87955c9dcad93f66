import { randomUUID } from 'node:crypto';
import middy from '@middy/core';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { CONTACT_MESSAGE_MAX } from '../shared/contact-copy.ts';
import { contactSchema } from '../shared/contact.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import { expiresAt } from './records/expiry.ts';
import type { ContactRow } from './records/contact-record.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { ValidationError } from './http/errors.ts';
import { httpErrors, jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { logContext, logger } from './core/logger.ts';
import { countMetric } from './core/metrics.ts';
import { metricNames } from '../shared/metrics.ts';
import { fromCloudFront } from './http/origin-check.ts';
import { redriveAt } from '../shared/redrive.ts';

/**
 * POST /api/contact: saves a contact message, then queues it for the worker, which sends the emails.
 * The JavaScript form posts JSON and gets 201 {id}; the plain HTML form posts urlencoded and is
 * redirected to the confirmation page.
 */

const env = defineEnv(['contactTable', 'queueUrl']);

/** The prerendered confirmation page for visitors without JavaScript. */
export const CONFIRMATION_PATH = '/contact/verzonden';

const fieldLabels: Record<string, string> = {
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  message: 'Bericht',
  submissionId: 'Formulier',
};

export type ContactDecision =
  /** The honeypot was filled: answer as if saved, so the bot learns nothing, but keep nothing. */
  { action: 'ignore'; id: string } | { action: 'save'; row: ContactRow };

/** Decides what a submission becomes. Throws ValidationError with Dutch messages per field. */
export function decideContact(
  fields: Record<string, unknown>,
  context: { source: RequestSource; now: Date; newId: () => string },
): ContactDecision {
  const submissionId = typeof fields.submissionId === 'string' ? fields.submissionId : undefined;
  if (typeof fields.website === 'string' && fields.website.trim() !== '') {
    return { action: 'ignore', id: submissionId ?? context.newId() };
  }

  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));

  const input = parsed.data;
  const createdAt = context.now.toISOString();
  return {
    action: 'save',
    row: {
      id: input.submissionId ?? context.newId(),
      kind: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      created_at: createdAt,
      source: context.source,
      email_status: {},
      awaiting_queue_since: createdAt,
      redrive_at: redriveAt(context.now),
      expires_at: expiresAt(context.now),
    },
  };
}

/** True when saved now, false when this submission id was saved before (a retried or double submit). */
async function saveOnce(row: ContactRow): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env().contactTable,
        Item: row,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

function success(source: RequestSource, id: string): HttpResponse {
  return source === 'form' ? redirectResponse(CONFIRMATION_PATH) : jsonResponse(201, { id });
}

export const handler = middy<APIGatewayProxyEventV2, HttpResponse, Error, Context>()
  .use(logContext())
  .use(
    httpErrors({
      formPage: {
        backHref: '/contact',
        backLabel: 'Terug naar het contactformulier',
        fieldLabels,
        form: {
          action: '/api/contact',
          submitLabel: 'Verstuur bericht',
          fields: [
            { name: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
            { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
            { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 30, optional: true },
            { name: 'message', type: 'textarea', maxLength: CONTACT_MESSAGE_MAX },
          ],
        },
      },
    }),
  )
  .use(fromCloudFront())
  .handler(async (event) => {
    const { source, fields } = parseRequestBody(event);
    const decision = decideContact(fields, { source, now: new Date(), newId: randomUUID });

    if (decision.action === 'ignore') {
      logger.warn('Honeypot filled; nothing saved', { id: decision.id, source });
      return success(source, decision.id);
    }

    const { row } = decision;
    const isNew = await saveOnce(row);
    logger.info(isNew ? 'Contact message saved' : 'Contact message was already saved', { id: row.id, source });
    if (isNew) countMetric(metricNames.leadsCreated, 'contact');
    await enqueue(env().queueUrl, env().contactTable, { kind: 'contact', id: row.id });
    return success(source, row.id);
  });
