import { leadKinds } from './lead-kinds.ts';
import { pauseReasons } from './mail-reputation.ts';

/**
 * The business metrics the Lambdas emit and the CDK alarms watch, in production's namespace; another stage
 * counts in its own (metricNamespaceOf), which the stack gives its functions as METRIC_NAMESPACE. Metrics are
 * account- and region-wide: in one namespace the staging stage's failures would fire production's alarms.
 */
export const metricNamespace = 'Startsprong';

/** The namespace of a stage's metrics: production's plain one, or `Startsprong/<stage>`. */
export function metricNamespaceOf(stage: string, isProduction: boolean): string {
  return isProduction ? metricNamespace : `${metricNamespace}/${stage}`;
}

export const metricNames = {
  leadsCreated: 'LeadsCreated',
  emailsSent: 'EmailsSent',
  emailsFailed: 'EmailsFailed',
  /** SES refused an email for good (sandbox, rejected, sending paused): not retried, one alarm. */
  emailsRefused: 'EmailsRefused',
  /** A lead the re-drive gave up on: its emails did not all go out after the maximum re-drives. */
  leadsStranded: 'LeadsStranded',
  /** Visitor confirmations paused by themselves: too many bounced or drew complaints (shared/mail-reputation.ts). */
  visitorEmailsPaused: 'VisitorEmailsPaused',
  /** The uploads route refused a file because the day's upload budget for all visitors was spent (shared/api-limits.ts). */
  uploadBudgetSpent: 'UploadBudgetSpent',
} as const;

/**
 * The kinds of email the worker sends, as one metric dimension sees them. An email's own name may carry an
 * id (a newsletter confirmation is named per sign-up, so a repeated sign-up gets its own email); the kind
 * never does.
 */
export const emailKinds = [
  'staff_notification',
  'visitor_confirmation',
  'newsletter_confirmation',
  'staff_alert',
  /** A booked call's reminder, a day before. */
  'booking_reminder',
  /** A booked call moved or cancelled. */
  'booking_change',
] as const;
export type EmailKind = (typeof emailKinds)[number];

/**
 * Every dimension a metric may carry, with its closed set of values. CloudWatch bills each distinct
 * combination of dimension values as a custom metric every month, so a value from outside a closed set (an
 * id, an address, a free text) would cost a metric per lead and scatter the view it was meant to give.
 */
export const metricDimensions = {
  /** The lead kind: LeadsCreated, LeadsStranded, UploadBudgetSpent (always intake). */
  Kind: leadKinds,
  /** The kind of email: EmailsSent, EmailsFailed, EmailsRefused. */
  Email: emailKinds,
  /** Why visitor confirmations paused: VisitorEmailsPaused. */
  Reason: pauseReasons,
} as const;

export type MetricDimension = {
  [D in keyof typeof metricDimensions]: { [K in D]: (typeof metricDimensions)[D][number] };
}[keyof typeof metricDimensions];
