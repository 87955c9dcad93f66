import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { envVars, functionNames, lambdaFunctions, leadsQueue, manifestProblems, type FunctionName } from '../../infra/app-spec.ts';
import { logRetentionDays } from '../../shared/business-facts.ts';
import { appStacks, synth, functionLogicalId, roleStatementsOf, actionsOf } from './support.ts';

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

  it('gives every function both stacks make, the ones CDK adds on its own too, a log group that expires with the rest', () => {
    // Prepare / Act
    const { site, edge } = appStacks();

    // Assess: the site deployment's handler and the cross-region reference's reader and writer included
    for (const stack of [site, edge!]) {
      const template = Template.fromStack(stack);
      const logGroups = template.findResources('AWS::Logs::LogGroup');
      const functions = Object.entries(template.findResources('AWS::Lambda::Function'));
      expect(functions.length, stack.stackName).toBeGreaterThan(0);
      for (const [id, fn] of functions) {
        const logGroup = logGroups[fn.Properties.LoggingConfig?.LogGroup?.Ref];
        expect(logGroup?.Properties.RetentionInDays, `${stack.stackName} ${id}`).toBe(logRetentionDays);
      }
    }
  });

  it('wires tables, queue, addresses and site URL into each function environment', () => {
    // Prepare / Act
    const { template, stack } = synth({ context: { staffEmail: 'team@startsprong.nl' } });

    // Assess
    const queueId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }))[0];
    const tableId = stack.getLogicalId(stack.tables.contact.node.defaultChild as CfnTable);
    const intakeTableId = stack.getLogicalId(stack.tables.intake.node.defaultChild as CfnTable);
    const newsletterTableId = stack.getLogicalId(stack.tables.newsletter.node.defaultChild as CfnTable);
    const bookingTableId = stack.getLogicalId(stack.tables.booking.node.defaultChild as CfnTable);
    const bucketId = stack.getLogicalId(stack.uploadsBucket.node.defaultChild as CfnBucket);
    const guardTableId = stack.getLogicalId(stack.tables.guard.node.defaultChild as CfnTable);
    const countsTableId = stack.getLogicalId(stack.tables.counts.node.defaultChild as CfnTable);
    // The forms' functions add each new lead to the overview's counts.
    const counts = { [envVars.countsTable]: { Ref: countsTableId } };
    const common = { NODE_OPTIONS: '--enable-source-maps' };
    // The API functions check CloudFront's origin secret; the worker sends with the SES configuration set
    // and links to where the site answers: the CloudFront domain, as no certificate is configured here.
    // Secrets reach the functions as their ARNs (Ref of the secret), read at cold start: never as a value.
    const secretId = (description: string) =>
      Object.keys(
        template.findResources('AWS::SecretsManager::Secret', { Properties: { Description: Match.stringLikeRegexp(description) } }),
      )[0]!;
    const distributionId = Object.keys(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    const siteUrl = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] };
    // The forms' functions compare an Origin with the site's own, for browsers that send no Sec-Fetch-Site.
    const api = { ...common, [envVars.originSecret]: { Ref: secretId('origin verify') } };
    const form = { ...api, [envVars.siteUrl]: siteUrl };
    const guard = { [envVars.guardTable]: { Ref: guardTableId }, [envVars.guardSecret]: { Ref: secretId('abuse brakes') } };
    const mail = {
      [envVars.senderEmail]: 'hallo@startsprong.nl',
      [envVars.staffEmail]: 'team@startsprong.nl',
      [envVars.siteUrl]: siteUrl,
      [envVars.sesConfigurationSet]: expect.anything(),
    };
    // Functions that count business metrics do so in the stage's own namespace (production's here).
    const metrics = { [envVars.metricNamespace]: 'Startsprong' };
    const environmentOf = (name: FunctionName) =>
      template.toJSON().Resources[functionLogicalId(stack, name)].Properties.Environment.Variables;
    expect(environmentOf('contact')).toEqual({
      ...form,
      ...guard,
      ...counts,
      ...metrics,
      [envVars.contactTable]: { Ref: tableId },
      [envVars.queueUrl]: { Ref: queueId },
    });
    expect(environmentOf('uploads')).toEqual({ ...form, ...guard, ...metrics, [envVars.uploadsBucket]: { Ref: bucketId } });
    expect(environmentOf('intake')).toEqual({
      ...form,
      ...guard,
      ...counts,
      ...metrics,
      [envVars.intakeTable]: { Ref: intakeTableId },
      [envVars.queueUrl]: { Ref: queueId },
      [envVars.uploadsBucket]: { Ref: bucketId },
    });
    expect(environmentOf('newsletter')).toEqual({
      ...form,
      ...guard,
      ...counts,
      [envVars.newsletterTable]: { Ref: newsletterTableId },
      [envVars.queueUrl]: { Ref: queueId },
      [envVars.subscriberKey]: { Ref: secretId('subscriber ids') },
    });
    const allTables = {
      [envVars.contactTable]: { Ref: tableId },
      [envVars.intakeTable]: { Ref: intakeTableId },
      [envVars.newsletterTable]: { Ref: newsletterTableId },
      [envVars.bookingTable]: { Ref: bookingTableId },
    };
    expect(environmentOf('worker')).toEqual({
      ...common,
      ...mail,
      ...guard,
      ...metrics,
      ...allTables,
      [envVars.uploadsBucket]: { Ref: bucketId },
    });
    expect(environmentOf('redrive')).toEqual({ ...common, ...metrics, ...allTables, [envVars.queueUrl]: { Ref: queueId } });
    // No function's configuration resolves a secret's value (lambda:GetFunctionConfiguration would show it).
    for (const name of functionNames) expect(JSON.stringify(environmentOf(name)), name).not.toContain('resolve:secretsmanager');
  });

  it('sets exactly the environment keys each function declares in the manifest', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    for (const name of functionNames) {
      const variables = template.toJSON().Resources[functionLogicalId(stack, name)].Properties.Environment.Variables;
      const expected = [...lambdaFunctions[name].env.map((key) => envVars[key]), 'NODE_OPTIONS'].sort();
      expect(Object.keys(variables).sort(), name).toEqual(expected);
    }
  });

  it("gives each function's role exactly the actions its manifest names, and nothing more", () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    // Every function writes its own log group; the SQS event source adds what consuming the queue takes.
    // Everything else comes from the manifest.
    const logs = ['logs:CreateLogStream', 'logs:PutLogEvents'];
    const consume = ['sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:ReceiveMessage'];
    for (const name of functionNames) {
      const spec = lambdaFunctions[name];
      const expected = new Set<string>([
        ...Object.values(spec.access.tables ?? {}).flatMap((actions) => actions.map((action) => `dynamodb:${action}`)),
        ...(Object.keys(spec.access.queries ?? {}).length > 0 ? ['dynamodb:Query'] : []),
        ...Object.values(spec.access.uploads?.objects ?? {}).flatMap((actions) => actions.map((action) => `s3:${action}`)),
        ...(spec.access.uploads?.list ? ['s3:ListBucket'] : []),
        ...(spec.access.sendToQueue ? ['sqs:SendMessage'] : []),
        ...(spec.access.sendEmail ? ['ses:SendEmail'] : []),
        ...(spec.access.liftSuppressions ? ['ses:DeleteSuppressedDestination'] : []),
        ...(spec.access.staffDirectory ? ['cognito-idp:ListUsersInGroup'] : []),
        ...((spec.access.secrets ?? []).length > 0 ? ['secretsmanager:GetSecretValue'] : []),
        ...(spec.consumesQueue ? consume : []),
        ...logs,
      ]);
      const actual = new Set(actionsOf(roleStatementsOf(template, stack, name)));
      expect([...actual].sort(), name).toEqual([...expected].sort());
    }
  });

  it('lets a function read only the secrets its manifest names, by their ARNs', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const secretIds = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
    for (const name of functionNames) {
      const reads = roleStatementsOf(template, stack, name).filter((statement) =>
        actionsOf([statement]).includes('secretsmanager:GetSecretValue'),
      );
      const resources = reads.flatMap((statement) => [(statement as unknown as { Resource: unknown }).Resource].flat());
      expect(
        reads.every((statement) => actionsOf([statement]).length === 1),
        name,
      ).toBe(true);
      expect(resources.length, name).toBe((lambdaFunctions[name].access.secrets ?? []).length);
      for (const resource of resources) expect(secretIds.map((id) => JSON.stringify({ Ref: id }))).toContain(JSON.stringify(resource));
    }
  });

  it('grants table actions per table, never a wildcard', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    // On its own table the contact function may only write; reading is for the guard table's refusal memory.
    const contactTableArn = { 'Fn::GetAtt': [stack.getLogicalId(stack.tables.contact.node.defaultChild as CfnTable), 'Arn'] };
    const onContactTable = roleStatementsOf(template, stack, 'contact').filter(
      (statement) => JSON.stringify((statement as { Resource?: unknown }).Resource) === JSON.stringify(contactTableArn),
    );
    expect(actionsOf(onContactTable).sort()).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(actionsOf(roleStatementsOf(template, stack, 'contact'))).not.toContain('dynamodb:DeleteItem');
    for (const name of functionNames) {
      for (const action of actionsOf(roleStatementsOf(template, stack, name))) expect(action).not.toMatch(/\*/);
    }
  });

  it('lets the booking function write in the schedule table only on slot keys, and read it whole', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const scheduleArn = JSON.stringify({ 'Fn::GetAtt': [stack.getLogicalId(stack.tables.schedule.node.defaultChild as CfnTable), 'Arn'] });
    const onSchedule = roleStatementsOf(template, stack, 'booking').filter(
      (statement) => JSON.stringify((statement as { Resource?: unknown }).Resource) === scheduleArn,
    ) as unknown as { Action: string | string[]; Condition?: unknown }[];
    const writes = onSchedule.filter((statement) => actionsOf([statement]).some((action) => /Put|Delete|Update/.test(action)));
    expect(writes).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:DeleteItem'],
        Resource: expect.anything(),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['slot#*'] } },
      },
    ]);
    const reads = onSchedule.filter((statement) => !writes.includes(statement));
    expect(reads.every((statement) => statement.Condition === undefined)).toBe(true);
    expect(actionsOf(reads).sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem']);
  });

  it('refuses a manifest whose environment and grants disagree', () => {
    expect(
      manifestProblems({ ...lambdaFunctions.contact, env: ['queueUrl', 'originSecret', 'guardTable', 'guardSecret', 'countsTable'] }),
    ).toEqual(['functions/contact.ts is granted access for CONTACT_TABLE but does not read it']);
    expect(
      manifestProblems({ ...lambdaFunctions.uploads, env: ['uploadsBucket', 'queueUrl', 'originSecret', 'guardTable', 'guardSecret'] }),
    ).toEqual(['functions/uploads.ts reads QUEUE_URL but is granted nothing on it']);
    expect(manifestProblems({ ...lambdaFunctions.challenge, access: { secrets: ['originSecret'] } })).toEqual([
      'functions/challenge.ts reads GUARD_SECRET_ARN but is granted nothing on it',
    ]);
    expect(
      manifestProblems({ ...lambdaFunctions.redrive, access: { ...lambdaFunctions.redrive.access, secrets: ['guardSecret'] } }),
    ).toEqual(['functions/redrive.ts is granted access for GUARD_SECRET_ARN but does not read it']);
    for (const name of functionNames) expect(manifestProblems(lambdaFunctions[name]), name).toEqual([]);
  });

  it('lets only the worker and the mail-events function send email: as the configured sender, from the domain identity or an address identity on it', () => {
    // Prepare / Act
    const { template, stack } = synth({ context: { senderEmail: 'team@startsprong.nl' } });

    // Assess: an address an operator verified on its own is the identity SES authorizes against, and the
    // condition keeps every identity the grant names to the one From address
    const [identityId, identity] = Object.entries(template.findResources('AWS::SES::EmailIdentity'))[0]!;
    expect(identity.Properties.EmailIdentity).toBe('startsprong.nl');
    const setId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    for (const name of ['worker', 'mailEvents'] as const) {
      const sesStatements = roleStatementsOf(template, stack, name).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
      expect(sesStatements, name).toHaveLength(1);
      const statement = sesStatements[0] as unknown as { Action: string; Resource: unknown[]; Condition: unknown };
      expect(statement.Action).toBe('ses:SendEmail');
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'team@startsprong.nl' } });
      const resources = statement.Resource.map((resource) => JSON.stringify(resource));
      expect(resources).toHaveLength(3);
      expect(resources[0]).toContain(`":identity/",{"Ref":"${identityId}"}`);
      expect(resources[1]).toContain(':identity/*@startsprong.nl"');
      expect(resources[2]).toContain(`":configuration-set/",{"Ref":"${setId}"}`);
    }
    expect(actionsOf(roleStatementsOf(template, stack, 'contact')).some((a) => a.startsWith('ses:'))).toBe(false);
    const senders = functionNames.filter((name) => actionsOf(roleStatementsOf(template, stack, name)).includes('ses:SendEmail'));
    expect(senders.sort()).toEqual(['mailEvents', 'worker']);
    // The staff function may only take an address off the suppression list (staff lift a block), not send.
    expect(actionsOf(roleStatementsOf(template, stack, 'staff')).filter((a) => a.startsWith('ses:'))).toEqual([
      'ses:DeleteSuppressedDestination',
    ]);
  });

  it('covers the sending subdomain too when the sender is on one, for an operator who verifies that subdomain on its own', () => {
    // Prepare / Act
    const { template, stack } = synth({ context: { senderEmail: 'hallo@mail.startsprong.nl', mailFromDomain: 'bounce.startsprong.nl' } });

    // Assess
    const [statement] = roleStatementsOf(template, stack, 'worker').filter((s) => actionsOf([s]).includes('ses:SendEmail')) as unknown as {
      Resource: unknown[];
      Condition: unknown;
    }[];
    const resources = statement!.Resource.map((resource) => JSON.stringify(resource));
    expect(resources.some((resource) => resource.includes(':identity/mail.startsprong.nl"'))).toBe(true);
    expect(resources.some((resource) => resource.includes(':identity/*@mail.startsprong.nl"'))).toBe(true);
    expect(statement!.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'hallo@mail.startsprong.nl' } });
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
    const { app, stack, template: synthesized } = synth({ bundle: true });

    // Act: the app's one synthesis, which bundled every function
    const assembly = app.synth();

    // Assess
    const template = synthesized.toJSON();
    for (const name of Object.keys(lambdaFunctions) as FunctionName[]) {
      const key: string = template.Resources[functionLogicalId(stack, name)].Properties.Code.S3Key;
      const assetDir = join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
      expect(readdirSync(assetDir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
      const bundle = readFileSync(join(assetDir, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __startsprongCreateRequire } from 'node:module';")).toBe(true);
      expect(bundle).toMatch(/export\s*\{[^}]*handler/);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
      // Minified output breaks lines only inside template literals (altcha-lib's are many), so its lines are
      // long on average; an unminified bundle averages under 40 characters a line.
      expect(bundle.length / bundle.split('\n').length).toBeGreaterThan(300);
    }
    // Every function bundled, once, in the one synthesis of this configuration: esbuild's work (a few seconds
    // of CPU each) is what the test is about, and on a machine busy with other runs it takes minutes.
  }, 600_000);
});
