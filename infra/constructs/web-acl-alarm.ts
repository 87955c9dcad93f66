import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { addAlarmTopic } from './alarm-topic.ts';
import { StaffAlarm } from './staff-alarm.ts';

export interface WebAclAlarmProps {
  /** The web ACL's metric name (SiteWebAcl.metricName). */
  readonly webAclMetricName: string;
  /** Who is told: the stage's staffEmail. */
  readonly alarmEmail: string;
}

/**
 * An email to staff when the site's web ACL blocks requests, all of which are API requests (SiteWebAcl):
 * a flood held back by the rate limit, or a visitor's form post a managed rule took for an attack. WAF
 * publishes a CloudFront web ACL's metrics in us-east-1 under AWS/WAFV2, by WebACL and Rule (ALL for the web
 * ACL as a whole), with no Region dimension (AWS WAF metrics and dimensions, AWS WAF Developer Guide,
 * https://docs.aws.amazon.com/waf/latest/developerguide/waf-metrics.html); an alarm notifies a topic in its own
 * region only, so the edge stack has its own alarm topic.
 */
export class WebAclAlarm extends Construct {
  readonly alarm: StaffAlarm;

  constructor(scope: Construct, id: string, props: WebAclAlarmProps) {
    super(scope, id);
    const topic = addAlarmTopic(this, props.alarmEmail);
    this.alarm = new StaffAlarm(this, 'ApiBlockedAlarm', {
      topic,
      description:
        'De WAF (us-east-1) hield verzoeken aan de API tegen: iemand stuurde te veel per vijf minuten, of een regel van AWS zag een aanval in een verzoek. Was het een bezoeker, dan kwam diens formulier niet aan. Kijk in de WAF-console (us-east-1, web ACL van deze stage, Sampled requests) welke regel het was en van wie.',
      metric: new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.webAclMetricName, Rule: 'ALL' },
        period: Duration.minutes(5),
        statistic: 'Sum',
      }),
    });
  }
}
