import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The local stand-in for two small AWS APIs that nothing on npm emulates, spoken to the same SDK clients
 * through their standard endpoint variables (AWS_ENDPOINT_URL_SECRETS_MANAGER, AWS_ENDPOINT_URL_STS):
 * - Secrets Manager's GetSecretValue (JSON 1.1 protocol), which the functions call at cold start for the
 *   secrets their manifest grants them. Which function may read which secret is the permission guard's
 *   business (lambda-sandbox.ts), as it is IAM's in AWS; this endpoint answers what AWS answers a caller
 *   that may: the value, or ResourceNotFoundException for a secret that does not exist.
 * - STS's GetCallerIdentity (query protocol), which the leads tool asks who it runs as, for the audit
 *   trail. On this machine every caller signs with the same local key pair; the answer names the account
 *   and the machine's user who started the stack.
 * Requests are told apart by their signature's service name, as AWS routes them by host.
 */

export type LocalSecretsOptions = {
  port: number;
  host: string;
  region: string;
  accountId: string;
  /** The secrets by name, with their values. */
  values: Record<string, string>;
  /** Who GetCallerIdentity says the caller is. */
  caller: { arn: string; userId: string };
};

export type LocalSecrets = {
  url: string;
  /** The ARN of each secret, by name (what a function's variable holds, as in AWS). */
  arns: Record<string, string>;
  server: Server;
};

/** Secrets Manager ends every secret's ARN with a dash and six random characters. */
function arnOf(options: LocalSecretsOptions, name: string): string {
  const suffix = randomUUID().replace(/-/g, '').slice(0, 6);
  return `arn:aws:secretsmanager:${options.region}:${options.accountId}:secret:${name}-${suffix}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The service a SigV4-signed request is for: the fourth part of its credential scope. */
function signedService(request: IncomingMessage): string | undefined {
  return /Credential=[^/]+\/[^/]+\/[^/]+\/([^/]+)\//.exec(request.headers.authorization ?? '')?.[1];
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
  response.end(JSON.stringify(body));
}

function xml(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/xml', 'x-amzn-requestid': randomUUID() });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startLocalSecrets(options: LocalSecretsOptions): Promise<LocalSecrets> {
  const arns = Object.fromEntries(Object.keys(options.values).map((name) => [name, arnOf(options, name)]));
  const created = Math.floor(Date.now() / 1000);

  const secretsManager = (response: ServerResponse, target: string, body: string) => {
    if (target !== 'secretsmanager.GetSecretValue') {
      json(response, 400, { __type: 'UnknownOperationException', message: `${target} is not modelled locally` });
      return;
    }
    let secretId = '';
    try {
      secretId = String((JSON.parse(body) as { SecretId?: unknown }).SecretId ?? '');
    } catch {
      json(response, 400, { __type: 'SerializationException', message: 'Body is not JSON' });
      return;
    }
    // By name, or by ARN: the full one, or without its random suffix, as AWS accepts.
    const name = Object.keys(arns).find(
      (candidate) =>
        secretId === candidate || secretId === arns[candidate] || `${secretId}-` === arns[candidate]!.slice(0, secretId.length + 1),
    );
    if (!name) {
      json(response, 400, { __type: 'ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret." });
      return;
    }
    json(response, 200, {
      ARN: arns[name],
      Name: name,
      SecretString: options.values[name],
      VersionId: '00000000-0000-4000-8000-000000000001',
      VersionStages: ['AWSCURRENT'],
      CreatedDate: created,
    });
  };

  const sts = (response: ServerResponse, body: string) => {
    const action = new URLSearchParams(body).get('Action');
    if (action !== 'GetCallerIdentity') {
      xml(
        response,
        400,
        `<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>InvalidAction</Code><Message>${escapeXml(action ?? '')} is not modelled locally</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`,
      );
      return;
    }
    xml(
      response,
      200,
      `<GetCallerIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><GetCallerIdentityResult><Arn>${escapeXml(options.caller.arn)}</Arn><UserId>${escapeXml(options.caller.userId)}</UserId><Account>${options.accountId}</Account></GetCallerIdentityResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></GetCallerIdentityResponse>`,
    );
  };

  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const service = signedService(request);
        if (service === 'secretsmanager') secretsManager(response, String(request.headers['x-amz-target'] ?? ''), body);
        else if (service === 'sts') sts(response, body);
        else json(response, 400, { __type: 'UnrecognizedClientException', message: 'Not a signed Secrets Manager or STS request' });
      },
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://${options.host}:${port}`, arns, server };
}
