import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { uploadPrefixes, type UploadArea } from '../../shared/upload-keys.ts';
import {
  envVars,
  leadsQueue,
  manifestEntries,
  manifestProblems,
  type EnvVarKey,
  type FunctionSpec,
  type SecretKey,
  type TableKey,
} from '../app-spec.ts';
import type { MailEvents } from './mail-events.ts';
import { NodeFunction } from './node-function.ts';

/** What a manifest's grants can name: the stack's resources, by the manifest's own names. */
export interface ManifestResources {
  readonly tables: Readonly<Record<TableKey, ITable>>;
  readonly uploadsBucket: IBucket;
  /** The leads queue: SendMessage for the API functions, the event source of the function that consumes it. */
  readonly queue: IQueue;
  /** The sending identity SES authorizes email against. */
  readonly senderIdentityArn: string;
  /** The configuration set every email names, and the events a `receivesMailEvents` function gets. */
  readonly mailEvents: MailEvents;
  readonly secrets: Readonly<Record<SecretKey, ISecret>>;
  /** The staff user pool. */
  readonly userPoolArn: string;
}

export interface ManifestFunctionProps {
  /** Repository root: the entry, package-lock.json and tsconfig.json are resolved from it. */
  readonly repoRoot: string;
  /** The function's declaration in infra/app-spec.ts. */
  readonly spec: FunctionSpec;
  /** Every environment value a function may read; the function gets exactly the keys its manifest names. */
  readonly environment: Readonly<Record<EnvVarKey, string>>;
  /** The stage reserves concurrency (setting reservedConcurrency): the manifest's reservation applies. */
  readonly reserveConcurrency: boolean;
  readonly resources: ManifestResources;
}

/**
 * One Lambda as its manifest declares it (infra/app-spec.ts, which the local stack reads too): its entry,
 * timeout, memory and environment, exactly the grants it names, and the events it receives (the leads
 * queue, the SES configuration set's events). A manifest that contradicts itself stops the synth.
 */
export class ManifestFunction extends NodeFunction {
  constructor(scope: Construct, id: string, props: ManifestFunctionProps) {
    const { spec } = props;
    const problems = manifestProblems(spec);
    if (problems.length > 0) throw new Error(`The function manifest contradicts itself: ${problems.join('; ')}`);
    super(scope, id, {
      repoRoot: props.repoRoot,
      entry: spec.entry,
      description: spec.description,
      timeout: Duration.seconds(spec.timeoutSeconds),
      memorySize: spec.memoryMb,
      // Off by default: Lambda refuses reservations that leave fewer than 10 unreserved, and a new
      // account may have 10 in all. The route throttles and the worker's event-source concurrency
      // keep room for the worker until a stage raises its quota and opts in.
      ...(props.reserveConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
      environment: Object.fromEntries(spec.env.map((key) => [envVars[key], props.environment[key]])),
    });
    this.grantManifest(spec, props.resources);
    if (spec.receivesMailEvents) props.resources.mailEvents.deliverTo(this.function);
    if (spec.consumesQueue) {
      this.function.addEventSource(
        new SqsEventSource(props.resources.queue, {
          batchSize: leadsQueue.batchSize,
          maxBatchingWindow: Duration.seconds(leadsQueue.maxBatchingWindowSeconds),
          reportBatchItemFailures: true,
          maxConcurrency: leadsQueue.maxConcurrency,
        }),
      );
    }
  }

  /**
   * Grants exactly what the manifest names, as exact actions rather than the grant* helpers' wildcards:
   * DynamoDB actions per table, S3 object actions per area of the uploads bucket (plus ListBucket where the
   * manifest asks for it), SendMessage on the leads queue, SendEmail from the sending identity.
   */
  private grantManifest(spec: FunctionSpec, resources: ManifestResources): void {
    const fn = this.function;
    const allow = (actions: string[], targets: string[]) => fn.addToRolePolicy(new PolicyStatement({ actions, resources: targets }));
    // The value only: no DescribeSecret, no list, no other secret.
    for (const key of spec.access.secrets ?? []) allow(['secretsmanager:GetSecretValue'], [resources.secrets[key].secretArn]);
    for (const [kind, actions] of manifestEntries(spec.access.tables ?? {})) {
      if (actions.length > 0) {
        allow(
          actions.map((action) => `dynamodb:${action}`),
          [resources.tables[kind].tableArn],
        );
      }
    }
    // Query only ever on the indexes the manifest names, never on a table itself.
    for (const [kind, indexes] of manifestEntries(spec.access.queries ?? {})) {
      allow(
        ['dynamodb:Query'],
        indexes.map((index) => `${resources.tables[kind].tableArn}/index/${index}`),
      );
    }
    if (spec.access.sendToQueue) allow(['sqs:SendMessage'], [resources.queue.queueArn]);
    if (spec.access.staffDirectory) allow(['cognito-idp:ListUsersInGroup'], [resources.userPoolArn]);
    if (spec.access.sendEmail) {
      // SES checks the configuration set a message names as well as the sending identity.
      allow(['ses:SendEmail'], [resources.senderIdentityArn, resources.mailEvents.configurationSetArn]);
    }
    const uploads = spec.access.uploads;
    if (!uploads) return;
    const policy = Validations.of(fn.role!.node.findChild('DefaultPolicy'));
    const bucketId = Stack.of(this).getLogicalId(resources.uploadsBucket.node.defaultChild as CfnBucket);
    for (const [area, actions] of manifestEntries<UploadArea, readonly string[]>(uploads.objects)) {
      const prefix = uploadPrefixes[area];
      allow(
        actions.map((action) => `s3:${action}`),
        [resources.uploadsBucket.arnForObjects(`${prefix}*`)],
      );
      policy.acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${prefix}*]`,
        reason: `Object keys are made per submission at run time (${prefix}{submissionId}/{uuid}.{ext}), so the grant covers that prefix of the uploads bucket and nothing else.`,
      });
    }
    if (uploads.list) allow(['s3:ListBucket'], [resources.uploadsBucket.bucketArn]);
  }
}
