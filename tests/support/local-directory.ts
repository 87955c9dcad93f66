import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerDirectoryRequest, isDirectoryRequest, localUserPoolId, type DirectoryAccount } from '../../infra/local/staff-directory.ts';

/**
 * The local stack's Cognito user directory on a port of its own, for handler tests that do not start the
 * sign-in: the staff function's Cognito client reaches it through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
 * which this sets, with STAFF_USER_POOL_ID. Start it before importing the handler (its client reads the
 * endpoint when it loads).
 */
export async function startLocalDirectory(accounts: readonly DirectoryAccount[]): Promise<{ stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (!isDirectoryRequest(req)) return void res.writeHead(404).end();
    void answerDirectoryRequest(req, res, () => accounts, new Date());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const previous = { endpoint: process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, pool: process.env.STAFF_USER_POOL_ID };
  process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.STAFF_USER_POOL_ID = localUserPoolId;
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (previous.endpoint === undefined) delete process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
        else process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER = previous.endpoint;
        if (previous.pool === undefined) delete process.env.STAFF_USER_POOL_ID;
        else process.env.STAFF_USER_POOL_ID = previous.pool;
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
