import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { leadsQueue, tables, uploadsBucket } from '../../infra/app-spec.ts';
import { localAccountId, localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { emulatorPortsFromEnv } from '../../infra/local/local-stack.ts';

/**
 * Where the leads live: the local stack (default, on the ports `npm start` uses or the same *_PORT
 * variables), or a deployed stack in AWS with the operator's credentials, whose table and bucket names
 * come from the stack's outputs unless given as options.
 */
export type Target = {
  label: string;
  local: boolean;
  documents: DynamoDBDocumentClient;
  s3: S3Client;
  /** Table name per app-spec table key; a key missing here has no table in this stack. */
  tableNames: Partial<Record<string, string>>;
  uploadsBucket: string | undefined;
  sqs: SQSClient;
  /** The leads queue the worker reads; undefined when the stack does not say. */
  queueUrl(): Promise<string | undefined>;
  /**
   * Who runs the tool, as STS names the credentials' owner (a user's or an assumed role's ARN): what the
   * audit trail records. Locally the stack's STS stand-in answers.
   */
  callerArn(): Promise<string>;
  close(): void;
};

export type TargetOptions = {
  stack?: string;
  region?: string;
  local: boolean;
  overrides: Partial<Record<string, string>>;
  uploadsBucket?: string;
  queueUrl?: string;
};

export class LeadsToolError extends Error {
  override name = 'LeadsToolError';
}

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * How long to wait for an endpoint before giving up with a Dutch message, instead of the SDK's default
 * of waiting as long as the socket lives: a port that accepts but never answers would hang for minutes.
 * Seconds; LEADS_TIMEOUT chooses another. AWS gets three attempts (it may throttle), the local stack one.
 */
export function clientOptions(local: boolean) {
  const seconds = Number(process.env.LEADS_TIMEOUT ?? (local ? 5 : 20));
  const milliseconds = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 5000;
  return {
    maxAttempts: local ? 1 : 3,
    requestHandler: { connectionTimeout: Math.min(milliseconds, 3000), requestTimeout: milliseconds, throwOnRequestTimeout: true },
  };
}

export async function openTarget(options: TargetOptions): Promise<Target> {
  if (options.local) {
    const ports = emulatorPortsFromEnv();
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: localRegion,
        endpoint: `http://127.0.0.1:${ports.dynamodb}`,
        credentials: localCredentials,
        ...clientOptions(true),
      }),
    );
    const s3 = new S3Client({
      region: localRegion,
      endpoint: `http://127.0.0.1:${ports.s3}`,
      credentials: localCredentials,
      forcePathStyle: true,
      ...clientOptions(true),
    });
    const tableNames = Object.fromEntries(Object.entries(tables).map(([key, table]) => [key, options.overrides[key] ?? table.localName]));
    const sqs = new SQSClient({ region: localRegion, endpoint: `http://127.0.0.1:${ports.sqs}`, credentials: localCredentials });
    const sts = new STSClient({
      region: localRegion,
      endpoint: `http://127.0.0.1:${ports.secrets}`,
      credentials: localCredentials,
      ...clientOptions(true),
    });
    return {
      label: `lokale stack (DynamoDB op poort ${ports.dynamodb})`,
      local: true,
      documents,
      s3,
      tableNames,
      uploadsBucket: options.uploadsBucket ?? uploadsBucket.localName,
      sqs,
      // The local emulator's URL for the queue, as a deployed stack names it in its outputs.
      queueUrl: async () => options.queueUrl ?? `http://127.0.0.1:${ports.sqs}/${localAccountId}/${leadsQueue.localName}`,
      callerArn: once(() => callerArnOf(sts)),
      close: () => {
        documents.destroy();
        s3.destroy();
        sqs.destroy();
        sts.destroy();
      },
    };
  }

  const region = options.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new LeadsToolError('Geef de AWS-regio op met --region of AWS_REGION.');
  const stackName = options.stack ?? 'Startsprong';
  let outputs: Record<string, string> = {};
  const needsOutputs = Object.keys(tables).some((key) => !options.overrides[key]) || !options.uploadsBucket || !options.queueUrl;
  if (needsOutputs) {
    const cloudFormation = new CloudFormationClient({ region, ...clientOptions(false) });
    try {
      const described = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
      outputs = Object.fromEntries(
        (described.Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey ?? '', output.OutputValue ?? '']),
      );
    } finally {
      cloudFormation.destroy();
    }
  }
  const tableNames = Object.fromEntries(
    Object.keys(tables).map((key) => [key, options.overrides[key] ?? outputs[`${pascal(key)}TableName`]]),
  );
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region, ...clientOptions(false) }));
  const s3 = new S3Client({ region, ...clientOptions(false) });
  const sqs = new SQSClient({ region, ...clientOptions(false) });
  const sts = new STSClient({ region, ...clientOptions(false) });
  return {
    label: `AWS-stack ${stackName} in ${region}`,
    local: false,
    documents,
    s3,
    tableNames,
    uploadsBucket: options.uploadsBucket ?? outputs.UploadsBucketName,
    sqs,
    queueUrl: async () => options.queueUrl ?? outputs.QueueUrl,
    callerArn: once(() => callerArnOf(sts)),
    close: () => {
      documents.destroy();
      s3.destroy();
      sqs.destroy();
      sts.destroy();
    },
  };
}

