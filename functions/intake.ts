import middy from '@middy/core';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { uploads as limits } from '../shared/business-facts.ts';
import { acceptedContentType } from '../shared/attachments.ts';
import { MIN_FILL_MS } from '../shared/intake-copy.ts';
import { intakeSchema, type Intake } from '../shared/intake.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo } from './core/clients.ts';
import { describeObject, readFirstBytes, readZipEntryNames } from './storage/attachments.ts';
import { cleanFileName } from '../shared/file-names.ts';
import { bytesMatchType, holdsMacros, officeZipTypes, SIGNATURE_BYTES } from '../shared/file-signatures.ts';
import { enqueue } from './queue/enqueue.ts';
import { expiresAt } from './records/expiry.ts';
import { defineEnv } from './core/env.ts';
import { admitFormPost } from './http/form-guard.ts';
import { abuseFlagsOf } from './records/abuse-flags.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { BadRequestError, ValidationError } from './http/errors.ts';
import { sameSiteOnly } from './http/same-site.ts';
import { httpErrors, jsonResponse, parseRequestBody, type HttpResponse } from './http/http.ts';
import type { IntakeRow, StoredFile } from './records/intake-record.ts';
import { logContext, logger } from './core/logger.ts';
import { requestLog } from './http/request-log.ts';
import { countMetric } from './core/metrics.ts';
import { metricNames } from '../shared/metrics.ts';
import { attachedKey, pendingPrefix } from '../shared/upload-keys.ts';
import { fromCloudFront } from './http/origin-check.ts';
import { redriveAt } from '../shared/redrive.ts';

/**
 * POST /api/intake: checks the ten-step intake with the browser's schema, checks every attachment in
 * the uploads bucket, saves one row, and queues it for the worker, which moves the attachments into the
 * submission's own folder and sends the emails. The submissionId the browser made is the idempotency key: a repeated submit
 * answers the same 201 and creates no second row and no second email.
 */

const env = defineEnv(['intakeTable', 'uploadsBucket', 'queueUrl', 'guardTable', 'guardSecret']);

export const uploadMessages = {
  missing: 'Een van je bestanden is niet goed aangekomen. Ga terug naar stap 9 en voeg het opnieuw toe.',
  notYours: 'Een van je bestanden hoort niet bij deze aanvraag. Ga terug naar stap 9 en voeg het opnieuw toe.',
  invalid: (name: string) => `${name} is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.`,
  notWhatItSays: (name: string) =>
    `${name} is niet wat de bestandsnaam zegt. Ga terug naar stap 9 en kies het oorspronkelijke bestand, of sla het op als pdf.`,
  macros: (name: string) =>
    `${name} bevat macro's, en die nemen we niet aan. Ga terug naar stap 9 en sla het op als pdf, of als .docx of .pptx zonder macro's.`,
} as const;

/**
 * A submission that looks automated (the hidden field filled in, or sent sooner after opening the form than
 * a person can fill ten steps, by the browser's own measurement, or without that measurement) is saved
 * all the same, flagged: staff see it marked, and no confirmation goes to the address it names. A fast
 * or unusual person loses nothing; a script gains nothing, and the per-client limit bounds what it saves.
 */
export type IntakeDecision = { intake: Intake; probablyAutomated: boolean };

export function decideIntake(fields: Record<string, unknown>): IntakeDecision {
  const parsed = intakeSchema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const intake = parsed.data;
  const honeypot = Boolean(intake.website?.trim());
  const tooFast = intake.fillMs === undefined || intake.fillMs < MIN_FILL_MS;
  return { intake, probablyAutomated: honeypot || tooFast };
}

