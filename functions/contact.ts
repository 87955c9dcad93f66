import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CONTACT_MIN_FILL_MS, contactFields } from '../shared/contact-copy.ts';
import { contactSchema } from '../shared/contact.ts';
import { foundViaField } from '../shared/attribution-fields.ts';
import { storedValuesOf } from '../shared/form-fields.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import type { ContactRow } from './records/contact-record.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { ValidationError } from './http/errors.ts';
import { admitFormPost, serverFillMs } from './http/form-guard.ts';
import { admitted } from './records/abuse-flags.ts';
import { newLeadFields } from './records/new-lead.ts';
import { visitorConfirmation } from './records/email-status.ts';
import { confirmationRef } from './mail/client-reputation.ts';
import { searchKeysOf } from './records/search-keys.ts';
import { countNewLead } from './inbox/new-lead.ts';
import { httpHandler } from './http/handler.ts';
import { jsonResponse, parseRequestBody, redirectResponse, type HttpResponse, type RequestSource } from './http/http.ts';
import { logger } from './core/logger.ts';
import { countMetric } from './core/metrics.ts';
import { metricNames } from '../shared/metrics.ts';
import { parseAttribution } from '../shared/attribution.ts';
import { countLead } from './attribution/lead-counts.ts';

/**
 * POST /api/contact: saves a contact message, then queues it for the worker, which sends the emails.
 * The JavaScript form posts JSON and gets 201 {id}; the plain HTML form posts urlencoded and is
 * redirected to the confirmation page.
 */

const env = defineEnv(['contactTable', 'queueUrl', 'guardTable', 'guardSecret', 'countsTable', 'siteUrl']);

/** The prerendered confirmation page for visitors without JavaScript. */
export const CONFIRMATION_PATH = '/contact/verzonden';

export type ContactDecision = { action: 'save'; row: ContactRow };

/**
 * Decides what a submission becomes. Throws ValidationError with Dutch messages per field.
 *
 * A filled honeypot (the field people never see) does not throw the message away: it is saved flagged as
 * probably automated, staff get it marked so, and no confirmation goes to the address it names. A person
 * whose browser filled the field by mistake loses nothing, and a script gains nothing (no email to a
 * stranger, and the per-client limit bounds what it can save).
 */
export function decideContact(
  fields: Record<string, unknown>,
  context: { source: RequestSource; now: Date; newId: () => string },
): ContactDecision {
  const parsed = contactSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));

  const input = parsed.data;
  const honeypot = Boolean(input.website?.trim());
  // Checked on its own: where the visitor came from never costs them their message (shared/attribution.ts).
  const attribution = parseAttribution(fields.attribution, fields[foundViaField.name]);
  return {
    action: 'save',
    row: {
      id: input.submissionId ?? context.newId(),
      kind: 'contact',
      // Every field of the form (shared/contact-copy.ts) under its stored name.
      ...(storedValuesOf(contactFields, input) as Pick<ContactRow, 'name' | 'email' | 'phone' | 'message'>),
      ...searchKeysOf(input),
      ...newLeadFields(context, attribution, honeypot),
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

export const handler = httpHandler(
  {
    env,
    sameSiteOnly: () => env().siteUrl,
    formPage: {
      backHref: '/contact',
      backLabel: 'Terug naar het contactformulier',
      fields: [...contactFields, foundViaField],
      otherLabels: { submissionId: 'Formulier' },
      form: { action: '/api/contact', submitLabel: 'Verstuur bericht' },
    },
  },
  async (event) => {
    const { source, fields } = parseRequestBody(event);
    // Validated first, so a visitor's typo costs nothing; counted before anything is saved.
    const now = new Date();
    const decided = decideContact(fields, { source, now, newId: randomUUID }).row;
    const confirm = decided.email_status[visitorConfirmation]
      ? null
      : { to: decided.email, ref: confirmationRef('contact', decided.id, visitorConfirmation), waits: false };
    const admission = await admitFormPost(env(), event, source, fields, confirm);
    const row = admitted(decided, admission);
    if (row.abuse_flags) logger.warn('Contact message flagged', { id: row.id, flags: row.abuse_flags });
    const isNew = await saveOnce(row);
    logger.info(isNew ? 'Contact message saved' : 'Contact message was already saved', { id: row.id, source });
    if (isNew) {
      countMetric(metricNames.leadsCreated, { Kind: 'contact' });
      // A plain post without JavaScript has no proof-of-work start, so no pace to show: it is not counted.
      const paced = admission.start !== null && (await serverFillMs(env(), admission.start, row.id, now)) >= CONTACT_MIN_FILL_MS;
      // Two counters, neither of which ever throws: side by side, not one after the other.
      await Promise.all([
        countLead(env().countsTable, { kind: 'contact', at: now, attribution: row.attribution, flags: row.abuse_flags, paced }),
        countNewLead(env().countsTable, { kind: 'contact', createdAt: row.created_at }),
      ]);
    }
    await enqueue(env().queueUrl, env().contactTable, { kind: 'contact', id: row.id });
    return success(source, row.id);
  },
);
