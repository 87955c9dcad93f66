import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { uploads as limits } from '../shared/business-facts.ts';
import { acceptedContentType, uploadMessages as fileMessages } from '../shared/attachments.ts';
import { MIN_FILL_MS } from '../shared/intake-copy.ts';
import { intakeSchema, type Intake } from '../shared/intake.ts';
import { storedAnswersOf } from '../shared/intake-fields.ts';
import { foundViaField } from '../shared/attribution-fields.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { contentFinding, describeObject } from './storage/attachments.ts';
import { cleanFileName } from '../shared/file-names.ts';
import type { FileFinding } from '../shared/file-signatures.ts';
import { enqueue } from './queue/enqueue.ts';
import { expiresAt } from './records/expiry.ts';
import { defineEnv } from './core/env.ts';
import { admitFormPost, serverFillMs } from './http/form-guard.ts';
import { abuseFlagsOf, admitted } from './records/abuse-flags.ts';
import { searchKeysOf } from './records/search-keys.ts';
import { countNewLead } from './inbox/new-lead.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { BadRequestError, ValidationError } from './http/errors.ts';
import { httpHandler } from './http/handler.ts';
import { jsonResponse, parseRequestBody } from './http/http.ts';
import type { IntakeAnswerColumns, IntakeRow, StoredFile } from './records/intake-record.ts';
import { visitorConfirmation } from './records/email-status.ts';
import { confirmationRef } from './mail/client-reputation.ts';
import { logger } from './core/logger.ts';
import { countMetric } from './core/metrics.ts';
import { metricNames } from '../shared/metrics.ts';
import { attachedKey, pendingPrefix } from '../shared/upload-keys.ts';
import { redriveAt } from '../shared/redrive.ts';
import { parseAttribution, type Attribution } from '../shared/attribution.ts';
import { countLead } from './attribution/lead-counts.ts';

/**
 * POST /api/intake: checks the ten-step intake with the browser's schema, checks every attachment in
 * the uploads bucket, saves one row, and queues it for the worker, which moves the attachments into the
 * submission's own folder and sends the emails. The submissionId the browser made is the idempotency key: a repeated submit
 * answers the same 201 and creates no second row and no second email.
 */

const env = defineEnv(['intakeTable', 'uploadsBucket', 'queueUrl', 'guardTable', 'guardSecret', 'countsTable', 'siteUrl']);

export const uploadMessages = {
  missing: 'Een van je bestanden is niet goed aangekomen. Ga terug naar stap 9 en voeg het opnieuw toe.',
  notYours: fileMessages.notYours,
  invalid: (name: string) => `${name} is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.`,
  found: {
    'not-what-it-says': (name: string) =>
      `${name} is niet wat de bestandsnaam zegt. Ga terug naar stap 9 en kies het oorspronkelijke bestand, of sla het op als pdf.`,
    macros: (name: string) =>
      `${name} bevat macro's, en die nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf, of als .docx of .pptx zonder macro's.`,
    'embedded-object': (name: string) =>
      `${name} bevat een ingesloten object of bestand, en dat nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf.`,
    activex: (name: string) =>
      `${name} bevat ActiveX-besturingselementen, en die nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf.`,
    'external-link': (name: string) =>
      `${name} haalt bij het openen iets op van buiten het bestand (zoals een sjabloon of afbeelding op internet), en dat nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf.`,
    unreadable: (name: string) =>
      `${name} is geen Word- of PowerPoint-bestand dat we kunnen controleren. Ga terug naar stap 9 en sla het opnieuw op, of als pdf.`,
    changed: (name: string) => `${name} veranderde terwijl we het controleerden. Ga terug naar stap 9 en voeg het opnieuw toe.`,
  } satisfies Record<FileFinding, (name: string) => string>,
} as const;

/**
 * A submission that looks automated (the hidden field filled in, or sent sooner after opening the form than
 * a person can fill ten steps, by the browser's own measurement, or without that measurement) is saved
 * all the same, flagged: staff see it marked, and no confirmation goes to the address it names. A fast
 * or unusual person loses nothing; a script gains nothing, and the per-client limit bounds what it saves.
 */
export type IntakeDecision = { intake: Intake; honeypot: boolean; attribution: Attribution | undefined };

export function decideIntake(fields: Record<string, unknown>): IntakeDecision {
  const parsed = intakeSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  // Checked on its own: where the visitor came from never costs them their intake (shared/attribution.ts).
  return {
    intake: parsed.data,
    honeypot: Boolean(parsed.data.website?.trim()),
    attribution: parseAttribution(fields.attribution, fields[foundViaField.name]),
  };
}

/**
 * Sent sooner after the form started than a person fills ten steps. The time is ours (http/form-guard.ts
 * serverFillMs, from the form's first proof-of-work challenge): the `fillMs` the browser reports is not
 * trusted, since a script can report ten minutes as easily as a person's browser does.
 */
export function tooFast(fillMs: number): boolean {
  return fillMs < MIN_FILL_MS;
}

