/** The business metrics the Lambdas emit and the CDK alarms watch. */
export const metricNamespace = 'Startsprong';

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
} as const;
