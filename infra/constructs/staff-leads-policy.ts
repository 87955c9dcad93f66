import { Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { uploadPrefixes } from '../../shared/upload-keys.ts';
import { manifestEntries, staffToolAccess, type TableKey } from '../app-spec.ts';

export interface StaffLeadsPolicyProps {
  readonly tables: Readonly<Record<TableKey, ITable>>;
  readonly uploadsBucket: IBucket;
  readonly queue: IQueue;
}

/**
 * What `npm run leads -- ... --aws` needs and no more (staffToolAccess in app-spec, which the local stack
 * applies to the tool too): the lead tables (read, update for a resend, delete for an AVG erasure), the
 * audit trail (add only), the attached files (read, list, delete), the leads queue (a resend), plus the
 * stack's outputs (to find the names) and the SES account status for `doctor`. No access to files still
 * pending, to the guard table, or to any secret. Operators attach it to staff (output StaffLeadsPolicyArn).
 */
export class StaffLeadsPolicy extends ManagedPolicy {
  constructor(scope: Construct, id: string, props: StaffLeadsPolicyProps) {
    const stack = Stack.of(scope);
    const attached = uploadPrefixes.attached;
    const access = staffToolAccess;
    // One statement per set of actions, naming every table that gets that set.
    const tableStatements = new Map<string, string[]>();
    for (const [key, actions] of manifestEntries(access.tables ?? {})) {
      const names = actions.map((action) => `dynamodb:${action}`).join(',');
      tableStatements.set(names, [...(tableStatements.get(names) ?? []), props.tables[key].tableArn]);
    }
    const objectActions = (access.uploads?.objects.attached ?? []).map((action) => `s3:${action}`);
    if (Object.keys(access.uploads?.objects ?? {}).some((area) => area !== 'attached')) {
      throw new Error('The leads tool may only reach attached files');
    }
    super(scope, id, {
      description: 'Startsprong: leads bekijken, exporteren, opnieuw versturen en wissen met npm run leads -- --aws',
      statements: [
        new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [stack.stackId] }),
        ...[...tableStatements].map(([actions, resources]) => new PolicyStatement({ actions: actions.split(','), resources })),
        new PolicyStatement({ actions: objectActions, resources: [props.uploadsBucket.arnForObjects(`${attached}*`)] }),
        ...(access.uploads?.list
          ? [
              new PolicyStatement({
                actions: ['s3:ListBucket'],
                resources: [props.uploadsBucket.bucketArn],
                conditions: { StringLike: { 's3:prefix': [`${attached}*`] } },
              }),
            ]
          : []),
        ...(access.sendToQueue ? [new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.queue.queueArn] })] : []),
        new PolicyStatement({ actions: ['ses:GetAccount', 'ses:ListEmailIdentities'], resources: ['*'] }),
      ],
    });
    const bucketId = stack.getLogicalId(props.uploadsBucket.node.defaultChild as CfnBucket);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${attached}*]`,
      reason: 'Staff read and erase the attached files of any lead; keys are made per submission, so the grant covers that prefix only.',
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'ses:GetAccount and ses:ListEmailIdentities are account-level reads that IAM only grants on resource *.',
    });
  }
}
