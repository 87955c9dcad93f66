import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { metricNames } from '../../shared/metrics.ts';
import { StaffAlarm } from './staff-alarm.ts';

export interface LeadAlarmsProps {
  /** The topic that emails staff. */
  readonly topic: ITopic;
  /** The worker that sends the leads' emails. */
  readonly worker: IFunction;
  /** The HTTP API the forms post to. */
  readonly apiId: string;
  /** The stage's namespace of the business metrics the functions count (shared/metrics.ts). */
  readonly metricNamespace: string;
}

/**
 * Besides the dead-letter alarms: the worker failing, the API answering 5xx, emails that SES could not
 * take now (retried) and emails SES refused for good (not retried), a lead given up, and visitor
 * confirmations that paused themselves. Each emails staff once when it starts and once when it is over.
 *
 * They are made in the given scope (the stack) under the ids they were first deployed with: an alarm's
 * logical id comes from its construct path, and operators find them by those names (docs/operations.md).
 */
export function addLeadAlarms(scope: Construct, props: LeadAlarmsProps): Record<string, StaffAlarm> {
  const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
  const business = (metricName: string) => new Metric({ namespace: props.metricNamespace, metricName, ...fiveMinutes });
  const alarms: [id: string, description: string, metric: Metric][] = [
    [
      'WorkerErrorsAlarm',
      'De worker die de e-mails van leads verstuurt gaf fouten; SQS probeert het opnieuw, maar kijk in de logs van de worker.',
      props.worker.metricErrors(fiveMinutes),
    ],
    [
      'Api5xxAlarm',
      'De API antwoordde met een serverfout (5xx): bezoekers zagen een foutmelding bij een formulier. Kijk in de logs van de API-functies.',
      new Metric({ namespace: 'AWS/ApiGateway', metricName: '5xx', dimensionsMap: { ApiId: props.apiId }, ...fiveMinutes }),
    ],
    [
      'LeadsStrandedAlarm',
      'Een lead is opgegeven: de e-mails gingen na vijf herhaalde pogingen (2,5 uur) nog steeds niet allemaal de deur uit. Los de oorzaak op (SES-status, logs van de worker) en verstuur opnieuw met: npm run leads -- resend <id>.',
      business(metricNames.leadsStranded),
    ],
    [
      'EmailsFailedAlarm',
      'Een e-mail aan het team of aan een bezoeker ging niet meteen weg (SES druk of onbereikbaar). De worker probeert het opnieuw; controleer de SES-status.',
      business(metricNames.emailsFailed),
    ],
    [
      'VisitorEmailsPausedAlarm',
      'Bevestigingen aan bezoekers zijn vanzelf gepauzeerd: te veel ervan kwamen niet aan of werden als spam gemeld. Meldingen van leads gaan door. Zie npm run leads -- doctor --aws en de e-mail die het team kreeg.',
      business(metricNames.visitorEmailsPaused),
    ],
    [
      'EmailsRefusedAlarm',
      'SES weigerde een e-mail definitief (sandbox, geweigerd bericht of verzending gepauzeerd); die wordt niet opnieuw geprobeerd. Zie de reden bij de lead (npm run leads -- show <id>) en npm run leads -- doctor --aws.',
      business(metricNames.emailsRefused),
    ],
  ];
  return Object.fromEntries(
    alarms.map(([id, description, metric]) => [id, new StaffAlarm(scope, id, { topic: props.topic, description, metric })]),
  );
}
