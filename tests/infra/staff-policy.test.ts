import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { uploadPrefixes } from '../../shared/upload-keys.ts';
import { leadKinds } from '../../shared/lead-kinds.ts';
import { synth } from './support.ts';

describe('the staff policy for the leads tool', () => {
  it('grants exactly what npm run leads -- --aws does, on this stack’s tables, trail, files, queue and outputs', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const policies = Object.entries(template.findResources('AWS::IAM::ManagedPolicy'));
    expect(policies).toHaveLength(1);
    const [policyId, policy] = policies[0]!;
    expect(policy.Properties.ManagedPolicyName).toBeUndefined();
    const statements = policy.Properties.PolicyDocument.Statement as {
      Action: string | string[];
      Resource: unknown;
      Condition?: unknown;
    }[];
    const actions = statements.flatMap((statement) => statement.Action);
    expect(actions.sort()).toEqual(
      [
        'cloudformation:DescribeStacks',
        'dynamodb:DeleteItem',
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Scan',
        'dynamodb:UpdateItem',
        'dynamodb:UpdateItem',
        // Attached files, and an erasure's uploads never sent (pending/): delete only there.
        's3:DeleteObject',
        's3:DeleteObject',
        's3:GetObject',
        's3:ListBucket',
        'ses:GetAccount',
        'ses:ListEmailIdentities',
        'sqs:SendMessage',
      ].sort(),
    );
    // The lead tables: read, put back on the queue (resend), erase. Not the guard table, not the trail.
    const tableArn = (table: CfnTable) => ({ 'Fn::GetAtt': [stack.getLogicalId(table), 'Arn'] });
    const leadTables = leadKinds.map((kind) => tableArn(stack.tables[kind].node.defaultChild as CfnTable));
    expect(statements).toContainEqual({
      Effect: 'Allow',
      Action: ['dynamodb:Scan', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
      Resource: leadTables,
    });
    // The audit trail: every action of the tool is added to it; nothing is read, changed or deleted there.
    expect(statements).toContainEqual({
      Effect: 'Allow',
      Action: 'dynamodb:PutItem',
      Resource: tableArn(stack.tables.audit.node.defaultChild as CfnTable),
    });
    // The counts: backfill counts the leads again, an erasure takes its leads off; nothing is read there.
    expect(statements).toContainEqual({
      Effect: 'Allow',
      Action: 'dynamodb:UpdateItem',
      Resource: tableArn(stack.tables.counts.node.defaultChild as CfnTable),
    });
    const guardArn = JSON.stringify(tableArn(stack.tables.guard.node.defaultChild as CfnTable));
    expect(JSON.stringify(statements)).not.toContain(guardArn);
    const uploadsId = Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))[0]!;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:DeleteObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadsId, 'Arn'] }, `/${uploadPrefixes.attached}*`]] },
      }),
    );
    const queueId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }))[0]!;
    expect(statements).toContainEqual(expect.objectContaining({ Action: 'sqs:SendMessage', Resource: { 'Fn::GetAtt': [queueId, 'Arn'] } }));
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } }),
    );
    template.hasOutput('StaffLeadsPolicyArn', { Value: { Ref: policyId } });
  });
});
