import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Aws } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  apiThrottle,
  envVars,
  lambdaFunctions,
  leadsQueue,
  tableAccess,
  tables,
  ttlAttribute,
  uploadsBucket,
  type FunctionName,
} from '../../infra/app-spec.ts';
import { dataRetentionMonths } from '../../shared/business-facts.ts';
import { ATTACHED_PREFIX, PENDING_PREFIX } from '../../functions/lib/uploads.ts';
import { assetsCacheControl, pageCacheControl } from '../../infra/constructs/site-deployment.ts';
import { contentSecurityPolicy, inlineScriptHashes, staticSecurityHeaders } from '../../infra/security-headers.ts';
import { notFoundPage, redirects, siteRoutingFunctionCode } from '../../infra/site-routing.ts';
import { StartsprongStack } from '../../infra/stack.ts';
import { metricNames, metricNamespace } from '../../shared/metrics.ts';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-infra-'));
  scratchDirs.push(dir);
  return dir;
}

/** A tiny built site: two pages with inline scripts and one hashed asset. */
function builtSite(): string {
  const dir = scratchDir();
  mkdirSync(join(dir, '404'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script>window.__ctx={"page":"home"}</script><script type="module" src="/assets/entry-abc123.js"></script>',
  );
  writeFileSync(
    join(dir, '404', 'index.html'),
    '<!doctype html><title>404 Pagina niet gevonden</title><script>window.__ctx={"page":"404"}</script>',
  );
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'export const hallo = 1;');
  return dir;
}

type StackOptions = { context?: Record<string, unknown>; siteDir?: string; bundle?: boolean };

/** A fresh App and stack per test; Lambda bundling is skipped unless a test is about the bundle itself. */
function createStack({ context = {}, siteDir = builtSite(), bundle = false }: StackOptions = {}) {
  const app = new App({
    outdir: scratchDir(),
    context: { 'aws:cdk:bundling-stacks': bundle ? ['**'] : [], ...context },
  });
  const stack = new StartsprongStack(app, 'Test', { siteDir });
  return { app, stack, siteDir };
}

function synth(options: StackOptions = {}) {
  const created = createStack(options);
  return { ...created, template: Template.fromStack(created.stack) };
}

const functionLogicalId = (stack: StartsprongStack, name: FunctionName) =>
  stack.getLogicalId(stack.functions[name].node.defaultChild as CfnFunction);

function roleStatementsOf(template: Template, stack: StartsprongStack, name: FunctionName): { Action: string | string[] }[] {
  const fn = template.toJSON().Resources[functionLogicalId(stack, name)];
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
  );
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const actionsOf = (statements: { Action: string | string[] }[]) => statements.flatMap((statement) => [statement.Action].flat());

function distributionConfig(template: Template) {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig;
}

