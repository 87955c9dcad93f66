import { Match } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import type { CfnUserPool } from 'aws-cdk-lib/aws-cognito';
import {
  apiRoutes,
  envVars,
  functionNames,
  indexSteps,
  tableIndexesUpTo,
  tables,
  ttlAttribute,
  type FunctionName,
} from '../../infra/app-spec.ts';
import { listedAttributes, searchedAttributes } from '../../shared/staff-indexes.ts';
import { leadKinds } from '../../shared/lead-kinds.ts';
import { staffApiPrefix } from '../../shared/staff.ts';
import { actionsOf, functionLogicalId, roleStatementsOf, synth } from './support.ts';

const key = (name: string, type: 'HASH' | 'RANGE') => ({ AttributeName: name, KeyType: type });

describe('the staff inbox', () => {
  it('gives every lead table lists by date that hold what a list shows and a search reads, never the whole row, and keys-only person and mailbox indexes', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const found = template.findResources('AWS::DynamoDB::Table', {
      Properties: {
        GlobalSecondaryIndexes: Match.arrayWith([
          {
            IndexName: 'person',
            KeySchema: [key('email', 'HASH'), key('created_at', 'RANGE')],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
          {
            IndexName: 'mailbox',
            KeySchema: [key('mailbox_key', 'HASH'), key('created_at', 'RANGE')],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
          {
            IndexName: 'inbox',
            KeySchema: [key('kind', 'HASH'), key('created_at', 'RANGE')],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...listedAttributes] },
          },
          {
            IndexName: 'search',
            KeySchema: [key('kind', 'HASH'), key('created_at', 'RANGE')],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...searchedAttributes] },
          },
        ]),
      },
    });
    expect(Object.keys(found)).toHaveLength(leadKinds.length);
    expect(listedAttributes).not.toContain('message');
    expect(JSON.stringify(template.toJSON())).not.toContain('"IndexName":"listing"');
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

  it('grants each function Query on the indexes it reads only: the re-drive its own, the staff area the inbox’s, the trail and the counts', () => {
    // Prepare
    const { template, stack } = synth();
    const queried = (name: 'redrive' | 'staff') =>
      (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[])
        .filter((statement) => [statement.Action].flat().includes('dynamodb:Query'))
        .flatMap((statement) => [statement.Resource].flat().map((resource) => /\/index\/(\w+)"/.exec(JSON.stringify(resource))?.[1]))
        .sort();

    // Act / Assess
    expect(queried('redrive')).toEqual(['redrive', 'redrive', 'redrive', 'redrive']);
    // Every lead table has the lists by date, person and mailbox indexes; intakes and contact messages all eight,
    // and the bookings their calls by day and their phone numbers (an erasure by number finds a call).
    expect(queried('staff')).toEqual(
      [
        ...['inbox', 'search', 'person', 'mailbox'].flatMap((index) => [index, index, index, index]),
        'calls',
        'phone',
        ...['ids', 'phone', 'follow_up', 'owner'].flatMap((index) => [index, index]),
        'overview',
        'subject',
        'trail',
      ].sort(),
    );
  });

  it('gives intakes and contact messages a lookup by id and by phone, and sparse follow-up and owner indexes', () => {
    // Prepare / Act
    const { template, stack } = synth();
    const indexesOf = (kind: 'intake' | 'contact' | 'newsletter') =>
      template.toJSON().Resources[stack.getLogicalId(stack.tables[kind].node.defaultChild as CfnTable)].Properties
        .GlobalSecondaryIndexes as {
        IndexName: string;
        KeySchema: unknown;
        Projection: { ProjectionType: string };
      }[];

    // Assess
    for (const kind of ['intake', 'contact'] as const) {
      expect(indexesOf(kind).slice(5)).toEqual([
        { IndexName: 'ids', KeySchema: [key('kind', 'HASH'), key('id', 'RANGE')], Projection: { ProjectionType: 'KEYS_ONLY' } },
        {
          IndexName: 'phone',
          KeySchema: [key('phone_key', 'HASH'), key('created_at', 'RANGE')],
          Projection: { ProjectionType: 'KEYS_ONLY' },
        },
        {
          IndexName: 'follow_up',
          KeySchema: [key('kind', 'HASH'), key('staff_follow_up', 'RANGE')],
          Projection: { ProjectionType: 'ALL' },
        },
        { IndexName: 'owner', KeySchema: [key('staff_owner', 'HASH'), key('created_at', 'RANGE')], Projection: { ProjectionType: 'ALL' } },
      ]);
    }
    expect(indexesOf('newsletter').map((index) => index.IndexName)).toEqual(['redrive', 'person', 'mailbox', 'inbox', 'search']);
  });

  it('deploys the lead tables’ indexes one step at a time with indexesUpTo, for a stack that holds data already', () => {
    // Prepare / Act
    const namesAt = (upTo: string) => {
      const { template, stack } = synth({ context: { indexesUpTo: upTo } });
      return (kind: 'intake' | 'newsletter') =>
        (
          template.toJSON().Resources[stack.getLogicalId(stack.tables[kind].node.defaultChild as CfnTable)].Properties
            .GlobalSecondaryIndexes as { IndexName: string }[]
        ).map((index) => index.IndexName);
    };
    const atIds = namesAt('ids');
    const atSearch = namesAt('search');
    const done = namesAt('-listing');

    // Assess: each step adds or deletes one index per table, and the old listing goes only once its successors are there
    expect(atIds('intake')).toEqual(['listing', 'redrive', 'person', 'ids']);
    expect(atIds('newsletter')).toEqual(['listing', 'redrive', 'person']);
    expect(atSearch('intake')).toEqual([
      'listing',
      'redrive',
      'person',
      'mailbox',
      'inbox',
      'search',
      'ids',
      'phone',
      'follow_up',
      'owner',
    ]);
    expect(done('intake')).toEqual(['redrive', 'person', 'mailbox', 'inbox', 'search', 'ids', 'phone', 'follow_up', 'owner']);
    expect(indexSteps.at(-1)).toBe('-listing');
    expect(() => tableIndexesUpTo('everything')).toThrow(
      /"indexesUpTo" must be one of listing, person, ids, phone, follow_up, owner, mailbox, inbox, search, -listing/,
    );
  });

  it('lets the staff area read and move the inbox’s counts, kept beside the overview’s in the counts table', () => {
    // Prepare
    const { template, stack } = synth();
    const countsArn = JSON.stringify({ 'Fn::GetAtt': [stack.getLogicalId(stack.tables.counts.node.defaultChild as CfnTable), 'Arn'] });
    const onCounts = (name: FunctionName) =>
      actionsOf(
        (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[]).filter(
          (statement) => JSON.stringify(statement.Resource) === countsArn,
        ),
      ).sort();

    // Assess: the form handlers add to counters; the staff area reads them and moves a lead between statuses
    expect(onCounts('contact')).toEqual(['dynamodb:UpdateItem']);
    expect(onCounts('intake')).toEqual(['dynamodb:UpdateItem']);
    expect(onCounts('staff')).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']);
    for (const name of ['uploads', 'challenge', 'worker', 'redrive'] as const) expect(onCounts(name)).toEqual([]);
  });

  it('lets only the staff function and the booking function (whose feeds stop when their member leaves) list the staff group, on the staff user pool only', () => {
    // Prepare
    const { template, stack } = synth();
    const poolId = stack.getLogicalId(stack.staffSignIn.userPool.node.defaultChild as CfnUserPool);

    // Act
    const listing = functionNames.flatMap((name) =>
      (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[])
        .filter((statement) => actionsOf([statement]).some((action) => action.startsWith('cognito-idp:')))
        .map((statement) => ({ name, actions: actionsOf([statement]), resource: statement.Resource })),
    );

    // Assess
    expect(listing.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      ['booking', 'staff'].map((name) => ({
        name,
        actions: ['cognito-idp:ListUsersInGroup'],
        resource: { 'Fn::GetAtt': [poolId, 'Arn'] },
      })),
    );
    for (const name of ['booking', 'staff'] as const) {
      const environment = template.toJSON().Resources[functionLogicalId(stack, name)].Properties.Environment.Variables;
      expect(environment[envVars.staffUserPool]).toEqual({ Ref: poolId });
    }
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
