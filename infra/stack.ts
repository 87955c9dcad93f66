import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { dataRetentionMonths } from '../shared/business-facts.ts';
import { readDeploymentConfig, repoRoot, siteBuildMissingMessage, type DeploymentConfig } from './settings.ts';
import {
  apiRoutes,
  apiThrottle,
  lambdaFunctions,
  leadsQueue,
  mailEvents as mailEventsSpec,
  tableKeys,
  tables,
  tableIndexesUpTo,
  ttlAttribute,
  uploadsBucket,
  type EnvVarKey,
  type FunctionName,
  type SecretKey,
  type TableKey,
} from './app-spec.ts';
import { uploadPrefixes } from '../shared/upload-keys.ts';
import { metricNamespaceOf } from '../shared/metrics.ts';
import { productionStage } from './stage.ts';
import { queueAgeAlarmSeconds } from '../shared/timing.ts';
import { DataTable } from './constructs/data-table.ts';
import { FunctionSchedule } from './constructs/function-schedule.ts';
import { GuardSecret } from './constructs/guard-secret.ts';
import { addLeadAlarms } from './constructs/lead-alarms.ts';
import { LeadsQueue } from './constructs/leads-queue.ts';
import { MailEvents } from './constructs/mail-events.ts';
import { ManifestFunction } from './constructs/manifest-function.ts';
import { OperationsAlarms } from './constructs/operations-alarms.ts';
import { OriginSecret } from './constructs/origin-secret.ts';
import { originVerifyHeader } from '../shared/origin-verify.ts';
import { SenderIdentity } from './constructs/sender-identity.ts';
import { SiteApi } from './constructs/site-api.ts';
import { SiteDeployment } from './constructs/site-deployment.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { addStackOutputs } from './constructs/stack-outputs.ts';
import { StaffLeadsPolicy } from './constructs/staff-leads-policy.ts';
import { StaffSignIn } from './constructs/staff-sign-in.ts';
import { SubscriberKey } from './constructs/subscriber-key.ts';
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

/**
 * The Startsprong website and its backend, as a list of its constructs (infra/constructs/): CloudFront in
 * front of the site bucket and the HTTP API, the API and worker Lambdas, their tables, the leads queue, the
 * SES sending identity, the staff sign-in, the alarms and the outputs. Routes, tables, queue settings,
 * functions and their grants come from app-spec.ts, as on the local stack.
 *
 * Resources keep the construct ids they were first deployed with: a logical id comes from the construct
 * path, and a changed one makes CloudFormation replace the resource (a table, a bucket, a user pool).
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
    const senderIdentity =
      config.sesIdentity === 'own'
        ? new SenderIdentity(this, 'SenderIdentity', {
            domain: config.sesIdentityDomain,
            mailFromDomain: `mail.${config.sesIdentityDomain}`,
          })
        : undefined;
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
    const environment: Record<EnvVarKey, string> = {
      contactTable: this.tables.contact.tableName,
      intakeTable: this.tables.intake.tableName,
      newsletterTable: this.tables.newsletter.tableName,
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
    const grantable = {
      tables: this.tables,
      uploadsBucket: this.uploadsBucket,
      queue: leads.queue,
      senderIdentityArn: senderIdentity?.emailIdentityArn ?? SenderIdentity.identityArnOf(this, config.sesIdentityDomain),
      mailEvents,
      secrets,
      userPoolArn: this.staffSignIn.userPool.userPoolArn,
    };
    this.functions = Object.fromEntries(
      (Object.keys(lambdaFunctions) as FunctionName[]).map((name) => {
        const spec = lambdaFunctions[name];
        const { function: fn } = new ManifestFunction(this, `${pascalCase(name)}Function`, {
          repoRoot,
          spec,
          environment,
          reserveConcurrency: config.reservedConcurrency,
          resources: grantable,
        });
        if (spec.schedule)
          new FunctionSchedule(this, `${pascalCase(name)}Schedule`, { name, fn, everyMinutes: spec.schedule.everyMinutes });
        return [name, fn];
      }),
    ) as Record<FunctionName, NodejsFunction>;

    addLeadAlarms(this, {
      topic: leads.alarmTopic,
      worker: this.functions.worker,
      apiId: api.api.apiId,
      metricNamespace: this.metricNamespace,
    });
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

    api.addRoutesFrom(apiRoutes, this.functions, this.staffSignIn.authorizer);

    new SiteDeployment(this, 'SiteDeployment', {
      siteDir: config.siteDir,
      bucket: site.bucket,
      distribution: site.distribution,
      deployedJson: { [staffSignInConfigPath.slice(1)]: this.staffSignIn.pageConfig },
    });

    addStackOutputs(this, {
      siteUrl: siteOrigin,
      hasCertificate: Boolean(config.certificateArn),
      distributionId: site.distribution.distributionId,
      distributionDomainName: site.distribution.distributionDomainName,
      apiEndpoint: api.api.apiEndpoint,
      tables: this.tables,
      uploadsBucket: this.uploadsBucket,
      logsBucket: site.logsBucket,
      userPoolId: this.staffSignIn.userPool.userPoolId,
      senderIdentity,
      queue: leads.queue,
      deadLetterQueue: leads.deadLetterQueue,
      alarmTopic: leads.alarmTopic,
      staffLeadsPolicy: new StaffLeadsPolicy(this, 'StaffLeadsPolicy', {
        tables: this.tables,
        uploadsBucket: this.uploadsBucket,
        queue: leads.queue,
      }),
    });
  }
}
