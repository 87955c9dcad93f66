import * as z from 'zod/mini';
import { acceptedExtensions, uploadMessages } from './attachments.ts';
import { uploads } from './business-facts.ts';
import { isPendingUploadKey } from './upload-keys.ts';
import { shapeOf, type ShapeOf } from './form-schemas.ts';
import { intakeMessages } from './intake-copy.ts';
import { INTAKE_STEP_NUMBERS, intakeSteps, type IntakeStep } from './intake-fields.ts';
import { singleLine, submissionIdField } from './validation.ts';

/*
 * The ten-step intake's schemas: the browser checks one step at a time, the Lambda checks the whole.
 * Its questions live in intake-fields.ts, its options in intake-options.ts, the attachment rules in attachments.ts.
 */

export type { IntakeStep };

type StepShapes = { [S in IntakeStep]: ShapeOf<(typeof intakeSteps)[S]> };

/** The fields of each step; the browser validates one step at a time with these. */
export const stepShapes = {
  ...(Object.fromEntries(INTAKE_STEP_NUMBERS.map((step) => [step, shapeOf(intakeSteps[step])])) as StepShapes),
  /** The browser sends acceptTerms: true; the API stamps the time of consent on the row. */
  10: { ...shapeOf(intakeSteps[10]), acceptTerms: z.literal(true, { error: intakeMessages.acceptTermsRequired }) },
};

export const stepSchemas = Object.fromEntries(Object.entries(stepShapes).map(([step, shape]) => [step, z.object(shape)])) as {
  [S in IntakeStep]: z.ZodMiniObject<(typeof stepShapes)[S]>;
};

/** A key as POST /api/uploads hands them out, and no other string: checked before it reaches S3. */
const uploadKey = z.string().check(
  z.maxLength(200, uploadMessages.notYours),
  z.refine((key) => isPendingUploadKey(key, acceptedExtensions), uploadMessages.notYours),
);

export const uploadedFileSchema = z.object({
  key: uploadKey,
  name: singleLine('Bestandsnaam ontbreekt', 255),
});

/** The whole intake as POST /api/intake receives it. */
export const intakeSchema = z.object({
  ...stepShapes[1],
  ...stepShapes[2],
  ...stepShapes[3],
  ...stepShapes[4],
  ...stepShapes[5],
  ...stepShapes[6],
  ...stepShapes[7],
  ...stepShapes[8],
  ...stepShapes[9],
  ...stepShapes[10],
  submissionId: submissionIdField,
  uploadedFiles: z._default(
    z.array(uploadedFileSchema).check(z.maxLength(uploads.maxFiles, `Je kunt maximaal ${uploads.maxFiles} bestanden meesturen`)),
    [],
  ),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /**
   * How long the visitor has had the form open, in milliseconds, as the browser measured it itself. Accepted
   * and ignored: the API measures the fill time by its own clock from the form's first proof-of-work
   * challenge (functions/intake.ts), because a time the browser reports is whatever a script says.
   */
  fillMs: z.optional(z.number().check(z.gte(0))),
});

export type IntakeInput = z.input<typeof intakeSchema>;
export type Intake = z.output<typeof intakeSchema>;

/**
 * POST /api/uploads asks for presigned uploads for these files, and gives back the places of files the
 * visitor removed: either may come alone, not neither.
 */
export const uploadRequestSchema = z
  .object({
    submissionId: submissionIdField,
    files: z
      .array(
        z.object({
          name: singleLine('Bestandsnaam ontbreekt', 255),
          type: z.string().check(z.maxLength(200)),
          size: z.number().check(z.int(), z.nonnegative()),
        }),
        { error: 'Kies minstens één bestand' },
      )
      .check(z.maxLength(uploads.maxFiles, uploadMessages.tooMany)),
    /**
     * Keys of earlier permits for this submission whose files the visitor removed or whose upload failed:
     * the server deletes those files and gives their places back, so five files can still be sent in the end.
     */
    release: z.optional(z.array(uploadKey).check(z.maxLength(2 * uploads.maxFiles))),
  })
  .check(
    z.refine((request) => request.files.length > 0 || (request.release?.length ?? 0) > 0, {
      error: 'Kies minstens één bestand',
      path: ['files'],
    }),
  );

export type UploadRequest = z.output<typeof uploadRequestSchema>;
