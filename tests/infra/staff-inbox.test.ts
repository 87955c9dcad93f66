import { Match } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import { apiRoutes, tables, ttlAttribute } from '../../infra/app-spec.ts';
import { leadKinds } from '../../shared/lead-kinds.ts';
import { staffApiPrefix } from '../../shared/staff.ts';
import { actionsOf, roleStatementsOf, synth } from './support.ts';

const key = (name: string, type: 'HASH' | 'RANGE') => ({ AttributeName: name, KeyType: type });

describe('the staff inbox', () => {
  it('gives every lead table a listing index by kind and date and a person index by email address', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const found = template.findResources('AWS::DynamoDB::Table', {
      Properties: {
        GlobalSecondaryIndexes: Match.arrayWith([
          { IndexName: 'listing', KeySchema: [key('kind', 'HASH'), key('created_at', 'RANGE')], Projection: { ProjectionType: 'ALL' } },
          {
            IndexName: 'person',
            KeySchema: [key('email', 'HASH'), key('created_at', 'RANGE')],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ]),
      },
    });
    expect(Object.keys(found)).toHaveLength(leadKinds.length);
  });

  it('keeps the audit trail as long as the leads, readable by month and per lead', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: {
        KeySchema: [key(tables.audit.partitionKey, 'HASH')],
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: [
          Match.objectLike({ IndexName: 'trail', KeySchema: [key('month', 'HASH'), key('at', 'RANGE')] }),
          Match.objectLike({ IndexName: 'subject', KeySchema: [key('subject', 'HASH'), key('at', 'RANGE')] }),
        ],
      },
      DeletionPolicy: 'Retain',
    });
  });

  it('lets the staff function only add to the audit trail and read it, and never scan a table', () => {
    // Prepare
    const { template, stack } = synth();
    const auditArn = JSON.stringify({ 'Fn::GetAtt': [stack.getLogicalId(stack.tables.audit.node.defaultChild as CfnTable), 'Arn'] });
    const statements = roleStatementsOf(template, stack, 'staff') as { Action: string | string[]; Resource: unknown }[];

    // Act
    const onAudit = actionsOf(statements.filter((statement) => JSON.stringify(statement.Resource).includes(auditArn)));

    // Assess
    expect(onAudit.sort()).toEqual(['dynamodb:PutItem', 'dynamodb:Query']);
    expect(actionsOf(statements)).not.toContain('dynamodb:Scan');
    expect(actionsOf(statements)).toEqual(expect.arrayContaining(['dynamodb:DeleteItem', 's3:DeleteObject', 'sqs:SendMessage']));
  });

  it('grants each function Query on the indexes it reads only: the re-drive its own, the staff area the listing, person, trail and counts', () => {
    // Prepare
    const { template, stack } = synth();
    const queried = (name: 'redrive' | 'staff') =>
      (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[])
        .filter((statement) => [statement.Action].flat().includes('dynamodb:Query'))
        .flatMap((statement) => [statement.Resource].flat().map((resource) => /\/index\/(\w+)"/.exec(JSON.stringify(resource))?.[1]))
        .sort();

    // Act / Assess
    expect(queried('redrive')).toEqual(['redrive', 'redrive', 'redrive']);
    expect(queried('staff')).toEqual(['listing', 'listing', 'listing', 'overview', 'person', 'person', 'person', 'subject', 'trail']);
  });

  it('lets the leads tool policy, which may delete rows, only add to the audit trail', () => {
    // Prepare / Act
    const { template, stack } = synth();
    const auditId = stack.getLogicalId(stack.tables.audit.node.defaultChild as CfnTable);

    // Assess
    const [policy] = Object.values(template.findResources('AWS::IAM::ManagedPolicy'));
    const statements = policy!.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
    const onTrail = statements.filter((statement) => JSON.stringify(statement.Resource).includes(auditId));
    expect(onTrail).toEqual([expect.objectContaining({ Action: 'dynamodb:PutItem', Resource: { 'Fn::GetAtt': [auditId, 'Arn'] } })]);
  });

  it('puts every staff route behind the staff authorizer and the staff function, and no other route', () => {
    // Prepare / Act
    const staff = apiRoutes.filter((route) => route.path.startsWith(`${staffApiPrefix}/`));
    const others = apiRoutes.filter((route) => !route.path.startsWith(`${staffApiPrefix}/`));

    // Assess
    expect(staff.length).toBeGreaterThanOrEqual(8);
    for (const route of staff) expect(route).toMatchObject({ auth: 'staff', handler: 'staff' });
    for (const route of others) expect(route.auth).toBeUndefined();
  });
});
