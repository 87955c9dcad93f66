import { Stack } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface SiteWebAclProps {
  /** Requests to /api/* one IP address may make per evaluation window before WAF answers 429. */
  readonly apiRequestsPerIp: number;
  /** The window the rate limit counts over, in seconds (WAF takes 60, 120, 300 or 600). */
  readonly evaluationWindowSeconds: 60 | 120 | 300 | 600;
}

/**
 * What a visitor over the limit reads, in the API's error shape ({ error, fieldErrors }), so the forms
 * show it instead of their "our fault" message.
 */
export const rateLimitedMessage = 'Je hebt in korte tijd veel verstuurd. Wacht een paar minuten en probeer het dan opnieuw.';

/** The path prefix the per-IP limit applies to: the forms' API. The static pages are cached and cheap. */
const apiPathPrefix = '/api/';

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  // Sampled requests (kept three hours by WAF) show what a rule blocked, without a log of every visitor.
  sampledRequestsEnabled: true,
});

/** Requests for the forms' API: what every rule of the web ACL looks at. */
const apiRequests: CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: apiPathPrefix,
    textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
  },
};

/**
 * The web ACL in front of the site's distribution (scope CLOUDFRONT, so it lives in us-east-1): a per-IP
 * rate limit on the API, so one client cannot use up the API stage's shared throttle and make every
 * other visitor's form answer 429, and AWS's managed rules for common exploits and known bad inputs.
 *
 * Every rule looks at /api/* only. The pages are static files from a private bucket, with no code of ours
 * behind them for an exploit to reach; the API is what the managed rules protect. It also makes every block
 * of this web ACL a block of an API request, a form a visitor may have lost, which the edge stack's alarm
 * counts.
 */
export class SiteWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  /**
   * The web ACL's name and metric name, the WebACL dimension of its CloudWatch metrics: the stack's name, so
   * two stages in one account keep their metrics apart.
   */
  readonly metricName: string;

  constructor(scope: Construct, id: string, props: SiteWebAclProps) {
    super(scope, id);
    this.metricName = Stack.of(this).stackName;

    const managedRules = (priority: number, name: string, ruleActionOverrides?: CfnWebACL.RuleActionOverrideProperty[]) => ({
      name: `Aws${name}`,
      priority,
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ruleActionOverrides, scopeDownStatement: apiRequests } },
      overrideAction: { none: {} },
      visibilityConfig: visibility(`Aws${name}`),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: this.metricName,
      description: 'Startsprong: rate limit on the forms API and AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(this.metricName),
      customResponseBodies: {
        RateLimited: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ error: rateLimitedMessage, fieldErrors: {} }) },
      },
      rules: [
        {
          name: 'ApiRatePerIp',
          priority: 0,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.apiRequestsPerIp,
              evaluationWindowSec: props.evaluationWindowSeconds,
              scopeDownStatement: apiRequests,
            },
          },
          // 429, not WAF's default 403: the visitor may simply try again later.
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'RateLimited' } } },
          visibilityConfig: visibility('ApiRatePerIp'),
        },
        managedRules(1, 'AWSManagedRulesCommonRuleSet', [
          // The rule set blocks bodies over 8 KB; an intake with long answers is larger. The API refuses
          // bodies over its own limit (shared/api-limits.ts) itself, so here the rule only counts.
          { name: 'SizeRestrictions_BODY', actionToUse: { count: {} } },
        ]),
        managedRules(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
