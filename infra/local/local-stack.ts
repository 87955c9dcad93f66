import { resolve } from 'node:path';
import type { Context } from 'aws-lambda';
import { pathToFileURL } from 'node:url';
import {
  apiRoutes,
  envVars,
  functionNames,
  lambdaFunctions,
  leadsQueue,
  tableKeys,
  tables,
  uploadsBucket,
  type FunctionName,
  type SecretKey,
  type TableKey,
} from '../app-spec.ts';
import { ensurePortsFree, startEmulators, type EmulatorPorts } from './emulators.ts';
import { localPorts, type LocalPortVariable } from './ports.ts';
import { createGateway, type ApiHandlerModule, type Gateway, type GatewayOptions } from './gateway.ts';
import { lambdaContext, withinTimeout } from './lambda-context.ts';
import { invokeAs, type LocalResources } from './lambda-sandbox.ts';
import { createJwtAuthorizer } from './jwt-authorizer.ts';
import { startStaffIdentity, type StaffIdentity } from './staff-identity.ts';
import { localUserPoolId } from './staff-directory.ts';
import { staffSignInConfigPath, type StaffSignInConfig } from '../../shared/staff-sign-in.ts';
import { startPoller, type Poller, type SqsWorkerHandler } from './poller.ts';
import { localScheduleEveryMs } from '../../shared/timing.ts';
import type { LocalMailbox } from './mailbox.ts';

/**
 * The whole local stack in one process: emulators, the handlers loaded against them, the gateway and the
 * queue poller. `npm start` (start.ts) and `npm run dev` (dev.ts) both run it.
 */

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export type LocalStackOptions = {
  /** The built site; null serves only /api (dev). */
  siteDir: string | null;
  /** The gateway's port; 0 picks a free one. */
  port: number;
  /** The address visitors use for the site, for the links in emails. */
  siteUrl: string;
  dataDir: string | null;
  emulatorPorts?: EmulatorPorts;
  /** With no siteDir: where the gateway sends page requests (the Vite dev server). */
  redirectPagesTo?: string;
  /** Every connection is its own client for the per-client limits (the browser tests; see the gateway). */
  clientPerConnection?: boolean;
  /** Loads a handler file by its app-spec entry; a dynamic import of the file by default. */
  loadModule?: (entry: string) => Promise<unknown>;
  /** Seconds a failed message waits before it is delivered again (poller default when left out). */
  retryBackoffSeconds?: number;
  /** The staff sign-in's OpenID provider (Cognito's stand-in); 0 picks a free port. */
  oidcPort?: number;
  /** The API routes' throttles (GatewayOptions.routeLimits); app-spec's unless a flooding test gives others. */
  routeLimits?: GatewayOptions['routeLimits'];
};

