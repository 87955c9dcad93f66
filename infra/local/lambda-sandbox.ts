import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  envVars,
  lambdaFunctions,
  secretKeys,
  staffToolAccess,
  tableKeys,
  tables,
  writeActions,
  type FunctionName,
  type SecretKey,
  type FunctionSpec,
  type ObjectAction,
  type TableAction,
  type TableKey,
} from '../app-spec.ts';
import { uploadAreaOf } from '../../shared/upload-keys.ts';
import { localAccountId } from './lambda-context.ts';

/**
 * What IAM and Lambda's isolation do in AWS, for the local stack, where every function runs in one
 * process. While a function is invoked through `invokeAs`:
 * - process.env shows it only the application variables its manifest names (the runtime's own, such as
 *   AWS_REGION and the emulator endpoints, stay visible, as Lambda sets those too);
 * - every AWS SDK call it makes passes a guard that refuses, with the error AWS gives, any action on any
 *   resource its manifest does not grant, and that turns S3's 404 into AWS's 403 when the function may
 *   not list the bucket.
 * Outside an invocation (the poller, test set-up, the leads tool) nothing is checked.
 */

/** The physical names of the local resources, so a request's resource can be traced to the manifest. */
export type LocalResources = {
  tableNames: Record<TableKey, string>;
  uploadsBucket: string;
  queueUrl: string;
  /** The secrets' ARNs; the leads tool reads none. */
  secretArns: Partial<Record<SecretKey, string>>;
  /** The staff user pool the staff function lists the staff group of; the leads tool has none. */
  userPoolId?: string;
  /**
   * What a function granted sendEmail may send as (infra/constructs/manifest-function.ts): the one From
   * address (the grant's ses:FromAddress condition) and the configuration set the grant names. The leads tool
   * and the bench send nothing and give none.
   */
  sender?: { fromAddress: string; configurationSet: string };
};

/** Who calls: a function's role, or staff running the leads tool; `env` and `access` as a function's manifest says them. */
type Invocation = { principal: string; spec: Pick<FunctionSpec, 'env' | 'access'>; resources: LocalResources };

const current = new AsyncLocalStorage<Invocation>();
const applicationVariables = new Set<string>(Object.values(envVars));

/** Runs `call` as function `name`: its environment and its permissions only. */
export function invokeAs<T>(name: FunctionName, resources: LocalResources, call: () => T, spec: FunctionSpec = lambdaFunctions[name]): T {
  installSandbox();
  const role = `startsprong-local-${name}`;
  return current.run({ principal: `arn:aws:sts::${localAccountId}:assumed-role/${role}/${role}`, spec, resources }, call);
}

/**
 * Runs `call` as staff running the leads tool against the local stack: with the grants of the managed
 * policy StaffLeadsPolicyArn (staffToolAccess in app-spec), refused with the error AWS gives to `caller`.
 */
export function runAsStaffTool<T>(caller: string, resources: LocalResources, call: () => T): T {
  installSandbox();
  return current.run({ principal: caller, spec: { env: [], access: staffToolAccess }, resources }, call);
}

let installed = false;

function installSandbox(): void {
  if (installed) return;
  installed = true;
  isolateEnvironment();
  guardSdkCalls();
}

function isolateEnvironment(): void {
  const hidden = (key: string | symbol): boolean => {
    const invocation = current.getStore();
    if (!invocation || typeof key !== 'string' || !applicationVariables.has(key)) return false;
    return !invocation.spec.env.some((declared) => envVars[declared] === key);
  };
  process.env = new Proxy(process.env, {
    get: (target, key) => (hidden(key) ? undefined : Reflect.get(target, key)),
    has: (target, key) => !hidden(key) && Reflect.has(target, key),
    ownKeys: (target) => Reflect.ownKeys(target).filter((key) => !hidden(key)),
    getOwnPropertyDescriptor: (target, key) => (hidden(key) ? undefined : Reflect.getOwnPropertyDescriptor(target, key)),
    // Writes go straight to the real environment object, which accepts only plain assignments.
    set: (target, key, value) => Reflect.set(target, key, value),
    deleteProperty: (target, key) => Reflect.deleteProperty(target, key),
  });
}