describe('site distribution', () => {
  it('serves the site from a private, encrypted bucket through origin access control', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [bucketId] = Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { LoggingConfiguration: Match.anyValue() } }));
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.anyValue(),
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    const s3Origin = distributionConfig(template).Origins.find((origin: { S3OriginConfig?: unknown }) => origin.S3OriginConfig);
    expect(s3Origin.DomainName).toEqual({ 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] });
    expect(s3Origin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.stringContaining('OriginAccessControl'), 'Id'] });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
        ]),
      },
    });
  });

  it('redirects HTTP to HTTPS, compresses and speaks HTTP/2 and HTTP/3', () => {
    // Prepare / Act
    const config = distributionConfig(synth().template);

    // Assess
    expect(config.HttpVersion).toBe('http2and3');
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(behavior.Compress).toBe(true);
    }
  });

  it('runs the generated routing code as a viewer-request CloudFront Function', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const functions = template.findResources('AWS::CloudFront::Function');
    const [functionId, routing] = Object.entries(functions)[0]!;
    expect(routing.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(routing.Properties.FunctionCode).toBe(siteRoutingFunctionCode());
    for (const [from, to] of Object.entries(redirects)) {
      expect(routing.Properties.FunctionCode).toContain(JSON.stringify(from));
      expect(routing.Properties.FunctionCode).toContain(JSON.stringify(to));
    }
    expect(distributionConfig(template).DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
  });

  it('answers a missing page (403 or 404 from the bucket) with the 404 page and status 404', () => {
    // Prepare / Act
    const config = distributionConfig(synth().template);

    // Assess
    expect(config.CustomErrorResponses).toEqual([
      expect.objectContaining({ ErrorCode: 403, ResponseCode: 404, ResponsePagePath: notFoundPage }),
      expect.objectContaining({ ErrorCode: 404, ResponseCode: 404, ResponsePagePath: notFoundPage }),
    ]);
  });

  it('sends /api/* uncached to the HTTP API with every viewer header except Host', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const config = distributionConfig(template);
    const apiBehavior = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(apiBehavior).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    });
    const apiOrigin = config.Origins.find((origin: { Id: string }) => origin.Id === apiBehavior.TargetOriginId);
    const apiId = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'))[0];
    expect(stack.resolve(apiOrigin.DomainName)).toEqual({
      'Fn::Join': ['', [{ Ref: apiId }, '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }]],
    });
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('sends exactly the security headers of infra/security-headers.ts', () => {
    // Prepare
    const siteDir = builtSite();

    // Act
    const { template, stack } = synth({ siteDir });

    // Assess
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const { SecurityHeadersConfig: security, CustomHeadersConfig: custom } = policy!.Properties.ResponseHeadersPolicyConfig;
    const hsts = security.StrictTransportSecurity;
    const sent = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        hsts.IncludeSubdomains && 'includeSubDomains',
        hsts.Preload && 'preload',
      ]
        .filter(Boolean)
        .join('; '),
      'X-Content-Type-Options': security.ContentTypeOptions && 'nosniff',
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(custom.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value])),
    };
    const hashes = inlineScriptHashes(siteDir);
    expect(hashes).toHaveLength(2);
    // The pages may also post files to the uploads bucket, named from the account and region.
    const uploadsOrigin = `https://${uploadsBucket.localName}-${Aws.ACCOUNT_ID}-${Aws.REGION}.s3.${Aws.REGION}.amazonaws.com`;
    expect(sent).toEqual({
      'Content-Security-Policy': stack.resolve(contentSecurityPolicy(hashes, [uploadsOrigin])),
      ...staticSecurityHeaders,
    });
    for (const config of [
      security.ContentSecurityPolicy,
      hsts,
      security.ContentTypeOptions,
      security.FrameOptions,
      security.ReferrerPolicy,
    ]) {
      expect(config.Override).toBe(true);
    }
  });

  it('answers on the CloudFront domain when no certificate is configured', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const config = distributionConfig(template);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    template.hasOutput('SiteUrl', { Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.anyValue(), 'DomainName'] }]] } });
  });

  it('serves the configured domain with its us-east-1 certificate and TLS 1.2 at least', () => {
    // Prepare / Act
    const { template } = synth({
      context: { certificateArn, siteDomain: 'www.voorbeeld.nl', sesIdentityDomain: 'voorbeeld.nl', senderEmail: 'hallo@voorbeeld.nl' },
    });

    // Assess
    expect(distributionConfig(template)).toMatchObject({
      Aliases: ['www.voorbeeld.nl'],
      ViewerCertificate: { AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
    });
    template.hasOutput('SiteUrl', { Value: 'https://www.voorbeeld.nl' });
  });

  it('rejects a certificate outside us-east-1, which CloudFront cannot use', () => {
    // Prepare
    const arn = certificateArn.replace('us-east-1', 'eu-west-1');

    // Act / Assess
    expect(() => createStack({ context: { certificateArn: arn } })).toThrow(/certificateArn.*us-east-1/);
  });

  it('logs viewer requests and bucket access to a private logs bucket', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const logsBucketId = Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { AccessControl: 'LogDeliveryWrite' } }))[0];
    expect(distributionConfig(template).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logsBucketId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logsBucketId } },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      AccessControl: 'LogDeliveryWrite',
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })] },
    });
  });

  it('deploys hashed assets with a year-long immutable cache, then the pages revalidated and invalidated', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const deployments = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    const [assetsId, assets] = deployments.find(([, d]) => d.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    const [, pages] = deployments.find(([id]) => id !== assetsId)!;
    expect(assets.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': assetsCacheControl } });
    expect(assets.Properties.DistributionId).toBeUndefined();
    expect(pages.Properties).toMatchObject({
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': pageCacheControl },
      DistributionPaths: ['/*'],
    });
    expect(pages.DependsOn).toContain(assetsId);
  });

  it('refuses to synthesize before the site is built', () => {
    // Prepare
    const emptyDir = scratchDir();

    // Act / Assess
    expect(() => createStack({ siteDir: emptyDir })).toThrow(/Run `npm run build` first/);
  });
});