export type LocalStack = {
  gateway: Gateway;
  mailboxUrl: string;
  /** The local SES: `idle()` waits until the events of what was sent reached the mail-events function. */
  mailbox: LocalMailbox;
  queueUrls: { leads: string; deadLetter: string };
  env: Record<string, string>;
  /** The secrets' values, as the functions read them from the local Secrets Manager. */
  secrets: Record<SecretKey, string>;
  staffIdentity: StaffIdentity;
  /** The API functions as the gateway calls them (each under its manifest), for a test's gateway of its own. */
  apiHandlers: Record<string, ApiHandlerModule>;
  stop(): Promise<void>;
};

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const oidcPort = options.oidcPort ?? 0;
  await ensurePortsFree({ gateway: options.port, ...(oidcPort ? { oidc: oidcPort } : {}) });
  const emulators = await startEmulators({ dataDir: options.dataDir, ports: options.emulatorPorts, siteUrl: options.siteUrl });
  let gateway: Gateway | undefined;
  let poller: Poller | undefined;
  let staffIdentity: StaffIdentity | undefined;
  const timers: NodeJS.Timeout[] = [];
  const stop = async () => {
    for (const timer of timers) clearInterval(timer);
    await poller?.stop();
    await gateway?.close();
    await staffIdentity?.close();
    await emulators.stop();
  };

  try {
    // Handlers parse their environment when they load, so it has to be in place before the import.
    Object.assign(process.env, emulators.env);
    // The origin secret, new at every start as a deployment generates one: the functions read it from the
    // local Secrets Manager, and the gateway's CloudFront half puts it in the header, so a request to the
    // API half directly is refused as in AWS.
    const originSecret = emulators.secrets.originSecret;
    process.env[envVars.originSecret] = emulators.secretArns.originSecret;
    const load = options.loadModule ?? ((entry: string) => import(pathToFileURL(resolve(repoRoot, entry)).href));
    const resources: LocalResources = {
      tableNames: Object.fromEntries(tableKeys.map((table) => [table, tables[table].localName])) as Record<TableKey, string>,
      uploadsBucket: uploadsBucket.localName,
      queueUrl: emulators.queueUrls.leads,
      userPoolId: localUserPoolId,
      secretArns: emulators.secretArns,
      sender: { fromAddress: emulators.env[envVars.senderEmail]!, configurationSet: emulators.env[envVars.sesConfigurationSet]! },
    };
    // Each function runs as itself: only its own environment variables and only the calls its manifest grants.
    const handlers = new Map<FunctionName, (event: never, context: Context) => Promise<unknown>>();
    for (const name of functionNames) {
      const spec = lambdaFunctions[name];
      const module = (await load(spec.entry)) as { handler?: unknown } | undefined;
      if (typeof module?.handler !== 'function') throw new Error(`${spec.entry} exporteert geen functie 'handler'`);
      const handler = module.handler as (event: unknown, context: Context) => Promise<unknown>;
      handlers.set(name, (event, context) =>
        withinTimeout(name, context, () => invokeAs(name, resources, async () => handler(event, context))),
      );
    }

    staffIdentity = await startStaffIdentity({ port: oidcPort, siteUrl: options.siteUrl, dataDir: options.dataDir });
    // The staff function lists the staff group's members from the user pool, here the provider's accounts.
    process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = staffIdentity.directoryEndpoint;
    process.env[envVars.staffUserPool] = staffIdentity.userPoolId;
    const signInConfig: StaffSignInConfig = { issuer: staffIdentity.issuer, clientId: staffIdentity.clientId };

    const apiHandlers: Record<string, ApiHandlerModule> = {};
    for (const route of apiRoutes) apiHandlers[route.handler] = { handler: handlers.get(route.handler)! } as ApiHandlerModule;
    gateway = await createGateway({
      siteDir: options.siteDir,
      // The browser posts the intake's attachments straight to the (local) uploads bucket.
      connectSources: [new URL(emulators.env.AWS_ENDPOINT_URL_S3!).origin],
      // The staff pages fetch the provider's discovery, token and revocation endpoints.
      staffConnectSources: [new URL(staffIdentity.issuer).origin],
      // The API Gateway JWT authorizer's configuration in AWS: the pool's issuer, the app client as audience.
      staffAuthorizer: createJwtAuthorizer({ issuer: staffIdentity.issuer, audience: [staffIdentity.clientId], jwks: staffIdentity.jwks }),
      deployedFiles: { [staffSignInConfigPath]: JSON.stringify(signInConfig) },
      handlers: apiHandlers,
      port: options.port,
      originSecret,
      clientPerConnection: options.clientPerConnection ?? false,
      ...(options.routeLimits ? { routeLimits: options.routeLimits } : {}),
      ...(options.redirectPagesTo ? { redirectPagesTo: options.redirectPagesTo } : {}),
    });

    // The configuration set's SES events, as EventBridge hands them to the function in AWS.
    for (const name of functionNames.filter((candidate) => lambdaFunctions[candidate].receivesMailEvents)) {
      const receive = handlers.get(name)!;
      emulators.mailbox.setEventSink((event) => receive(event as never, lambdaContext(name)));
    }

    for (const name of functionNames.filter((candidate) => lambdaFunctions[candidate].consumesQueue)) {
      poller = await startPoller({
        queueUrl: emulators.queueUrls.leads,
        deadLetterQueueUrl: emulators.queueUrls.deadLetter,
        handler: handlers.get(name)! as SqsWorkerHandler,
        batchSize: leadsQueue.batchSize,
        visibilityTimeoutSeconds: leadsQueue.visibilityTimeoutSeconds,
        maxReceiveCount: leadsQueue.maxReceiveCount,
        functionName: name,
        ...(options.retryBackoffSeconds !== undefined ? { retryBackoffSeconds: options.retryBackoffSeconds } : {}),
      });
    }

    // Scheduled functions run on a timer, as EventBridge runs them in AWS (locally more often: shared/timing.ts).
    for (const name of functionNames.filter((candidate) => lambdaFunctions[candidate].schedule)) {
      const scheduled = handlers.get(name)!;
      const timer = setInterval(() => {
        const event = { source: 'local.schedule', 'detail-type': 'Scheduled Event', time: new Date().toISOString() };
        scheduled(event as never, lambdaContext(name)).catch((error: unknown) => {
          console.error(JSON.stringify({ level: 'error', source: 'schedule', function: name, error: String(error) }));
        });
      }, localScheduleEveryMs);
      timer.unref();
      timers.push(timer);
    }

    return {
      gateway,
      mailboxUrl: emulators.mailboxUrl,
      mailbox: emulators.mailbox,
      queueUrls: emulators.queueUrls,
      env: emulators.env,
      secrets: emulators.secrets,
      staffIdentity,
      apiHandlers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stops the stack on Ctrl+C or a TERM signal; a second signal ends the process at once. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: de lokale stack stopt...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export function portFromEnv(name: LocalPortVariable): number {
  const value = process.env[name];
  if (value === undefined || value === '') return localPorts[name].port;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} moet een poortnummer zijn, niet '${value}'`);
  return port;
}

/** The emulators' ports: MAILBOX_PORT (the documented one), DYNAMODB_PORT, S3_PORT, SQS_PORT and SECRETS_PORT. */
export function emulatorPortsFromEnv(): Required<EmulatorPorts> {
  return {
    dynamodb: portFromEnv('DYNAMODB_PORT'),
    s3: portFromEnv('S3_PORT'),
    sqs: portFromEnv('SQS_PORT'),
    ses: portFromEnv('MAILBOX_PORT'),
    secrets: portFromEnv('SECRETS_PORT'),
  };
}
