/** The business metrics the Lambdas emit and the CDK alarms watch. */
export const metricNamespace = 'Startsprong';

export const metricNames = {
  leadsCreated: 'LeadsCreated',
  emailsSent: 'EmailsSent',
  emailsFailed: 'EmailsFailed',
  /** SES refused an email for good (sandbox, rejected, sending paused): not retried, one alarm. */
  emailsRefused: 'EmailsRefused',
} as const;
