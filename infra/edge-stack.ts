import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SiteWebAcl } from './constructs/site-web-acl.ts';
import { HelperFunctionLogs } from './constructs/helper-function-logs.ts';
import { WebAclAlarm } from './constructs/web-acl-alarm.ts';

/**
 * Requests to /api/* one IP address may make in five minutes. A visitor makes a handful: the contact
 * form or the newsletter once, the intake one presign per batch of attachments and one submit, plus a
 * retry or two. An office or a mobile network behind one address has room for a dozen visitors at once.
 * A client over the limit averages a third of a request per second, far under the API stage's 20 per
 * second shared by everyone, so no single address can make every other visitor's form answer 429.
 * (WAF counts with a delay of up to a minute, so a burst can still pass before the block starts.)
 */
export const apiRequestsPerIpPer5Minutes = 100;

/**
 * The part of the app that CloudFront requires in us-east-1: the web ACL of the site's distribution.
 * The regional stack reads its ARN through a cross-region reference (an SSM parameter CDK writes here
 * and reads there), so both stacks need an explicit region and deploy together with `cdk deploy --all`.
 */
export interface StartsprongEdgeStackProps extends StackProps {
  /** Who the web ACL's alarm emails: the stage's staffEmail. */
  readonly alarmEmail: string;
}

export class StartsprongEdgeStack extends Stack {
  readonly webAcl: SiteWebAcl;
  readonly alarm: WebAclAlarm;

  constructor(scope: Construct, id: string, props: StartsprongEdgeStackProps) {
    super(scope, id, { description: 'Startsprong: WAF voor de website (us-east-1)', ...props });
    if (this.region !== 'us-east-1') {
      throw new Error(`The edge stack must be in us-east-1: CloudFront only uses web ACLs from there, got "${this.region}".`);
    }
    this.webAcl = new SiteWebAcl(this, 'SiteWebAcl', { apiRequestsPerIp: apiRequestsPerIpPer5Minutes, evaluationWindowSeconds: 300 });
    this.alarm = new WebAclAlarm(this, 'Alarms', { webAclMetricName: this.webAcl.metricName, alarmEmail: props.alarmEmail });
    // The cross-region reference's writer, which CDK adds here, logs there.
    new HelperFunctionLogs(this, 'HelperFunctionLogs');
  }
}
