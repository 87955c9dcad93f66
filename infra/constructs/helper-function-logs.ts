import { CfnResource, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { logRetentionDays } from '../../shared/business-facts.ts';

/**
 * A log group with the retention of every other log (the facts module's logRetentionDays) for the Lambda
 * functions CDK adds to a stack on its own: the site deployment's handler and the cross-region reference's
 * reader and writer. Without one, Lambda writes their logs to a group it makes itself, which never expires.
 *
 * Each function is pointed at it through its LoggingConfig (AWS::Lambda::Function LoggingConfig, CloudFormation
 * Template Reference, https://docs.aws.amazon.com/AWSCloudFormation/latest/TemplateReference/aws-properties-lambda-function-loggingconfig.html),
 * so Lambda never makes the group of its own. CDK adds the cross-region functions while it prepares the app,
 * after every aspect has run; the construct tree's validation runs after that preparation and before the
 * templates are written, so that is where the functions are found and pointed here (CDK does the same for
 * the roles it synthesizes). A function that already names a log group (every function of ours) keeps it.
 */
export class HelperFunctionLogs extends Construct {
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      // CloudWatch Logs takes only its own periods; the facts module's 90 days is one of them (THREE_MONTHS).
      retention: logRetentionDays as RetentionDays,
      // Logs are diagnostics, not records.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.node.addValidation({
      validate: () => {
        this.pointHelpersHere();
        return [];
      },
    });
  }

  private pointHelpersHere(): void {
    const loggingConfig = { LogGroup: this.logGroup.logGroupName };
    for (const construct of Stack.of(this).node.findAll()) {
      if (construct instanceof CfnFunction) {
        if (!construct.loggingConfig) construct.loggingConfig = { logGroup: this.logGroup.logGroupName };
      } else if (construct instanceof CfnResource && construct.cfnResourceType === 'AWS::Lambda::Function') {
        // A custom resource provider's function, a plain CfnResource whose properties CDK fixed.
        construct.addPropertyOverride('LoggingConfig', loggingConfig);
      }
    }
  }
}
