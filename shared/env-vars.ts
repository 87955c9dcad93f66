/**
 * Names of the environment variables the Lambdas read. The CDK stack and the local stack set them
 * (through infra/app-spec.ts) and the functions parse them once per cold start. Kept in shared/ because
 * functions/ may not import infra/.
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
  /** The SES configuration set the worker sends with (bounces, complaints, suppression list). */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The value CloudFront puts in the origin-verify header (shared/origin-verify.ts) of API requests. */
  originSecret: 'ORIGIN_SECRET',
  /** The key subscriber ids are derived with (HMAC), so an id cannot be computed from an address without it. */
  subscriberKey: 'SUBSCRIBER_ID_KEY',
  /** The table of per-client counters and used proof-of-work challenges. */
  guardTable: 'GUARD_TABLE',
  /** Generated at deploy or local start: the keys for challenges and client hashes derive from it. */
  guardSecret: 'GUARD_SECRET',
  /** The staff area's audit trail: sign-ins, views, status changes, exports, erasures. */
  auditTable: 'AUDIT_TABLE',
  /** The CloudWatch namespace of the business metrics: one per stage, so two stages never mix their counts. */
  metricNamespace: 'METRIC_NAMESPACE',
} as const;

export type EnvVarKey = keyof typeof envVars;
