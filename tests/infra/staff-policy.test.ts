import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { uploadPrefixes } from '../../shared/upload-keys.ts';
import { synth } from './support.ts';

describe('the staff policy for the leads tool', () => {
  it('grants exactly what npm run leads -- --aws does, on this stack’s tables, files and outputs', () => {
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
        'dynamodb:Scan',
        'dynamodb:UpdateItem',
        's3:DeleteObject',
        's3:GetObject',
        's3:ListBucket',
        'ses:GetAccount',
        'ses:ListEmailIdentities',
      ].sort(),
    );
    // Every table but the audit trail, which nobody may delete from, and the overview's counts, which the tool does not read.
    const auditId = stack.getLogicalId(stack.tables.audit.node.defaultChild as CfnTable);
    const countsId = stack.getLogicalId(stack.tables.counts.node.defaultChild as CfnTable);
    const tableIds = Object.keys(template.findResources('AWS::DynamoDB::Table')).filter((id) => id !== auditId && id !== countsId);
    const uploadsId = Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))[0]!;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['dynamodb:Scan', 'dynamodb:GetItem', 'dynamodb:DeleteItem'],
        Resource: expect.arrayContaining(tableIds.map((id) => ({ 'Fn::GetAtt': [id, 'Arn'] }))),
      }),
    );
    // backfill adds the search keys to older leads and counts the leads again; an erasure lowers the counts.
    const idOf = (table: 'intake' | 'contact' | 'newsletter' | 'counts') =>
      stack.getLogicalId(stack.tables[table].node.defaultChild as CfnTable);
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: 'dynamodb:UpdateItem',
        Resource: (['intake', 'contact', 'newsletter', 'counts'] as const).map((table) => ({ 'Fn::GetAtt': [idOf(table), 'Arn'] })),
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:DeleteObject'],
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [uploadsId, 'Arn'] }, `/${uploadPrefixes.attached}*`]] },
      }),
    );
    expect(statements).toContainEqual(
      expect.objectContaining({ Action: 'cloudformation:DescribeStacks', Resource: { Ref: 'AWS::StackId' } }),
    );
    template.hasOutput('StaffLeadsPolicyArn', { Value: { Ref: policyId } });
  });
});