describe('HTTP API', () => {
  it('throttles the default stage with the limits of app-spec', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: apiThrottle.rateLimit, ThrottlingBurstLimit: apiThrottle.burstLimit },
    });
  });

  it('writes JSON access logs that identify the request but never carry its body', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format = JSON.parse(stage!.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      routeKey: '$context.routeKey',
      status: '$context.status',
      latency: '$context.responseLatency',
    });
    expect(stage!.Properties.AccessLogSettings.Format).not.toMatch(/body/i);
  });

  it('routes every entry of apiRoutes to its own function without CORS', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const route of apiRoutes) {
      const [, routeResource] = Object.entries(template.findResources('AWS::ApiGatewayV2::Route')).find(
        ([, r]) => r.Properties.RouteKey === `${route.method} ${route.path}`,
      )!;
      const integrationId = routeResource.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionLogicalId(stack, route.handler), 'Arn'] },
      });
    }
    const [api] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(api!.Properties.CorsConfiguration).toBeUndefined();
  });
});

describe('functions', () => {
  it('runs every function on Node.js 24 (ARM) as an ESM bundle with JSON logs kept three months', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    for (const [name, spec] of Object.entries(lambdaFunctions) as [FunctionName, (typeof lambdaFunctions)[FunctionName]][]) {
      const fn = template.toJSON().Resources[functionLogicalId(stack, name)].Properties;
      expect(fn).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: spec.timeoutSeconds,
        MemorySize: spec.memoryMb,
        LoggingConfig: { LogFormat: 'JSON', LogGroup: { Ref: expect.any(String) } },
      });
      expect(Object.keys(template.findResources('AWS::Logs::LogGroup', { Properties: { RetentionInDays: 90 } }))).toContain(
        fn.LoggingConfig.LogGroup.Ref,
      );
    }
  });

  it('wires tables, queue, addresses and site URL into each function environment', () => {
    // Prepare / Act
    const { template, stack } = synth({ context: { staffEmail: 'team@startsprong.nl' } });

    // Assess
    const queueId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }))[0];
    const tableId = stack.getLogicalId(stack.tables.contactMessages.node.defaultChild as CfnTable);
    const intakeTableId = stack.getLogicalId(stack.tables.startFormSubmissions.node.defaultChild as CfnTable);
    const newsletterTableId = stack.getLogicalId(stack.tables.newsletterSubscribers.node.defaultChild as CfnTable);
    const bucketId = stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket);
    const common = {
      NODE_OPTIONS: '--enable-source-maps',
      [envVars.senderEmail]: 'hallo@startsprong.nl',
      [envVars.staffEmail]: 'team@startsprong.nl',
      [envVars.siteUrl]: 'https://www.startsprong.nl',
    };
    const environmentOf = (name: FunctionName) =>
      template.toJSON().Resources[functionLogicalId(stack, name)].Properties.Environment.Variables;
    // The API functions also get the origin-verify secret (tests/infra/origin-secret.test.ts).
    const api = { ...common, [envVars.originSecret]: expect.objectContaining({ 'Fn::Join': expect.any(Array) }) };
    expect(environmentOf('contact')).toEqual({ ...api, [envVars.contactTable]: { Ref: tableId }, [envVars.queueUrl]: { Ref: queueId } });
    expect(environmentOf('uploads')).toEqual({ ...api, [envVars.uploadsBucket]: { Ref: bucketId } });
    expect(environmentOf('intake')).toEqual({
      ...api,
      [envVars.intakeTable]: { Ref: intakeTableId },
      [envVars.queueUrl]: { Ref: queueId },
      [envVars.uploadsBucket]: { Ref: bucketId },
    });
    expect(environmentOf('newsletter')).toEqual({
      ...api,
      [envVars.newsletterTable]: { Ref: newsletterTableId },
      [envVars.queueUrl]: { Ref: queueId },
    });
    const allTables = {
      [envVars.contactTable]: { Ref: tableId },
      [envVars.intakeTable]: { Ref: intakeTableId },
      [envVars.newsletterTable]: { Ref: newsletterTableId },
    };
    const configurationSetId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    expect(environmentOf('worker')).toEqual({
      ...common,
      ...allTables,
      [envVars.uploadsBucket]: { Ref: bucketId },
      [envVars.sesConfigurationSet]: { Ref: configurationSetId },
    });
    expect(environmentOf('redrive')).toEqual({ ...common, ...allTables, [envVars.queueUrl]: { Ref: queueId } });
  });

  it('grants each function only the table access tableAccess names', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    expect(tableAccess.contact.contactMessages).toBe('write');
    expect(tableAccess.worker.contactMessages).toBe('readWrite');
    const contactActions = actionsOf(roleStatementsOf(template, stack, 'contact'));
    const workerActions = actionsOf(roleStatementsOf(template, stack, 'worker'));
    expect(contactActions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'sqs:SendMessage']));
    expect(contactActions).not.toEqual(expect.arrayContaining(['dynamodb:GetItem']));
    expect(contactActions).not.toEqual(expect.arrayContaining(['dynamodb:Scan']));
    expect(workerActions).toEqual(
      expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
    expect(workerActions).not.toEqual(expect.arrayContaining(['sqs:SendMessage']));
    for (const action of [...contactActions, ...workerActions]) expect(action).not.toMatch(/^(\*|[a-z0-9]+:\*)$/);
  });

  it('lets only the worker send email, and only from the SES identity of the configured domain', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const [identityId, identity] = Object.entries(template.findResources('AWS::SES::EmailIdentity'))[0]!;
    expect(identity.Properties.EmailIdentity).toBe('startsprong.nl');
    const sesStatements = roleStatementsOf(template, stack, 'worker').filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    // SES authorizes the sending identity and the configuration set the worker sends with.
    const configurationSetId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    expect(sesStatements).toHaveLength(2);
    expect(JSON.stringify(sesStatements[0])).toContain(`":identity/",{"Ref":"${identityId}"}`);
    expect(JSON.stringify(sesStatements[1])).toContain(`":configuration-set/",{"Ref":"${configurationSetId}"}`);
    expect(actionsOf(roleStatementsOf(template, stack, 'contact')).some((a) => a.startsWith('ses:'))).toBe(false);
  });

  it('feeds the worker from the leads queue in batches with partial failures and bounded concurrency', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionLogicalId(stack, 'worker') },
      BatchSize: leadsQueue.batchSize,
      MaximumBatchingWindowInSeconds: leadsQueue.maxBatchingWindowSeconds,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: leadsQueue.maxConcurrency },
    });
  });

  it('bundles each handler into one minified ESM file with a source map and the AWS SDK inside', () => {
    // Prepare
    const { app, stack } = createStack({ bundle: true });

    // Act
    const assembly = app.synth();

    // Assess
    const template = Template.fromStack(stack).toJSON();
    for (const name of Object.keys(lambdaFunctions) as FunctionName[]) {
      const key: string = template.Resources[functionLogicalId(stack, name)].Properties.Code.S3Key;
      const assetDir = join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      expect(readdirSync(assetDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __startsprongCreateRequire } from 'node:module';")).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*handler/);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
      // Minified output breaks lines only inside template literals, so its lines are very long on average.
      expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(1000);
    }
  }, 180_000);
});