/** The row in the spec's snake_case fields. */
export function intakeRow(
  intake: Intake,
  files: readonly StoredFile[],
  now: Date,
  flags: { probablyAutomated: boolean; clientLimited: boolean } = { probablyAutomated: false, clientLimited: false },
  attribution?: Attribution,
): IntakeRow {
  const createdAt = now.toISOString();
  return {
    id: intake.submissionId,
    kind: 'intake',
    // Every question (shared/intake-fields.ts) under its stored name; one not asked is kept as null.
    ...(storedAnswersOf(intake) as IntakeAnswerColumns),
    ...searchKeysOf(intake),
    uploaded_files: [...files],
    // The schema only lets acceptTerms: true through, so the moment of saving is the moment of consent.
    accepted_terms_at: createdAt,
    created_at: createdAt,
    ...(attribution ? { attribution } : {}),
    email_status: flags.probablyAutomated
      ? { visitor_confirmation: { state: 'skipped', skipped_at: createdAt, reason: 'probably_automated' } }
      : {},
    ...abuseFlagsOf(flags),
    awaiting_queue_since: createdAt,
    redrive_at: redriveAt(now),
    expires_at: expiresAt(now),
  };
}

/**
 * Checks each uploaded file where the browser put it: under this submission, present, not too large, of
 * an accepted type, and with the first bytes of that type (HTML saved as "foto.png" is refused here); a
 * .docx or .pptx also without macros, embedded objects, ActiveX or links that fetch something on opening
 * (storage/attachments.ts). Every read is of the version first seen (If-Match on its ETag), and the row
 * keeps that ETag: the worker copies only that object into the submission's own folder, so a file posted
 * again after this check never reaches staff. The row names each file by the key it gets there, so
 * identical submits racing here never copy anything.
 */
async function checkFiles(intake: Intake): Promise<StoredFile[]> {
  const bucket = env().uploadsBucket;
  const prefix = pendingPrefix(intake.submissionId);
  const stored: StoredFile[] = [];
  for (const file of intake.uploadedFiles) {
    const name = cleanFileName(file.name);
    // The schema held the key to the shape the uploads route hands out; here it must be this submission's.
    if (!file.key.startsWith(prefix)) {
      throw new ValidationError({ uploadedFiles: uploadMessages.notYours }, uploadMessages.notYours);
    }
    const target = attachedKey(file.key, intake.submissionId);
    let key = file.key;
    let object = await describeObject(bucket, key);
    if (!object) {
      key = target;
      object = await describeObject(bucket, key);
    }
    if (!object) throw new ValidationError({ uploadedFiles: uploadMessages.missing }, uploadMessages.missing);
    const expectedType = acceptedContentType({ name, type: object.type });
    if (object.size <= 0 || object.size > limits.maxFileBytes || !expectedType || expectedType !== object.type) {
      throw new ValidationError({ uploadedFiles: uploadMessages.invalid(name) }, uploadMessages.invalid(name));
    }
    const finding = await contentFinding(bucket, key, object);
    if (finding) {
      logger.warn('Attachment refused', { id: intake.submissionId, type: object.type, finding });
      const message = uploadMessages.found[finding](name);
      throw new ValidationError({ uploadedFiles: message }, message);
    }
    stored.push({ name, key: target, size: object.size, type: object.type, etag: object.etag });
  }
  return stored;
}

async function alreadySaved(id: string): Promise<boolean> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: env().intakeTable, Key: { id }, ConsistentRead: true, ProjectionExpression: 'id' }),
  );
  return Item !== undefined;
}

async function saveOnce(row: IntakeRow): Promise<boolean> {
  try {
    await dynamo.send(new PutCommand({ TableName: env().intakeTable, Item: row, ConditionExpression: 'attribute_not_exists(id)' }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export const handler = httpHandler({ env, sameSiteOnly: () => env().siteUrl }, async (event) => {
  const { source, fields } = parseRequestBody(event);
  if (source !== 'js') throw new BadRequestError('The intake is sent as JSON only');
  const now = new Date();
  const { intake, honeypot, attribution } = decideIntake(fields);
  const confirm = honeypot
    ? null
    : { to: intake.email, ref: confirmationRef('intake', intake.submissionId, visitorConfirmation), waits: false };
  const admission = await admitFormPost(env(), event, source, fields, confirm);
  const probablyAutomated = honeypot || tooFast(await serverFillMs(env(), admission.start, intake.submissionId, now));
  const message = { kind: 'intake', id: intake.submissionId } as const;
  if (await alreadySaved(intake.submissionId)) {
    logger.info('Intake was already saved', { id: intake.submissionId });
    await enqueue(env().queueUrl, env().intakeTable, message);
    // The first answer said whether a confirmation comes; this one promises none.
    return jsonResponse(201, { id: intake.submissionId, confirmation: false });
  }

  const files = await checkFiles(intake);
  if (probablyAutomated || admission.clientLimited || admission.confirmation?.state === 'none') {
    logger.warn('Intake flagged', { id: intake.submissionId, probablyAutomated, ...admission, start: admission.start?.at });
  }
  const row = admitted(intakeRow(intake, files, now, { probablyAutomated, clientLimited: false }, attribution), admission);
  const isNew = await saveOnce(row);
  logger.info(isNew ? 'Intake saved' : 'Intake was saved by a parallel submit', { id: intake.submissionId, attachments: files.length });
  if (isNew) {
    countMetric(metricNames.leadsCreated, { Kind: 'intake' });
    // Two counters, neither of which ever throws: side by side, not one after the other.
    await Promise.all([
      countLead(env().countsTable, { kind: 'intake', at: now, attribution, flags: row.abuse_flags, paced: !probablyAutomated }),
      countNewLead(env().countsTable, { kind: 'intake', createdAt: now.toISOString() }),
    ]);
  }
  await enqueue(env().queueUrl, env().intakeTable, message);
  // Whether the page may say a confirmation is on its way (form-guard.ts ConfirmationOutlook).
  return jsonResponse(201, { id: intake.submissionId, confirmation: !row.email_status[visitorConfirmation] });
});