type SdkCommand = { constructor: { name: string }; input?: Record<string, unknown> };
type SdkClient = { config: { serviceId?: string }; send: (command: SdkCommand, ...rest: unknown[]) => Promise<unknown> };

/** Every AWS SDK v3 client inherits send() from one Client class; wrapping it there sees every call. */
function guardSdkCalls(): void {
  const clientPrototype = Object.getPrototypeOf(DynamoDBClient.prototype) as SdkClient;
  const send = clientPrototype.send;
  clientPrototype.send = async function guardedSend(this: SdkClient, command: SdkCommand, ...rest: unknown[]) {
    const invocation = current.getStore();
    if (!invocation) return send.call(this, command, ...rest);
    const service = this.config.serviceId ?? 'unknown';
    const operation = command.constructor.name.replace(/Command$/, '');
    for (const request of permissionsFor(service, operation, command.input ?? {}, invocation.resources)) {
      if (!allowed(invocation.spec, request, invocation.resources)) throw accessDenied(invocation.principal, service, operation, request);
    }
    try {
      return await send.call(this, command, ...rest);
    } catch (error) {
      if (service === 'S3' && isMissing(error) && !invocation.spec.access.uploads?.list) {
        throw accessDenied(invocation.principal, service, operation, { service: 's3', action: 'ListBucket', resource: 'bucket' });
      }
      throw error;
    }
  };
}

/** One IAM permission a call needs: the action and the manifest's name for the resource it acts on. */
type Permission =
  | { service: 'dynamodb'; action: TableAction | string; resource: TableKey | 'unknown'; index?: string; leadingKey?: string; arn?: string }
  | { service: 's3'; action: ObjectAction | 'ListBucket' | string; resource: 'pending' | 'attached' | 'bucket' | 'unknown'; arn?: string }
  | { service: 'sqs'; action: string; resource: 'leads' | 'unknown'; arn?: string }
  | { service: 'ses'; action: string; resource: 'identity'; arn?: string; from?: string; configurationSet?: string }
  | { service: 'secretsmanager'; action: string; resource: SecretKey | 'unknown'; arn?: string }
  | { service: 'sts'; action: string; resource: 'caller'; arn?: string }
  | { service: 'cognito-idp'; action: string; resource: 'staffPool' | 'unknown'; arn?: string };

/**
 * The partition key value of a one-item call (its Key, or a PutItem's Item), as IAM's dynamodb:LeadingKeys
 * sees it; the sandbox sees DocumentClient input plain and a low-level client's as { S: value }.
 */
function leadingKeyOf(input: Record<string, unknown>, partitionKey: string): string | undefined {
  const item = (input.Key ?? input.Item) as Record<string, unknown> | undefined;
  const value = item?.[partitionKey];
  if (typeof value === 'string') return value;
  const typed = value as { S?: unknown } | undefined;
  return typeof typed?.S === 'string' ? typed.S : undefined;
}

/** DocumentClient commands carry short names (Put); IAM knows the item actions by their full ones (PutItem). */
const documentClientActions: Record<string, string> = {
  Put: 'PutItem',
  Get: 'GetItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
};