describe('data', () => {
  it('keeps every table on demand, point-in-time recoverable, encrypted, protected and retained', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    for (const spec of Object.values(tables)) {
      template.hasResource('AWS::DynamoDB::Table', {
        Properties: {
          KeySchema: [{ AttributeName: spec.partitionKey, KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: spec.partitionKey, AttributeType: 'S' }],
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

describe('leads queue', () => {
  it('moves a message to the encrypted dead-letter queue after maxReceiveCount failed receives', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const dlqId = Object.keys(
      template.findResources('AWS::SQS::Queue', { Properties: { MessageRetentionPeriod: leadsQueue.deadLetterRetentionDays * 86_400 } }),
    )[0];
    expect(dlqId).toBeDefined();
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: leadsQueue.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: leadsQueue.maxReceiveCount },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: Match.anyValue(), SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: dlqId }],
      PolicyDocument: { Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })] },
    });
  });

  it('emails staff through an encrypted topic as soon as one message is in the dead-letter queue', () => {
    // Prepare / Act
    const { template } = synth({ context: { staffEmail: 'team@startsprong.nl' } });

    // Assess
    const dlqId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { MessageRetentionPeriod: Match.anyValue() } }))[0];
    const [topicId, topic] = Object.entries(template.findResources('AWS::SNS::Topic'))[0]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      AlarmActions: [{ Ref: topicId }],
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'team@startsprong.nl',
      TopicArn: { Ref: topicId },
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } })]) },
    });
  });
});