/** Asks once per run; the identity does not change while the tool runs. */
function once<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= ask());
}

/** STS answers GetCallerIdentity to every caller; no policy is needed, and none can refuse it. */
async function callerArnOf(sts: STSClient): Promise<string> {
  const { Arn } = await sts.send(new GetCallerIdentityCommand({}));
  if (!Arn)
    throw new LeadsToolError('AWS zegt niet wie je bent (GetCallerIdentity gaf geen ARN); het logboek kan deze actie dan niet vastleggen.');
  return Arn;
}

/** Turns the SDK's connection, time-out and credential failures into a sentence staff can act on. */
export function explain(error: unknown, target: { label: string; local?: boolean } | undefined): string {
  const err = error as { name?: string; code?: string; message?: string; cause?: { code?: string } };
  const code = err.code ?? err.cause?.code;
  const where = target?.label ?? 'stack';
  if (error instanceof LeadsToolError) return error.message;
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(err.message ?? '')) {
    return target?.local === false
      ? `De ${where} is niet bereikbaar. Controleer je netwerkverbinding en de regio.`
      : `De ${where} is niet bereikbaar. Draait de lokale stack? Start hem met: npm start (en gebruik dezelfde poortvariabelen, zoals DYNAMODB_PORT).`;
  }
  if (err.name === 'TimeoutError' || code === 'ETIMEDOUT' || /timed? ?out/i.test(err.message ?? '')) {
    return `De ${where} antwoordt niet (gewacht tot de time-out). Controleer of op die poort echt de lokale stack draait, of probeer het later opnieuw; LEADS_TIMEOUT=<seconden> wacht langer.`;
  }
  if (err.name === 'CredentialsProviderError' || /Could not load credentials/i.test(err.message ?? '')) {
    return 'Geen AWS-inloggegevens gevonden. Stel AWS_PROFILE in of log in (bijvoorbeeld met aws sso login). Voor de lokale stack laat je --aws weg.';
  }
  if (err.name === 'ExpiredToken' || err.name === 'ExpiredTokenException')
    return 'Je AWS-sessie is verlopen. Log opnieuw in, bijvoorbeeld met aws sso login.';
  if (err.name === 'ValidationError' && /does not exist/.test(err.message ?? ''))
    return `De CloudFormation-stack bestaat niet in deze regio (${err.message}). Kies hem met --stack en --region.`;
  if (err.name === 'ResourceNotFoundException') return `Een tabel bestaat niet in de ${where}: ${err.message}`;
  if (err.name === 'AccessDeniedException' || err.name === 'AccessDenied')
    return `Geen toegang: ${err.message}. Vraag de beheerder om het beleid uit de stack-output StaffLeadsPolicyArn.`;
  return `Onverwachte fout (${err.name ?? 'Error'}): ${err.message ?? String(error)}`;
}
