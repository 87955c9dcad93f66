import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { TableKey } from '../app-spec.ts';
import type { SenderIdentity } from './sender-identity.ts';

export interface StackOutputsProps {
  /** Where the site answers now: the custom domain, or the CloudFront domain without a certificate. */
  readonly siteUrl: string;
  readonly hasCertificate: boolean;
  readonly distributionId: string;
  readonly distributionDomainName: string;
  readonly apiEndpoint: string;
  readonly tables: Readonly<Record<TableKey, ITable>>;
  readonly uploadsBucket: IBucket;
  readonly logsBucket: IBucket;
  readonly userPoolId: string;
  /** The stage's own SES identity; a stage sharing another's has no DNS records to add. */
  readonly senderIdentity?: SenderIdentity;
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly alarmTopic: ITopic;
  readonly staffLeadsPolicy: IManagedPolicy;
}

const pascalCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * What an operator reads after a deploy (docs/operations.md explains each): addresses, names, the DNS
 * records SES needs and the policy for the leads tool. Made in the stack's own scope: an output's name is
 * its construct id there, and those names are what the docs and the leads tool look up.
 */
export function addStackOutputs(stack: Stack, props: StackOutputsProps): void {
  const scope: Construct = stack;
  new CfnOutput(scope, 'SiteUrl', {
    value: props.siteUrl,
    description: props.hasCertificate ? 'Point the DNS name at DistributionDomainName' : 'No certificate configured: the CloudFront domain',
  });
  new CfnOutput(scope, 'DistributionId', { value: props.distributionId });
  new CfnOutput(scope, 'DistributionDomainName', { value: props.distributionDomainName });
  new CfnOutput(scope, 'ApiEndpoint', {
    value: props.apiEndpoint,
    description: 'Direct API endpoint; the site calls it through /api/* on the distribution',
  });
  for (const [kind, table] of Object.entries(props.tables) as [TableKey, ITable][]) {
    new CfnOutput(scope, `${pascalCase(kind)}TableName`, { value: table.tableName });
  }
  new CfnOutput(scope, 'UploadsBucketName', { value: props.uploadsBucket.bucketName });
  new CfnOutput(scope, 'LogsBucketName', {
    value: props.logsBucket.bucketName,
    description: "CloudFront's standard logs (cloudfront/) and the buckets' access logs, kept logRetentionDays",
  });
  new CfnOutput(scope, 'StaffUserPoolId', {
    value: props.userPoolId,
    description: 'Invite staff: aws cognito-idp admin-create-user, then admin-add-user-to-group --group-name staff (see docs/deploy.md)',
  });
  const identity = props.senderIdentity;
  if (identity) {
    identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(scope, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'Add this CNAME record to the DNS of the sending domain so SES can verify it (DKIM)',
      });
    });
    new CfnOutput(scope, 'MailFromMxRecord', {
      value: `${identity.mailFromDomain} MX 10 feedback-smtp.${stack.region}.amazonses.com`,
      description: 'Add this MX record to the DNS: bounces go to the MAIL FROM subdomain, which makes SPF align',
    });
    new CfnOutput(scope, 'MailFromSpfRecord', {
      value: `${identity.mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
      description: 'Add this TXT record to the DNS: SPF for the MAIL FROM subdomain',
    });
  }
  new CfnOutput(scope, 'QueueUrl', { value: props.queue.queueUrl });
  new CfnOutput(scope, 'DeadLetterQueueUrl', { value: props.deadLetterQueue.queueUrl });
  new CfnOutput(scope, 'AlarmTopicArn', { value: props.alarmTopic.topicArn });
  new CfnOutput(scope, 'StaffLeadsPolicyArn', {
    value: props.staffLeadsPolicy.managedPolicyArn,
    description: 'Attach to the IAM user, group or SSO permission set of staff who run npm run leads -- --aws',
  });
}
