/**
 * Names of the environment variables the Lambdas read. The CDK stack and the local stack set them
 * (through infra/app-spec.ts) and the functions parse them once per cold start; a secret's variable holds
 * where the secret is, and its value is read from Secrets Manager. Kept in shared/ because functions/ may
 * not import infra/.
 */
export const envVars = {
  contactTable: 'CONTACT_TABLE',
  intakeTable: 'INTAKE_TABLE',
  newsletterTable: 'NEWSLETTER_TABLE',
  /** The intro calls booked on the site (a lead kind of its own). */
  bookingTable: 'BOOKING_TABLE',
  /** What the booking reads besides: the taken slots, the staff's availability, their calendars' busy times and feed tokens. */
  scheduleTable: 'SCHEDULE_TABLE',
  uploadsBucket: 'UPLOADS_BUCKET',
  queueUrl: 'QUEUE_URL',
  senderEmail: 'SENDER_EMAIL',
  staffEmail: 'STAFF_EMAIL',
  siteUrl: 'SITE_URL',
  /** The SES configuration set the worker sends with (bounces, complaints, suppression list). */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** The secret (its ARN) whose value CloudFront puts in the origin-verify header (shared/origin-verify.ts) of API requests. */
  originSecret: 'ORIGIN_SECRET_ARN',
  /** The secret (its ARN) subscriber ids are derived with (HMAC), so an id cannot be computed from an address without it. */
  subscriberKey: 'SUBSCRIBER_KEY_ARN',
  /** The table of per-client counters and used proof-of-work challenges. */
  guardTable: 'GUARD_TABLE',
  /** The secret (its ARN), generated at deploy or local start, the keys for challenges and client hashes derive from. */
  guardSecret: 'GUARD_SECRET_ARN',
  /** The staff area's audit trail: sign-ins, views, status changes, exports, erasures. */
  auditTable: 'AUDIT_TABLE',
  /** Leads counted per week by source and landing page, for the staff area's overview, and the inbox's counts
   * per kind, month and status with when each member of staff last looked (no personal data). */
  countsTable: 'COUNTS_TABLE',
  /** The staff user pool, whose `staff` group lists who a lead can be assigned to. */
  staffUserPool: 'STAFF_USER_POOL_ID',
  /** The CloudWatch namespace of the business metrics: one per stage, so two stages never mix their counts. */
  metricNamespace: 'METRIC_NAMESPACE',
} as const;

export type EnvVarKey = keyof typeof envVars;

/**
 * The keys whose variable names a secret in Secrets Manager rather than holding a value: a function reads
 * the value at cold start with secretsmanager:GetSecretValue, granted per secret in its manifest, so the
 * value is in no function's configuration.
 */
export const secretKeys = ['originSecret', 'guardSecret', 'subscriberKey'] as const satisfies readonly EnvVarKey[];
export type SecretKey = (typeof secretKeys)[number];

export function isSecretKey(key: EnvVarKey): key is SecretKey {
  return (secretKeys as readonly EnvVarKey[]).includes(key);
}
