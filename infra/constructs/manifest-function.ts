import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
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
  writeActions,
} from '../app-spec.ts';
import type { MailEvents } from './mail-events.ts';
import { NodeFunction } from './node-function.ts';

/** What a manifest's grants can name: the stack's resources, by the manifest's own names. */
export interface ManifestResources {
  readonly tables: Readonly<Record<TableKey, ITable>>;
  readonly uploadsBucket: IBucket;
  /** The leads queue: SendMessage for the API functions, the event source of the function that consumes it. */
  readonly queue: IQueue;
  /**
   * Who sends: the domain identity (its ARN and name; setting sesIdentityDomain) and the one From address every
   * email has (setting senderEmail), on that domain or a subdomain of it.
   */
  readonly sender: { readonly identityArn: string; readonly domain: string; readonly fromAddress: string };
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
  /** The stage reserves concurrency (setting reservedConcurrency): the manifest's reservation, if any, applies. */
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
      // Off by default: Lambda keeps 100 executions unreserved (lambdaUnreservedMinimum), and a new account
      // may have 10 in all. The route throttles and the worker's event-source concurrency keep room for the
      // worker until a stage raises its quota and opts in.
      ...(props.reserveConcurrency && spec.reservedConcurrency ? { reservedConcurrentExecutions: spec.reservedConcurrency } : {}),
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
   * manifest asks for it), SendMessage on the leads queue, SendEmail from the sending identity, and
   * DeleteSuppressedDestination where staff lift a suppression.
   */
  private grantManifest(spec: FunctionSpec, resources: ManifestResources): void {
    const fn = this.function;
    const allow = (actions: string[], targets: string[]) => fn.addToRolePolicy(new PolicyStatement({ actions, resources: targets }));
    // The value only: no DescribeSecret, no list, no other secret.
    for (const key of spec.access.secrets ?? []) allow(['secretsmanager:GetSecretValue'], [resources.secrets[key].secretArn]);
    for (const [kind, actions] of manifestEntries(spec.access.tables ?? {})) {
      const prefixes = spec.access.writeKeyPrefixes?.[kind];
      const limited = prefixes ? actions.filter((action) => writeActions.includes(action)) : [];
      const free = actions.filter((action) => !limited.includes(action));
      if (free.length > 0)
        allow(
          free.map((action) => `dynamodb:${action}`),
          [resources.tables[kind].tableArn],
        );
      if (limited.length > 0 && prefixes) {
        // "dynamodb:LeadingKeys – Represents the first key attribute of a table": with ForAllValues:StringLike
        // every partition key a write names must match one of the prefixes (Using IAM policy conditions for
        // fine-grained access control, Amazon DynamoDB Developer Guide,
        // https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/specifying-conditions.html).
        // Only item writes are limited so: each names exactly one key, never none.
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: limited.map((action) => `dynamodb:${action}`),
            resources: [resources.tables[kind].tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`) } },
          }),
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
    if (spec.access.sendEmail) this.grantSending(resources);
    if (spec.access.liftSuppressions) {
      allow(['ses:DeleteSuppressedDestination'], ['*']);
      Validations.of(fn.role!.node.findChild('DefaultPolicy')).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'ses:DeleteSuppressedDestination acts on the account-level suppression list, which has no ARN: IAM grants it on * only (https://docs.aws.amazon.com/service-authorization/latest/reference/list_amazonsimpleemailservicev2.html). The staff function uses it to lift one address, audited.',
      });
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

  /**
   * ses:SendEmail from the one configured From address, with the configuration set every email names (SES
   * checks that resource too). SES authorizes a send against the identity that covers the From address, and
   * an address verified as an identity of its own is that identity, not its domain ("unless you want to apply
   * custom configurations to a specific email address", Creating and verifying identities in Amazon SES,
   * https://docs.aws.amazon.com/ses/latest/dg/creating-identities.html). So the grant names the domain and
   * every address identity on the sender's domain, and the ses:FromAddress condition ("allows a user to send
   * emails ... but only if they use a specific From address", Identity and access management in Amazon SES,
   * https://docs.aws.amazon.com/ses/latest/dg/control-user-access.html) keeps it to the configured sender
   * whichever of those identities SES picks.
   */
  private grantSending(resources: ManifestResources): void {
    const stack = Stack.of(this);
    const senderDomain = resources.sender.fromAddress.split('@')[1]!.toLowerCase();
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          resources.sender.identityArn,
          // A sender on a subdomain: an operator may verify that subdomain on its own as well.
          ...(senderDomain === resources.sender.domain ? [] : [identity(senderDomain)]),
          identity(`*@${senderDomain}`),
          resources.mailEvents.configurationSetArn,
        ],
        conditions: { StringEquals: { 'ses:FromAddress': resources.sender.fromAddress } },
      }),
    );
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    Validations.of(this.function.role!.node.findChild('DefaultPolicy')).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${region}:<AWS::AccountId>:identity/*@${senderDomain}]`,
      reason: `An address on ${senderDomain} that an operator verifies on its own becomes the identity SES authorizes the send against; the ses:FromAddress condition allows the configured sender only.`,
    });
  }
}
