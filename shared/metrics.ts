/** The business metrics the Lambdas emit and the CDK alarms watch. */
export const metricNamespace = 'Startsprong';

export const metricNames = {
  leadsCreated: 'LeadsCreated',
  emailsSent: 'EmailsSent',
  emailsFailed: 'EmailsFailed',
} as const;
