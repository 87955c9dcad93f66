import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Lazy, DefaultStackSynthesizer, Duration, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { dataRetentionMonths } from '../shared/business-facts.ts';
import { readDeploymentConfig, repoRoot, siteBuildMissingMessage, type DeploymentConfig } from './settings.ts';
import {
  apiRoutes,
  apiThrottle,
  envVars,
  routeThrottles,
  lambdaFunctions,
  leadsQueue,
  mailEvents as mailEventsSpec,
  manifestProblems,
  staffToolAccess,
  tableKeys,
  tables,
  tableIndexesUpTo,
  ttlAttribute,
  uploadsBucket,
  type EnvVarKey,
  type FunctionName,
  type SecretKey,
  type FunctionSpec,
  type TableKey,
} from './app-spec.ts';
import { uploadPrefixes, type UploadArea } from '../shared/upload-keys.ts';
import { metricNames, metricNamespaceOf } from '../shared/metrics.ts';
import { productionStage } from './stage.ts';
import { queueAgeAlarmSeconds } from '../shared/timing.ts';
import { DataTable } from './constructs/data-table.ts';
import { GuardSecret } from './constructs/guard-secret.ts';
import { LeadsQueue } from './constructs/leads-queue.ts';
import { MailEvents } from './constructs/mail-events.ts';
import { OperationsAlarms } from './constructs/operations-alarms.ts';
import { OriginSecret } from './constructs/origin-secret.ts';
import { originVerifyHeader } from '../shared/origin-verify.ts';
import { NodeFunction } from './constructs/node-function.ts';
import { SiteApi } from './constructs/site-api.ts';
import { SiteDeployment } from './constructs/site-deployment.ts';
import { SubscriberKey } from './constructs/subscriber-key.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { StaffSignIn } from './constructs/staff-sign-in.ts';
import { staffSignInConfigPath } from '../shared/staff-sign-in.ts';
import { UploadsBucket } from './constructs/uploads-bucket.ts';
import { inlineScriptHashes, inlineStyleHashes } from './security-headers.ts';
import { siteIndexOf } from './site-routing.ts';
import { assertStackInEu } from './region.ts';

export interface StartsprongStackProps extends StackProps {
  /** The built site. Default: context `siteDir`, else build/client; relative paths start at the repo root. */
  readonly siteDir?: string;
  /** The web ACL of the edge stack; the stage's own webAclArn setting wins over it. */
  readonly webAclArn?: string;
}

/** The retention period in days, from the one setting in business facts (months of 30.5 days, rounded up). */
const dataRetentionDays = Math.ceil(dataRetentionMonths * 30.5);

const pascalCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const entries = <K extends string, V>(record: Partial<Record<K, V>>) => Object.entries(record) as [K, NonNullable<V>][];

/**
 * The Startsprong website and its backend: CloudFront in front of the site bucket and the HTTP API,
 * the API and worker Lambdas, their tables, the leads queue and the SES sending identity.
 * Routes, tables, queue settings and environment names come from app-spec.ts, as on the local stack.
 */
export class StartsprongStack extends Stack {
  readonly config: DeploymentConfig;
  readonly functions: Record<FunctionName, NodejsFunction>;
  readonly tables: Record<TableKey, DataTable>;
  readonly uploadsBucket: UploadsBucket;
  readonly staffSignIn: StaffSignIn;
  readonly webAclArn?: string;
  /** The CloudWatch namespace of this stage's business metrics. */
  readonly metricNamespace: string;