describe('configuration', () => {
  it.each([
    ['staffEmail', 'geen-adres'],
    ['senderEmail', 'hallo@'],
    ['senderEmail', 'hallo@andere-domein.nl'],
    ['siteDomain', 'https://www.startsprong.nl'],
  ])('throws when context %s is %s', (key, value) => {
    // Act / Assess
    expect(() => createStack({ context: { [key]: value } })).toThrow(new RegExp(`"${key}"`));
  });

  it('exports what operators need after a deployment', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'DistributionId',
        'DistributionDomainName',
        'ApiEndpoint',
        'ContactMessagesTableName',
        'QueueUrl',
        'DeadLetterQueueUrl',
        'AlarmTopicArn',
      ]),
    );
  });
});

describe('cdk-nag', () => {
  it.each([
    ['the defaults', {}],
    [
      'a custom domain and a WAF web ACL',
      { certificateArn, webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/startsprong/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' },
    ],
  ])('finds nothing unacknowledged in the AwsSolutions checks with %s', (_, context) => {
    // Prepare
    const { app, stack } = createStack({ context });

    // Act
    const report = new AwsSolutionsChecks(app, { verbose: true }).validateScope(stack);

    // Assess
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('attaches the configured WAF web ACL to the distribution', () => {
    // Prepare
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/startsprong/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

    // Act
    const { template } = synth({ context: { webAclArn } });

    // Assess
    expect(distributionConfig(template).WebACLId).toBe(webAclArn);
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
      BucketName: { 'Fn::Join': ['', [`${uploadsBucket.localName}-`, { Ref: 'AWS::AccountId' }, '-', { Ref: 'AWS::Region' }]] },
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

  it('allows uploads from the CloudFront domain only when no custom domain is configured', () => {
    // Prepare / Act
    const { template, stack } = synth();
    const bucketId = stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket);

    // Assess
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    expect(template.toJSON().Resources[bucketId].Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['POST'],
          AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] }],
          AllowedHeaders: ['*'],
          MaxAge: 3600,
        },
      ],
    });
  });

  it('aborts incomplete uploads, expires unattached uploads in days and everything after the retention period', () => {
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
            Prefix: uploadsBucket.pendingPrefix,
            ExpirationInDays: uploadsBucket.pendingExpiryDays,
            Status: 'Enabled',
          },
          { Id: 'expire-after-retention', ExpirationInDays: retentionDays, Status: 'Enabled' },
        ],
      },
    });
    expect(retentionDays).toBeGreaterThanOrEqual(730);
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
    expect(s3Actions('uploads')).toEqual(['s3:PutObject']);
    expect(s3Actions('intake')).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(s3Actions('worker')).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:GetObject', 's3:ListBucket', 's3:PutObject']);
    expect(s3Actions('contact')).toEqual([]);
    expect(s3Actions('redrive')).toEqual([]);

    // Per prefix: presigned uploads can only land under pending/, and only the worker writes under intake/.
    const bucketArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket), 'Arn'] };
    const objects = (prefix: string) => ({ 'Fn::Join': ['', [bucketArn, `/${prefix}*`]] });
    const s3Statements = (name: FunctionName) =>
      (roleStatementsOf(template, stack, name) as { Action: string | string[]; Resource: unknown }[]).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('s3:')),
      );
    expect(s3Statements('uploads')).toEqual([
      expect.objectContaining({ Action: 's3:PutObject', Resource: objects(uploadsBucket.pendingPrefix) }),
    ]);
    expect(s3Statements('intake')).toEqual([
      expect.objectContaining({
        Action: 's3:GetObject',
        Resource: [objects(uploadsBucket.pendingPrefix), objects(uploadsBucket.attachedPrefix)],
      }),
      expect.objectContaining({ Action: 's3:ListBucket', Resource: bucketArn }),
    ]);
    expect(s3Statements('worker')).toContainEqual(
      expect.objectContaining({ Action: ['s3:GetObject', 's3:PutObject'], Resource: objects(uploadsBucket.attachedPrefix) }),
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

  it('uses the same prefixes in the handlers as in the bucket rules', () => {
    expect(PENDING_PREFIX).toBe(uploadsBucket.pendingPrefix);
    expect(ATTACHED_PREFIX).toBe(uploadsBucket.attachedPrefix);
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

describe('observability', () => {
  it('emails staff through the alarm topic when the worker fails, the API answers 5xx, or SES refuses an email', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;
    const alarmFor = (metricName: string, namespace: string) =>
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metricName,
        Namespace: namespace,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topic }],
        OKActions: [{ Ref: topic }],
      });
    alarmFor('Errors', 'AWS/Lambda');
    alarmFor('5xx', 'AWS/ApiGateway');
    alarmFor(metricNames.emailsFailed, metricNamespace);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionLogicalId(stack, 'worker') } }],
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'hallo@startsprong.nl',
      TopicArn: { Ref: topic },
    });
  });
});

