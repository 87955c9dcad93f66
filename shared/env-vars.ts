/**
 * Names of the environment variables the Lambdas read. The CDK stack and the local stack set them
 * (through infra/app-spec.ts); functions/lib/env.ts parses them. Kept in shared/ because functions/
 * may not import infra/.
 */
export const envVars = {
  contactTable: 'CONTACT_TABLE',
  intakeTable: 'INTAKE_TABLE',
  newsletterTable: 'NEWSLETTER_TABLE',
  uploadsBucket: 'UPLOADS_BUCKET',
  queueUrl: 'QUEUE_URL',
  senderEmail: 'SENDER_EMAIL',
  staffEmail: 'STAFF_EMAIL',
  siteUrl: 'SITE_URL',
  guardTable: 'GUARD_TABLE',
  guardSecret: 'GUARD_SECRET',
} as const;

export type EnvVarKey = keyof typeof envVars;