function permissionsFor(service: string, operation: string, input: Record<string, unknown>, resources: LocalResources): Permission[] {
  switch (service) {
    case 'DynamoDB': {
      const action = documentClientActions[operation] ?? operation;
      const tableNames =
        typeof input.TableName === 'string' ? [input.TableName] : Object.keys((input.RequestItems as Record<string, unknown>) ?? {});
      const index = typeof input.IndexName === 'string' ? input.IndexName : undefined;
      return (tableNames.length ? tableNames : ['(none)']).map((tableName) => {
        const resource = tableKeys.find((table) => resources.tableNames[table] === tableName) ?? 'unknown';
        const leadingKey = resource === 'unknown' ? undefined : leadingKeyOf(input, tables[resource].partitionKey);
        return {
          service: 'dynamodb',
          action,
          resource,
          ...(index ? { index } : {}),
          ...(leadingKey === undefined ? {} : { leadingKey }),
          arn: `arn:aws:dynamodb:eu-west-1:${localAccountId}:table/${tableName}${index ? `/index/${index}` : ''}`,
        };
      });
    }
    case 'S3': {
      const bucket = String(input.Bucket ?? '');
      const inBucket = bucket === resources.uploadsBucket;
      const object = (action: string, key: string): Permission => ({
        service: 's3',
        action,
        resource: (inBucket && uploadAreaOf(key)) || 'unknown',
        arn: `arn:aws:s3:::${bucket}/${key}`,
      });
      const key = String(input.Key ?? '');
      if (operation === 'HeadObject' || operation === 'GetObject') return [object('GetObject', key)];
      if (operation === 'PutObject') return [object('PutObject', key)];
      if (operation === 'DeleteObject') return [object('DeleteObject', key)];
      if (operation === 'PutObjectTagging') return [object('PutObjectTagging', key)];
      if (operation === 'DeleteObjects') {
        const keys = ((input.Delete as { Objects?: { Key?: string }[] })?.Objects ?? []).map((entry) => String(entry.Key ?? ''));
        return keys.map((objectKey) => object('DeleteObject', objectKey));
      }
      if (operation === 'CopyObject') {
        const source = decodeURIComponent(String(input.CopySource ?? ''));
        const [sourceBucket, ...sourceKey] = source.replace(/^\//, '').split('/');
        const read: Permission =
          sourceBucket === resources.uploadsBucket
            ? object('GetObject', sourceKey.join('/'))
            : { service: 's3', action: 'GetObject', resource: 'unknown', arn: `arn:aws:s3:::${source}` };
        return [read, object('PutObject', key)];
      }
      if (operation === 'ListObjectsV2' || operation === 'ListObjects') {
        return [{ service: 's3', action: 'ListBucket', resource: inBucket ? 'bucket' : 'unknown', arn: `arn:aws:s3:::${bucket}` }];
      }
      return [{ service: 's3', action: operation, resource: 'unknown', arn: `arn:aws:s3:::${bucket}` }];
    }
    case 'SQS': {
      const queueUrl = String(input.QueueUrl ?? '');
      return [
        {
          service: 'sqs',
          action: operation.replace(/Batch$/, ''),
          resource: queueUrl === resources.queueUrl ? 'leads' : 'unknown',
          arn: queueUrl,
        },
      ];
    }
    case 'SESv2': {
      // The address of "Name <address>", as SES reads it for the ses:FromAddress condition key.
      const from =
        typeof input.FromEmailAddress === 'string'
          ? (/<([^>]+)>\s*$/.exec(input.FromEmailAddress)?.[1] ?? input.FromEmailAddress)
          : undefined;
      const configurationSet = typeof input.ConfigurationSetName === 'string' ? input.ConfigurationSetName : undefined;
      return [
        {
          service: 'ses',
          action: operation,
          resource: 'identity',
          arn: `arn:aws:ses:eu-west-1:${localAccountId}:identity/${from?.split('@')[1] ?? ''}`,
          ...(from ? { from: from.trim() } : {}),
          ...(configurationSet ? { configurationSet } : {}),
        },
      ];
    }
    case 'Secrets Manager': {
      // By ARN (what the functions' variables hold) or by name: either way one of the app's secrets, or none.
      const id = String(input.SecretId ?? '');
      const secret = secretKeys.find((key) => {
        const arn = resources.secretArns[key];
        if (!arn) return false;
        return (
          id === arn || id === arn.slice(0, arn.lastIndexOf('-')) || id === arn.slice(arn.indexOf(':secret:') + 8, arn.lastIndexOf('-'))
        );
      });
      return [
        { service: 'secretsmanager', action: operation, resource: secret ?? 'unknown', arn: secret ? resources.secretArns[secret] : id },
      ];
    }
    case 'STS':
      return [{ service: 'sts', action: operation, resource: 'caller' }];
    case 'Cognito Identity Provider': {
      const pool = String(input.UserPoolId ?? '');
      return [
        {
          service: 'cognito-idp',
          action: operation,
          resource: pool !== '' && pool === resources.userPoolId ? 'staffPool' : 'unknown',
          arn: `arn:aws:cognito-idp:eu-west-1:${localAccountId}:userpool/${pool}`,
        },
      ];
    }
    default:
      return [{ service: 'ses', action: `${service}:${operation}`, resource: 'identity' }];
  }
}

function allowed(spec: Pick<FunctionSpec, 'access'>, request: Permission, resources: LocalResources): boolean {
  const { access } = spec;
  switch (request.service) {
    case 'dynamodb':
      if (request.resource === 'unknown') return false;
      // Query is granted on the named indexes only (as the CDK stack grants it): a Query of the table itself is refused.
      if (request.action === 'Query') return Boolean(request.index && access.queries?.[request.resource]?.includes(request.index));
      if (request.index || !(access.tables?.[request.resource] ?? []).includes(request.action as TableAction)) return false;
      // The grant's dynamodb:LeadingKeys condition (infra/constructs/manifest-function.ts): an item write only
      // on keys with one of the prefixes.
      return (
        !writeActions.includes(request.action as TableAction) ||
        !access.writeKeyPrefixes?.[request.resource] ||
        access.writeKeyPrefixes[request.resource]!.some((prefix) => request.leadingKey?.startsWith(prefix))
      );
    case 's3':
      if (request.resource === 'bucket') return request.action === 'ListBucket' && Boolean(access.uploads?.list);
      if (request.resource === 'unknown') return false;
      return (access.uploads?.objects[request.resource] ?? []).includes(request.action as ObjectAction);
    case 'sqs':
      return request.resource === 'leads' && request.action === 'SendMessage' && Boolean(access.sendToQueue);
    case 'ses': {
      if (request.action === 'DeleteSuppressedDestination') return Boolean(access.liftSuppressions);
      if (request.action !== 'SendEmail' || !access.sendEmail) return false;
      // The grant's condition: the configured From address only; its resources: the configured set only.
      const sender = resources.sender;
      if (!sender) return true;
      return request.from === sender.fromAddress && (request.configurationSet ?? sender.configurationSet) === sender.configurationSet;
    }
    case 'secretsmanager':
      return request.resource !== 'unknown' && request.action === 'GetSecretValue' && Boolean(access.secrets?.includes(request.resource));
    case 'sts':
      // AWS answers GetCallerIdentity to every caller: no policy can deny it.
      return request.action === 'GetCallerIdentity';
    case 'cognito-idp':
      return request.resource === 'staffPool' && request.action === 'ListUsersInGroup' && Boolean(access.staffDirectory);
  }
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotFound' || name === 'NoSuchKey';
}

/** The error each service's SDK client raises when IAM refuses a call. */
function accessDenied(principal: string, service: string, operation: string, request: Permission): Error {
  const action = `${request.service}:${request.action}`;
  const message = `User: ${principal} is not authorized to perform: ${action} on resource: ${request.arn ?? request.resource} because no identity-based policy allows the ${action} action`;
  // S3 answers a HEAD without a body, so the SDK can only name the status; other calls carry a code.
  const s3Head = service === 'S3' && operation === 'HeadObject';
  const name = s3Head ? '403' : service === 'S3' || service === 'SQS' ? 'AccessDenied' : 'AccessDeniedException';
  const statusCode = service === 'S3' ? 403 : 400;
  return Object.assign(new Error(s3Head ? 'UnknownError' : message), {
    name,
    $fault: 'client',
    $metadata: { httpStatusCode: statusCode, attempts: 1, totalRetryDelay: 0 },
  });
}
