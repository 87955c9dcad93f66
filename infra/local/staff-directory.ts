import type { IncomingMessage, ServerResponse } from 'node:http';
import { staffGroup } from '../../shared/staff.ts';

/**
 * Cognito's user directory on the local stack, for the one call the staff function makes: ListUsersInGroup
 * (who a lead can be assigned to). It speaks cognito-idp's JSON 1.1 protocol, so the function's own SDK
 * client reaches it through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, and answers from the local sign-in's
 * accounts with Cognito's shapes and errors. The lambda sandbox refuses the call to a function whose
 * manifest lacks the grant, as IAM does.
 */

/** The local user pool's id: the same form as Cognito's (region, underscore, letters and digits). */
export const localUserPoolId = 'eu-west-1_Lokaal01';

/** The groups the pool has, members or not; the stack makes the staff group. */
const knownGroups = [staffGroup];

export type DirectoryAccount = { sub: string; username: string; email: string; groups: readonly string[] };

const target = 'AWSCognitoIdentityProviderService.';
/** Cognito's largest page for ListUsersInGroup. */
const maxLimit = 60;

/** True for a request in cognito-idp's protocol: the caller's server hands those here. */
export function isDirectoryRequest(req: IncomingMessage): boolean {
  return req.method === 'POST' && String(req.headers['x-amz-target'] ?? '').startsWith(target);
}

/** Answers one cognito-idp request from `accounts`. */
export async function answerDirectoryRequest(
  req: IncomingMessage,
  res: ServerResponse,
  accounts: () => readonly DirectoryAccount[],
  startedAt: Date,
): Promise<void> {
  const operation = String(req.headers['x-amz-target']).slice(target.length);
  let input: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse((await readBody(req, 65_536)) || '{}');
    input = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return fail(res, 'SerializationException', 'The request body is not valid JSON.');
  }
  if (operation !== 'ListUsersInGroup') {
    return fail(res, 'UnknownOperationException', `The local user directory does not answer ${operation}.`);
  }
  if (input.UserPoolId !== localUserPoolId) {
    return fail(res, 'ResourceNotFoundException', `User pool ${String(input.UserPoolId)} does not exist.`);
  }
  const group = String(input.GroupName ?? '');
  const groups = new Set([...knownGroups, ...accounts().flatMap((account) => account.groups)]);
  if (!groups.has(group)) return fail(res, 'ResourceNotFoundException', 'Group not found.');
  const members = accounts().filter((account) => account.groups.includes(group));
  const limit = Math.min(maxLimit, Math.max(1, Number(input.Limit ?? maxLimit)));
  const start = typeof input.NextToken === 'string' ? Number(Buffer.from(input.NextToken, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(start) || start < 0) return fail(res, 'InvalidParameterException', 'Invalid pagination token.');
  const page = members.slice(start, start + limit);
  const created = Math.floor(startedAt.getTime() / 1000);
  const body = {
    Users: page.map((account) => ({
      Username: account.username,
      Attributes: [
        { Name: 'sub', Value: account.sub },
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
      ],
      UserCreateDate: created,
      UserLastModifiedDate: created,
      Enabled: true,
      UserStatus: 'CONFIRMED',
    })),
    ...(start + limit < members.length ? { NextToken: Buffer.from(String(start + limit)).toString('base64url') } : {}),
  };
  send(res, 200, body);
}

function fail(res: ServerResponse, type: string, message: string): void {
  send(res, 400, { __type: type, message });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.1', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** A request's body as text, refused past `limit` bytes (the sign-in's forms and this directory's calls are small). */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error(`body over ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