  constructor(scope: Construct, id: string, props: StartsprongStackProps = {}) {
    super(scope, id, { description: 'Startsprong: website, formulieren en e-mail', ...props });
    const config = (this.config = readDeploymentConfig(this.node, props.siteDir));
    assertStackInEu(this);
    this.webAclArn = config.webAclArn ?? props.webAclArn;
    if (!existsSync(join(config.siteDir, 'index.html'))) throw new Error(siteBuildMissingMessage(config.siteDir));

    const indexes = tableIndexesUpTo(config.indexesUpTo);
    this.tables = Object.fromEntries(
      tableKeys.map((table) => [
        table,
        new DataTable(this, `${pascalCase(table)}Table`, {
          partitionKey: tables[table].partitionKey,
          timeToLiveAttribute: ttlAttribute,
          indexes: indexes[table],
        }),
      ]),
    ) as Record<TableKey, DataTable>;
    const guardSecret = new GuardSecret(this, 'GuardSecret');

    const leads = new LeadsQueue(this, 'Leads', {
      visibilityTimeout: Duration.seconds(leadsQueue.visibilityTimeoutSeconds),
      maxReceiveCount: leadsQueue.maxReceiveCount,
      deadLetterRetention: Duration.days(leadsQueue.deadLetterRetentionDays),
      alarmEmail: config.staffEmail,
    });

    // SES allows one identity per name in an account and region: a stage either creates its own (with a MAIL
    // FROM subdomain of its own, for SPF alignment) or sends from one another stage owns (infra/settings.ts).
    const mailFromDomain = `mail.${config.sesIdentityDomain}`;
    const senderIdentity =
      config.sesIdentity === 'own'
        ? new EmailIdentity(this, 'SenderIdentity', { identity: Identity.domain(config.sesIdentityDomain), mailFromDomain })
        : undefined;
    const senderIdentityArn =
      senderIdentity?.emailIdentityArn ?? this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.sesIdentityDomain });
    // Metrics are account-wide: each stage counts in its own namespace, so staging never fires production's alarms.
    this.metricNamespace = metricNamespaceOf(config.stage, config.stage === productionStage);

    const api = new SiteApi(this, 'Api', { throttle: apiThrottle });
    const originSecret = new OriginSecret(this, 'OriginSecret');

    // The uploads bucket's regional domain goes into the page's CSP, which is part of the distribution; so
    // the bucket's CORS cannot name the distribution's own domain (a dependency cycle). With a custom domain
    // it names that; without one, CloudFront domains. The presigned POST's signed policy is what allows an
    // upload, CORS only lets the page read the answer. CloudFormation names the bucket, so a failed first
    // deploy can simply be retried and stages never collide.
    const bucketCors = config.certificateArn ? [config.siteUrl] : ['https://*.cloudfront.net'];
    const site = new SiteDistribution(this, 'Site', {
      siteIndex: siteIndexOf(config.siteDir),
      scriptHashes: inlineScriptHashes(config.siteDir, 'site'),
      styleHashes: inlineStyleHashes(config.siteDir, 'site'),
      staffScriptHashes: inlineScriptHashes(config.siteDir, 'staff'),
      staffStyleHashes: inlineStyleHashes(config.siteDir, 'staff'),
      // Resolved at synthesis, once the bucket below exists (it logs into the distribution's log bucket).
      connectSources: [Lazy.string({ produce: () => `https://${this.uploadsBucket.bucketRegionalDomainName}` })],
      // The sign-in is made below, once the site's origin (its callback URLs) is known.
      staffConnectSources: [0, 1].map((index) => Lazy.string({ produce: () => this.staffSignIn.connectSources[index] })),
      apiDomainName: api.domainName,
      apiOriginHeaders: { [originVerifyHeader]: originSecret.value },
      customDomain: config.certificateArn
        ? { domainName: config.siteDomain, certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) }
        : undefined,
      webAclArn: this.webAclArn,
    });
    const siteOrigin = config.certificateArn ? config.siteUrl : `https://${site.distribution.distributionDomainName}`;
    const mailEvents = new MailEvents(this, 'MailEvents', { topic: leads.alarmTopic, eventTypes: mailEventsSpec.eventTypes });
    this.staffSignIn = new StaffSignIn(this, 'StaffSignIn', {
      siteOrigin,
      ...(config.cognitoEmailThroughSes
        ? {
            sesEmail: {
              fromEmail: config.senderEmail,
              sesVerifiedDomain: config.sesIdentityDomain,
              configurationSetName: mailEvents.configurationSet.configurationSetName,
            },
          }
        : {}),
    });
    if (!config.cognitoEmailThroughSes) {
      Annotations.of(this.staffSignIn).addWarningV2(
        'startsprong:cognito-default-sender',
        `Staff sign-in emails come from Cognito's own sender, possibly in English, until the stage's SES identity is verified and cognitoEmailThroughSes is set in cdk.json (stages.${config.stage}).`,
      );
    }

    this.uploadsBucket = new UploadsBucket(this, 'UploadsBucket', {
      allowedOrigins: bucketCors,
      pendingPrefix: uploadPrefixes.pending,
      pendingExpiry: Duration.days(uploadsBucket.pendingExpiryDays),
      retention: Duration.days(dataRetentionDays),
      accessLogsBucket: site.logsBucket,
    });

    const subscriberKey = new SubscriberKey(this, 'SubscriberKey');

    // The secrets by their manifest names: a function's variable holds the ARN, and the manifest's grant lets
    // it read the value at cold start. CloudFront alone takes the origin secret's value (its origin header).
    const secrets: Record<SecretKey, Secret> = {
      originSecret: originSecret.secret,
      guardSecret: guardSecret.secret,
      subscriberKey: subscriberKey.secret,
    };
    // Every environment value a function may read; each function gets exactly the keys its manifest names.
    const envValues: Record<EnvVarKey, string> = {
      contactTable: this.tables.contact.tableName,
      intakeTable: this.tables.intake.tableName,
      newsletterTable: this.tables.newsletter.tableName,
      bookingTable: this.tables.booking.tableName,
      scheduleTable: this.tables.schedule.tableName,
      uploadsBucket: this.uploadsBucket.bucketName,
      queueUrl: leads.queue.queueUrl,
      senderEmail: config.senderEmail,
      staffEmail: config.staffEmail,
      // Links in emails lead where the site really answers: the CloudFront domain until a certificate is
      // set. Only the worker reads it, and nothing the distribution depends on depends on the worker, so
      // the reference makes no cycle and needs no second deploy.
      siteUrl: siteOrigin,
      sesConfigurationSet: mailEvents.configurationSet.configurationSetName,
      originSecret: secrets.originSecret.secretArn,
      subscriberKey: secrets.subscriberKey.secretArn,
      guardTable: this.tables.guard.tableName,
      auditTable: this.tables.audit.tableName,
      countsTable: this.tables.counts.tableName,
      guardSecret: secrets.guardSecret.secretArn,
      staffUserPool: this.staffSignIn.userPool.userPoolId,
      metricNamespace: this.metricNamespace,
    };

    this.functions = Object.fromEntries(
      entries(lambdaFunctions).map(([name, spec]) => {
        const problems = manifestProblems(spec);
        if (problems.length > 0) throw new Error(`The function manifest contradicts itself: ${problems.join('; ')}`);
        const { function: fn } = new NodeFunction(this, `${pascalCase(name)}Function`, {
          repoRoot,
          entry: spec.entry,
          description: spec.description,
          timeout: Duration.seconds(spec.timeoutSeconds),
          memorySize: spec.memoryMb,
          // Off by default: Lambda refuses reservations that leave fewer than 10 unreserved, and a new
          // account may have 10 in all. The route throttles and the worker's event-source concurrency
          // keep room for the worker until a stage raises its quota and opts in.
          ...(config.reservedConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
          environment: Object.fromEntries(spec.env.map((key) => [envVars[key], envValues[key]])),
        });
        this.grantManifest(fn, spec, leads, senderIdentityArn, mailEvents, secrets);
        if (spec.schedule) {
          new Rule(this, `${pascalCase(name)}Schedule`, {
            description: `Runs ${name} every ${spec.schedule.everyMinutes} minutes`,
            schedule: Schedule.rate(Duration.minutes(spec.schedule.everyMinutes)),
            targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
          });
        }
        if (spec.receivesMailEvents) mailEvents.deliverTo(fn);
        if (spec.consumesQueue) {
          fn.addEventSource(
            new SqsEventSource(leads.queue, {
              batchSize: leadsQueue.batchSize,
              maxBatchingWindow: Duration.seconds(leadsQueue.maxBatchingWindowSeconds),
              reportBatchItemFailures: true,
              maxConcurrency: leadsQueue.maxConcurrency,
            }),
          );
        }
        return [name, fn];
      }),
    ) as Record<FunctionName, NodejsFunction>;

    this.addAlarms(leads, api);
    new OperationsAlarms(this, 'OperationsAlarms', {
      topic: leads.alarmTopic,
      queue: leads.queue,
      // A failing message may take every receive before it moves on; five minutes beyond that it is stuck.
      maxMessageAge: Duration.seconds(queueAgeAlarmSeconds),
      redrive: this.functions.redrive,
      functions: Object.values(this.functions),
      metricNamespace: this.metricNamespace,
      apiAccessLogs: api.accessLogs,
    });

    for (const route of apiRoutes) {
      const throttle = routeThrottles[route.throttle];
      if (route.auth === 'staff') {
        api.addRoute(route.method, route.path, this.functions[route.handler], throttle, this.staffSignIn.authorizer);
        continue;
      }
      const routes = api.addRoute(route.method, route.path, this.functions[route.handler], throttle);
      for (const httpRoute of routes) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'Public, anonymous website forms: there is no visitor identity to authorize. The handler validates every request, and each route is throttled.',
        });
      }
    }

    new SiteDeployment(this, 'SiteDeployment', {
      siteDir: config.siteDir,
      bucket: site.bucket,
      distribution: site.distribution,
      deployedJson: { [staffSignInConfigPath.slice(1)]: this.staffSignIn.pageConfig },
    });

    this.suppressAcceptedFindings(site);

    new CfnOutput(this, 'SiteUrl', {
      value: siteOrigin,
      description: config.certificateArn
        ? 'Point the DNS name at DistributionDomainName'
        : 'No certificate configured: the CloudFront domain',
    });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId });
    new CfnOutput(this, 'DistributionDomainName', { value: site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiEndpoint', {
      value: api.api.apiEndpoint,
      description: 'Direct API endpoint; the site calls it through /api/* on the distribution',
    });
    for (const [kind, table] of entries(this.tables)) {
      new CfnOutput(this, `${pascalCase(kind)}TableName`, { value: table.tableName });
    }
    new CfnOutput(this, 'UploadsBucketName', { value: this.uploadsBucket.bucketName });
    new CfnOutput(this, 'LogsBucketName', {
      value: site.logsBucket.bucketName,
      description: "CloudFront's standard logs (cloudfront/) and the buckets' access logs, kept logRetentionDays",
    });
    new CfnOutput(this, 'StaffUserPoolId', {
      value: this.staffSignIn.userPool.userPoolId,
      description: 'Invite staff: aws cognito-idp admin-create-user, then admin-add-user-to-group --group-name staff (see docs/deploy.md)',
    });
    senderIdentity?.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: 'Add this CNAME record to the DNS of the sending domain so SES can verify it (DKIM)',
      });
    });
    if (senderIdentity) {
      new CfnOutput(this, 'MailFromMxRecord', {
        value: `${mailFromDomain} MX 10 feedback-smtp.${this.region}.amazonses.com`,
        description: 'Add this MX record to the DNS: bounces go to the MAIL FROM subdomain, which makes SPF align',
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        value: `${mailFromDomain} TXT "v=spf1 include:amazonses.com ~all"`,
        description: 'Add this TXT record to the DNS: SPF for the MAIL FROM subdomain',
      });
    }
    new CfnOutput(this, 'QueueUrl', { value: leads.queue.queueUrl });
    new CfnOutput(this, 'DeadLetterQueueUrl', { value: leads.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: leads.alarmTopic.topicArn });
    const staffPolicy = this.addStaffLeadsPolicy(leads);
    new CfnOutput(this, 'StaffLeadsPolicyArn', {
      value: staffPolicy.managedPolicyArn,
      description: 'Attach to the IAM user, group or SSO permission set of staff who run npm run leads -- --aws',
    });
  }

  /**
   * What `npm run leads -- ... --aws` needs and no more (staffToolAccess in app-spec, which the local stack
   * applies to the tool too): the lead tables (read, update for a resend, delete for an AVG erasure), the
   * audit trail (add only), the attached files (read, list, delete), the leads queue (a resend), plus the
   * stack's outputs (to find the names) and the SES account status for `doctor`. No access to files still
   * pending, to the guard table, or to any secret.
   */
  private addStaffLeadsPolicy(queue: LeadsQueue): ManagedPolicy {
    const attached = uploadPrefixes.attached;
    const access = staffToolAccess;
    // One statement per set of actions, naming every table that gets that set.
    const tableStatements = new Map<string, string[]>();
    for (const [key, actions] of entries(access.tables ?? {})) {
      const names = actions.map((action) => `dynamodb:${action}`).join(',');
      tableStatements.set(names, [...(tableStatements.get(names) ?? []), this.tables[key].tableArn]);
    }
    const objectActions = (access.uploads?.objects.attached ?? []).map((action) => `s3:${action}`);
    if (Object.keys(access.uploads?.objects ?? {}).some((area) => area !== 'attached')) {
      throw new Error('The leads tool may only reach attached files');
    }
    const policy = new ManagedPolicy(this, 'StaffLeadsPolicy', {
      description: 'Startsprong: leads bekijken, exporteren, opnieuw versturen en wissen met npm run leads -- --aws',
      statements: [
        new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [this.stackId] }),
        ...[...tableStatements].map(([actions, resources]) => new PolicyStatement({ actions: actions.split(','), resources })),
        new PolicyStatement({ actions: objectActions, resources: [this.uploadsBucket.arnForObjects(`${attached}*`)] }),
        ...(access.uploads?.list
          ? [
              new PolicyStatement({
                actions: ['s3:ListBucket'],
                resources: [this.uploadsBucket.bucketArn],
                conditions: { StringLike: { 's3:prefix': [`${attached}*`] } },
              }),
            ]
          : []),
        ...(access.sendToQueue ? [new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queue.queueArn] })] : []),
        new PolicyStatement({ actions: ['ses:GetAccount', 'ses:ListEmailIdentities'], resources: ['*'] }),
      ],
    });
    const bucketId = this.getLogicalId(this.uploadsBucket.node.defaultChild as CfnBucket);
    Validations.of(policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${attached}*]`,
      reason: 'Staff read and erase the attached files of any lead; keys are made per submission, so the grant covers that prefix only.',
    });
    Validations.of(policy).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'ses:GetAccount and ses:ListEmailIdentities are account-level reads that IAM only grants on resource *.',
    });
    return policy;
  }

  /**
   * Besides the dead-letter alarm: the worker failing, the API answering 5xx, emails that SES could not
   * take now (retried) and emails SES refused for good (not retried).
   * Each emails staff through the same SNS topic, once when it starts and once when it is over.
   */
  private addAlarms(leads: LeadsQueue, api: SiteApi): void {
    const notify = new SnsAction(leads.alarmTopic);
    const alarm = (id: string, description: string, metric: Metric) => {
      const created = new Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      return created;
    };
    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    alarm(
      'WorkerErrorsAlarm',
      'De worker die de e-mails van leads verstuurt gaf fouten; SQS probeert het opnieuw, maar kijk in de logs van de worker.',
      this.functions.worker.metricErrors(fiveMinutes),
    );
    alarm(
      'Api5xxAlarm',
      'De API antwoordde met een serverfout (5xx): bezoekers zagen een foutmelding bij een formulier. Kijk in de logs van de API-functies.',
      new Metric({ namespace: 'AWS/ApiGateway', metricName: '5xx', dimensionsMap: { ApiId: api.api.apiId }, ...fiveMinutes }),
    );
    alarm(
      'LeadsStrandedAlarm',
      'Een lead is opgegeven: de e-mails gingen na vijf herhaalde pogingen (2,5 uur) nog steeds niet allemaal de deur uit. Los de oorzaak op (SES-status, logs van de worker) en verstuur opnieuw met: npm run leads -- resend <id>.',
      new Metric({ namespace: this.metricNamespace, metricName: metricNames.leadsStranded, ...fiveMinutes }),
    );
    alarm(
      'EmailsFailedAlarm',
      'Een e-mail aan het team of aan een bezoeker ging niet meteen weg (SES druk of onbereikbaar). De worker probeert het opnieuw; controleer de SES-status.',
      new Metric({ namespace: this.metricNamespace, metricName: metricNames.emailsFailed, ...fiveMinutes }),
    );
    alarm(
      'VisitorEmailsPausedAlarm',
      'Bevestigingen aan bezoekers zijn vanzelf gepauzeerd: te veel ervan kwamen niet aan of werden als spam gemeld. Meldingen van leads gaan door. Zie npm run leads -- doctor --aws en de e-mail die het team kreeg.',
      new Metric({ namespace: this.metricNamespace, metricName: metricNames.visitorEmailsPaused, ...fiveMinutes }),
    );
    alarm(
      'EmailsRefusedAlarm',
      'SES weigerde een e-mail definitief (sandbox, geweigerd bericht of verzending gepauzeerd); die wordt niet opnieuw geprobeerd. Zie de reden bij de lead (npm run leads -- show <id>) en npm run leads -- doctor --aws.',
      new Metric({ namespace: this.metricNamespace, metricName: metricNames.emailsRefused, ...fiveMinutes }),
    );
  }

  /**
   * Grants a function exactly what its manifest names, as exact actions rather than the grant* helpers'
   * wildcards: DynamoDB actions per table, S3 object actions per area of the uploads bucket (plus ListBucket
   * where the manifest asks for it), SendMessage on the leads queue, SendEmail from the sending identity.
   */
  private grantManifest(
    fn: NodejsFunction,
    spec: FunctionSpec,
    leads: LeadsQueue,
    senderIdentityArn: string,
    mailEvents: MailEvents,
    secrets: Record<SecretKey, Secret>,
  ): void {
    const allow = (actions: string[], resources: string[]) => fn.addToRolePolicy(new PolicyStatement({ actions, resources }));
    // The value only: no DescribeSecret, no list, no other secret.
    for (const key of spec.access.secrets ?? []) allow(['secretsmanager:GetSecretValue'], [secrets[key].secretArn]);
    for (const [kind, actions] of entries(spec.access.tables ?? {})) {
      if (actions.length > 0) {
        allow(
          actions.map((action) => `dynamodb:${action}`),
          [this.tables[kind].tableArn],
        );
      }
    }
    // Query only ever on the indexes the manifest names, never on a table itself.
    for (const [kind, indexes] of entries(spec.access.queries ?? {})) {
      allow(
        ['dynamodb:Query'],
        indexes.map((index) => `${this.tables[kind].tableArn}/index/${index}`),
      );
    }
    if (spec.access.sendToQueue) allow(['sqs:SendMessage'], [leads.queue.queueArn]);
    if (spec.access.staffDirectory) allow(['cognito-idp:ListUsersInGroup'], [this.staffSignIn.userPool.userPoolArn]);
    if (spec.access.sendEmail) {
      // SES checks the configuration set a message names as well as the sending identity.
      allow(['ses:SendEmail'], [senderIdentityArn, mailEvents.configurationSetArn]);
    }
    const uploads = spec.access.uploads;
    if (!uploads) return;
    const policy = Validations.of(fn.role!.node.findChild('DefaultPolicy'));
    const bucketId = this.getLogicalId(this.uploadsBucket.node.defaultChild as CfnBucket);
    for (const [area, actions] of entries<UploadArea, readonly string[]>(uploads.objects)) {
      const prefix = uploadPrefixes[area];
      allow(
        actions.map((action) => `s3:${action}`),
        [this.uploadsBucket.arnForObjects(`${prefix}*`)],
      );
      policy.acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
        reason: `Object keys are made per submission at run time (${prefix}{submissionId}/{uuid}.{ext}), so the grant covers that prefix of the uploads bucket and nothing else.`,
      });
    }
    if (uploads.list) allow(['s3:ListBucket'], [this.uploadsBucket.bucketArn]);
  }

  /** cdk-nag findings this stack accepts, each with the reason (cdk-nag v3: Validations.acknowledge). */
  private suppressAcceptedFindings(site: SiteDistribution): void {
    Validations.of(site.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would log its own log deliveries.',
    });

    const distribution = Validations.of(site.distribution);
    distribution.acknowledge({ id: 'AwsSolutions-CFR1', reason: 'A public website for every visitor; no country needs blocking.' });
    if (!this.webAclArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Only this stack built on its own (in tests) has no web ACL: the CDK app (infra/stacks.ts) always attaches one, from the edge stack in us-east-1 or the ACL named by context webAclArn.',
      });
    }
    if (!this.config.certificateArn) {
      distribution.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom certificate CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set. With context certificateArn the distribution requires TLSv1.2_2021.',
      });
    }

    // BucketDeployment runs one CDK-provided Lambda (a singleton at the stack's root) with grants CDK writes.
    const deploymentHandler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (deploymentHandler) {
      const handler = Validations.of(deploymentHandler);
      const siteBucketId = this.getLogicalId(site.bucket.node.defaultChild as CfnBucket);
      const assetsBucket = `arn:<AWS::Partition>:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-${Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region}/*`;
      handler.acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'CDK-provided BucketDeployment handler: aws-cdk-lib chooses and updates its runtime.',
      });
      handler.acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK-provided BucketDeployment handler writes its own logs through the basic execution role; it handles no visitor data.',
      });
      const grants: [finding: string, why: string][] = [
        ['Action::s3:GetObject*', 'reads the deployment packages'],
        ['Action::s3:GetBucket*', 'reads the source and site buckets'],
        ['Action::s3:List*', 'lists the source and site buckets to sync them'],
        ['Action::s3:DeleteObject*', 'removes pages that are no longer built from the site bucket'],
        ['Action::s3:Abort*', 'aborts its own failed multipart uploads'],
        [`Resource::${assetsBucket}`, 'reads the deployment packages from the CDK asset bucket'],
        [`Resource::<${siteBucketId}.Arn>/*`, 'writes every object of the site bucket'],
        ['Resource::*', 'creates and waits for CloudFront invalidations, which it is not given a distribution ARN for'],
      ];
      for (const [finding, why] of grants) {
        handler.acknowledge({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason: `CDK-generated grant of the BucketDeployment handler: it ${why}.`,
        });
      }
    }
  }
}