/** The row in the spec's snake_case fields. */
export function intakeRow(
  intake: Intake,
  files: readonly StoredFile[],
  now: Date,
  flags: { probablyAutomated: boolean; clientLimited: boolean } = { probablyAutomated: false, clientLimited: false },
): IntakeRow {
  const createdAt = now.toISOString();
  return {
    id: intake.submissionId,
    kind: 'intake',
    first_name: intake.firstName,
    email: intake.email,
    phone: intake.phone,
    age: intake.age,
    city: intake.city,
    business_type: intake.businessType,
    business_other: intake.businessType === 'other' ? intake.businessOther : null,
    app_description: intake.businessType === 'app-software' ? intake.appDescription : null,
    current_stage: intake.currentStage,
    existing_assets: intake.existingAssets,
    help_needed: intake.helpNeeded,
    help_other: intake.helpNeeded.includes('something-else') ? intake.helpOther : null,
    timeline: intake.timeline,
    budget: intake.budget,
    dream_description: intake.dreamDescription,
    uploaded_files: [...files],
    // The schema only lets acceptTerms: true through, so the moment of saving is the moment of consent.
    accepted_terms_at: createdAt,
    created_at: createdAt,
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
 * .docx or .pptx also without a VBA project (a .docm renamed .docx is refused here). The
 * row names each file by the key it gets in the submission's own folder; the worker moves it there
 * (storage/attachments.ts), so identical submits racing here never copy anything.
 */
async function checkFiles(intake: Intake): Promise<StoredFile[]> {
  const bucket = env().uploadsBucket;
  const prefix = pendingPrefix(intake.submissionId);
  const stored: StoredFile[] = [];
  for (const file of intake.uploadedFiles) {
    const name = cleanFileName(file.name);
    if (!file.key.startsWith(prefix) || file.key.includes('..') || file.key.slice(prefix.length).includes('/')) {
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
    if (!bytesMatchType(object.type, await readFirstBytes(bucket, key, SIGNATURE_BYTES))) {
      logger.warn('Attachment bytes do not match its type', { id: intake.submissionId, type: object.type });
      throw new ValidationError({ uploadedFiles: uploadMessages.notWhatItSays(name) }, uploadMessages.notWhatItSays(name));
    }
    if (officeZipTypes.has(object.type)) {
      const entries = await readZipEntryNames(bucket, key, object.size);
      if (entries === null) {
        logger.warn('Attachment is not a readable ZIP', { id: intake.submissionId, type: object.type });
        throw new ValidationError({ uploadedFiles: uploadMessages.notWhatItSays(name) }, uploadMessages.notWhatItSays(name));
      }
      if (holdsMacros(entries)) {
        logger.warn('Attachment holds a VBA project', { id: intake.submissionId, type: object.type });
        throw new ValidationError({ uploadedFiles: uploadMessages.macros(name) }, uploadMessages.macros(name));
      }
    }
    stored.push({ name, key: target, size: object.size, type: object.type });
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

export const handler = middy<APIGatewayProxyEventV2, HttpResponse, Error, Context>()
  .use(logContext())
  .use(requestLog(env))
  .use(httpErrors())
  .use(fromCloudFront())
  .use(sameSiteOnly())
  .handler(async (event) => {
    const { source, fields } = parseRequestBody(event);
    if (source !== 'js') throw new BadRequestError('The intake is sent as JSON only');
    const now = new Date();
    const { intake, probablyAutomated } = decideIntake(fields);
    const clientLimited = await admitFormPost(env(), event, source, fields);
    const message = { kind: 'intake', id: intake.submissionId } as const;
    if (await alreadySaved(intake.submissionId)) {
      logger.info('Intake was already saved', { id: intake.submissionId });
      await enqueue(env().queueUrl, env().intakeTable, message);
      return jsonResponse(201, { id: intake.submissionId });
    }

    const files = await checkFiles(intake);
    if (probablyAutomated || clientLimited) logger.warn('Intake flagged', { id: intake.submissionId, probablyAutomated, clientLimited });
    const isNew = await saveOnce(intakeRow(intake, files, now, { probablyAutomated, clientLimited }));
    logger.info(isNew ? 'Intake saved' : 'Intake was saved by a parallel submit', { id: intake.submissionId, attachments: files.length });
    if (isNew) countMetric(metricNames.leadsCreated, { Kind: 'intake' });
    await enqueue(env().queueUrl, env().intakeTable, message);
    return jsonResponse(201, { id: intake.submissionId });
  });
