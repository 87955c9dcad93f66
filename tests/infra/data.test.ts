import { leadKinds } from '../../shared/lead-kinds.ts';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import { describe, expect, it } from 'vitest';
import { tables, ttlAttribute, uploadsBucket, type FunctionName } from '../../infra/app-spec.ts';
import { attachmentRetentionDays, dataRetentionMonths } from '../../shared/business-facts.ts';
import { uploadPrefixes } from '../../shared/upload-keys.ts';
import { synth, functionLogicalId, roleStatementsOf, actionsOf } from './support.ts';

describe('data', () => {
  it('keeps every table on demand, point-in-time recoverable, encrypted, protected and retained', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    for (const spec of Object.values(tables)) {
      template.hasResource('AWS::DynamoDB::Table', {
        Properties: {
          KeySchema: [{ AttributeName: spec.partitionKey, KeyType: 'HASH' }],
          AttributeDefinitions: Match.arrayWith([{ AttributeName: spec.partitionKey, AttributeType: 'S' }]),
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
          DeletionProtectionEnabled: true,
        },
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
      });
    }
  });
});

describe('the re-drive index', () => {
  it('gives every table a sparse index on kind and redrive_at, projecting only what the re-drive reads', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const found = template.findResources('AWS::DynamoDB::Table', {
      Properties: {
        GlobalSecondaryIndexes: Match.arrayWith([
          {
            IndexName: 'redrive',
            KeySchema: [
              { AttributeName: 'kind', KeyType: 'HASH' },
              { AttributeName: 'redrive_at', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['redrive_count'] },
          },
        ]),
      },
    });
    expect(Object.keys(found)).toHaveLength(leadKinds.length);
  });

  it('lets functions query indexes only, with no Scan and no Query of the tables themselves', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap(
        (policy) =>
          (policy as { Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } } }).Properties
            .PolicyDocument.Statement,
      )
      .map((statement) => ({ actions: [statement.Action].flat(), resource: JSON.stringify(statement.Resource) }));
    expect(statements.some((statement) => statement.actions.includes('dynamodb:Scan'))).toBe(false);
    const queries = statements.filter((statement) => statement.actions.includes('dynamodb:Query'));
    // The re-drive's on each lead table, the staff function's on each lead table, the audit trail and the counts,
    // the booking function's on the schedule's taken slots and the calls, and the schedule function's on the reminders.
    expect(queries).toHaveLength(2 * leadKinds.length + 5);
    for (const query of queries) {
      expect(query.actions).toEqual(['dynamodb:Query']);
      const resources = JSON.parse(query.resource) as unknown[];
      for (const resource of [resources].flat())
        expect(JSON.stringify(resource)).toMatch(
          /\/index\/(redrive|listing|inbox|search|person|mailbox|ids|phone|follow_up|owner|trail|subject|overview|taken|calls|reminder)"/,
        );
    }
  });
});

describe('the guard table and secret of the abuse brakes', () => {
  it('generates the secret at deploy and grants each function only the guard actions its manifest names', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess: Secrets Manager generates it; the functions get a dynamic reference, never a value
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
    const guardArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.tables.guard.node.defaultChild as CfnTable), 'Arn'] };
    const guardActions = (name: FunctionName) =>
      actionsOf(
        roleStatementsOf(template, stack, name).filter(
          (statement) => JSON.stringify((statement as { Resource?: unknown }).Resource) === JSON.stringify(guardArn),
        ),
      ).sort();
    expect(guardActions('contact')).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(guardActions('uploads')).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(guardActions('worker')).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(guardActions('mailEvents')).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(guardActions('staff')).toEqual(['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(guardActions('challenge')).toEqual([]);
    expect(guardActions('redrive')).toEqual([]);
  });

  it('keeps the guard key and the subscriber key when the stack goes, as it keeps the tables whose rows they keyed', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess: the origin secret only guards the live API and may go; the two keys must outlive a teardown
    const secrets = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    const policyOf = (description: RegExp) => secrets.find((secret) => description.test(secret.Properties.Description))!;
    for (const key of [policyOf(/abuse brakes/), policyOf(/subscriber ids/)]) {
      expect(key).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    }
    expect(policyOf(/origin verify/).DeletionPolicy).toBe('Delete');
  });
});