describe('the README deploy guide', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const section = (heading: string) =>
    readme.slice(readme.indexOf(heading), readme.indexOf('\n### ', readme.indexOf(heading) + heading.length));
  const firstColumn = (text: string) => [...text.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);

  it('lists exactly the context values the stack reads', () => {
    // Prepare
    const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    };
    const settings = Object.keys(cdkJson.context).filter((key) => !key.startsWith('@aws-cdk') && key !== 'cli-telemetry');

    // Act
    const documented = firstColumn(section('### Configuration'));

    // Assess
    expect(documented.sort()).toEqual(settings.sort());
  });

  it('explains every output the synthesized stack has, and no other', () => {
    // Prepare
    const { template } = synth();
    const outputs = Object.keys(template.toJSON().Outputs as Record<string, unknown>);

    // Act
    const documented = section('### What the outputs mean')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Za-z0-9]+)`(?:-`([A-Za-z0-9]+)`)?/g)])
      .flatMap((match) => {
        const range = /^(\D+)(\d)$/.exec(match[1]!);
        const end = match[2] && /(\d)$/.exec(match[2]);
        return range && end
          ? Array.from({ length: Number(end[1]) - Number(range[2]) + 1 }, (_, i) => `${range[1]}${Number(range[2]) + i}`)
          : [match[1]!];
      });

    // Assess
    expect(documented.sort()).toEqual(outputs.sort());
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts,
    );
    const named = [...readme.matchAll(/npm run ([a-z:]+)/g)].map((match) => match[1]!);

    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(scripts).toContain(name);
  });
});