describe('the uploads bucket and retention', () => {
  it('keeps the bucket private, encrypted and TLS-only, with CORS for the site origin only', () => {
    // Prepare / Act
    const { template } = synth({
      context: { certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/12345678-1234-1234-1234-123456789012' },
    });

    // Assess
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['https://www.startsprong.nl'], AllowedHeaders: ['*'], MaxAge: 3600 }],
      },
    });
  });

  it('allows uploads from CloudFront domains only when no custom domain is configured', () => {
    // Prepare / Act
    const { template, stack } = synth();
    const bucketId = stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket);

    // Assess: the page's CSP names the bucket, so the bucket cannot name the distribution back (a cycle).
    expect(template.toJSON().Resources[bucketId].Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['POST'],
          AllowedOrigins: ['https://*.cloudfront.net'],
          AllowedHeaders: ['*'],
          MaxAge: 3600,
        },
      ],
    });
  });

  it('aborts incomplete uploads, expires unattached uploads in days, the files of intakes nobody took up in weeks, and everything after the retention period', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const retentionDays = Math.ceil(dataRetentionMonths * 30.5);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: [
          { Id: 'abort-incomplete-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
          {
            Id: 'expire-unattached-uploads',
            Prefix: uploadPrefixes.pending,
            ExpirationInDays: uploadsBucket.pendingExpiryDays,
            Status: 'Enabled',
          },
          ...(['flagged', 'unreviewed'] as const).map((retention) => ({
            Id: `expire-${retention}-intake-files`,
            Prefix: uploadPrefixes.attached,
            TagFilters: [{ Key: 'retention', Value: retention }],
            ExpirationInDays: attachmentRetentionDays[retention],
            Status: 'Enabled',
          })),
          { Id: 'expire-after-retention', ExpirationInDays: retentionDays, Status: 'Enabled' },
        ],
      },
    });
    // Never shorter than the months the privacy statement names (dataRetentionMonths, now 12).
    expect(retentionDays).toBeGreaterThanOrEqual(dataRetentionMonths * 30);
  });

  it('gives every table a time-to-live attribute for the retention period', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const tablesWithTtl = template.findResources('AWS::DynamoDB::Table', {
      Properties: { TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true } },
    });
    expect(Object.keys(tablesWithTtl)).toHaveLength(Object.keys(tables).length);
  });

  it('grants each function exactly the S3 actions it needs, per prefix', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const s3Actions = (name: FunctionName) =>
      actionsOf(roleStatementsOf(template, stack, name))
        .filter((action) => action.startsWith('s3:'))
        .sort();
    expect(s3Actions('uploads')).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(s3Actions('intake')).toEqual(['s3:GetObject', 's3:GetObject', 's3:ListBucket']);
    expect(s3Actions('worker')).toEqual([
      's3:DeleteObject',
      's3:DeleteObject',
      's3:GetObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
      's3:PutObjectTagging',
    ]);
    expect(s3Actions('contact')).toEqual([]);
    expect(s3Actions('redrive')).toEqual([]);

    // Per prefix: presigned uploads can only land (and be given back) under pending/, and only the worker writes under intake/.
    const bucketArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket), 'Arn'] };
    const objects = (prefix: string) => ({ 'Fn::Join': ['', [bucketArn, `/${prefix}*`]] });
    const s3Statements = (name: FunctionName) =>
      (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[]).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('s3:')),
      );
    // The uploads function deletes only the pending file a visitor gives back, to free its place.
    expect(s3Statements('uploads')).toEqual([
      expect.objectContaining({ Action: ['s3:PutObject', 's3:DeleteObject'], Resource: objects(uploadPrefixes.pending) }),
    ]);
    expect(s3Statements('intake')).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Resource: objects(uploadPrefixes.pending) }),
      expect.objectContaining({ Action: 's3:GetObject', Resource: objects(uploadPrefixes.attached) }),
      expect.objectContaining({ Action: 's3:ListBucket', Resource: bucketArn }),
    ]);
    // The worker also tags a placed file with its retention, and deletes a copy under intake/ that fails its second check.
    expect(s3Statements('worker')).toContainEqual(
      expect.objectContaining({
        Action: ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging', 's3:DeleteObject'],
        Resource: objects(uploadPrefixes.attached),
      }),
    );
  });

  it('lets the intake read its own table by key only, to answer a repeated submit', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const intakeActions = actionsOf(roleStatementsOf(template, stack, 'intake'));
    expect(intakeActions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:GetItem', 'sqs:SendMessage']));
    expect(intakeActions).not.toEqual(expect.arrayContaining(['dynamodb:Scan']));
    expect(intakeActions).not.toEqual(expect.arrayContaining(['dynamodb:Query']));
  });

  it('runs the re-drive every five minutes', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionLogicalId(stack, 'redrive'), 'Arn'] } })],
    });
  });
});
