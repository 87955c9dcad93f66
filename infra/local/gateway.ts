import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { apiRoutes, maxBodyBytes, routeThrottles as routeLimits, type ApiRoute, type RouteThrottle } from '../app-spec.ts';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  isStaffAreaPath,
  securityHeaders,
  staffAreaHeaders,
  type SiteArea,
} from '../security-headers.ts';
import { staffAreaPath } from '../../shared/staff.ts';
import { originVerifyHeader } from '../../shared/origin-verify.ts';
import { noRouteBody, serveApi, viewerAddressHeader, viewerAddressOf, type ApiHandlerModule } from './api-gateway.ts';
import type { JwtAuthorizer } from './jwt-authorizer.ts';
import { deployedDistribution, localCloudFront, redirectOrNotFound, type DistributionModel } from './cloudfront.ts';
import {
  drain,
  gatewayMessages,
  jsonAnswer,
  logError,
  splitTarget,
  writeAnswer,
  type GatewayLogEntry,
  type HttpAnswer,
} from './gateway-common.ts';
import { routeThrottles } from './route-throttle.ts';

export { gatewayMessages, type ApiHandlerModule, type GatewayLogEntry };

/**
 * The local stand-in for CloudFront + API Gateway: serves the prerendered site as the distribution does
 * (the CloudFront Functions' routing and 404 status, the bucket's answers, the security headers) and /api/*
 * as the HTTP API does (the route table of app-spec with its throttles, payload format 2.0), with the
 * distribution's error responses applied to both, as CloudFront applies them to every behaviour. Like in
 * AWS the API also answers on an address of its own (apiUrl, the execute-api stand-in), where requests
 * arrive without the origin-verify header that the CloudFront half adds, so the API functions refuse them.
 */

export type GatewayOptions = {
  /** The built site (build/client); null serves /api only (npm run dev, where Vite serves the pages). */
  siteDir: string | null;
  /** Origins the pages may connect to besides their own: the local uploads bucket. */
  connectSources?: readonly string[];
  /** Origins only the staff area's pages may connect to besides those: the sign-in's provider. */
  staffConnectSources?: readonly string[];
  /** With no siteDir: where page requests are sent instead (the Vite dev server), with a temporary redirect. */
  redirectPagesTo?: string;
  /** Handler modules by the names apiRoutes uses. */
  handlers: Partial<Record<string, ApiHandlerModule>>;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  routes?: readonly ApiRoute[];
  bodyLimitBytes?: number;
  /** One call per request; a JSON line on stdout unless replaced. */
  log?: (entry: GatewayLogEntry) => void;
  /** The value the CloudFront half puts in the origin-verify header of every /api request it passes on. */
  originSecret?: string;
  /**
   * The browser tests: every connection counts as its own visitor, so the API's per-client limits, meant
   * for one address sending a flood, do not see one browser running a hundred tests as one client.
   */
  clientPerConnection?: boolean;
  /** The HTTP API's JWT authorizer for the routes marked `auth: 'staff'` (the local OpenID provider's keys). */
  staffAuthorizer?: JwtAuthorizer;
  /**
   * Objects the deployment writes into the site bucket beside the build, by path: the staff area's
   * /beheer/config.json, which names the sign-in's issuer and client for the stage.
   */
  deployedFiles?: Readonly<Record<string, string>>;
  /** The distribution's error responses and bucket access; the deployed declaration unless a test gives another. */
  distribution?: DistributionModel;
  /** The clock of the routes' throttles, in milliseconds (tests freeze it). */
  now?: () => number;
  /**
   * The routes' throttles; app-spec's unless given. Only tests that flood one route on purpose, to reach
   * the app's own per-client limits behind it, give larger ones.
   */
  routeLimits?: Record<keyof typeof routeLimits, RouteThrottle>;
};

export type Gateway = {
  server: Server;
  port: number;
  url: string;
  /** The API half on its own, as its execute-api address is in AWS: no origin-verify header is added. */
  apiUrl: string;
  close(): Promise<void>;
};

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? '127.0.0.1';
  const routes = options.routes ?? apiRoutes;
  const bodyLimit = options.bodyLimitBytes ?? maxBodyBytes;
  const log = options.log ?? ((entry: GatewayLogEntry) => console.log(JSON.stringify({ level: 'info', source: 'gateway', ...entry })));
  const siteDir = options.siteDir === null ? null : resolve(options.siteDir);
  const hashesOf = (area: SiteArea) => ({
    scripts: siteDir ? inlineScriptHashes(siteDir, area) : [],
    styles: siteDir ? inlineStyleHashes(siteDir, area) : [],
  });
  const site = hashesOf('site');
  const staff = hashesOf('staff');
  const siteHeaders = securityHeaders(site.scripts, options.connectSources ?? [], site.styles);
  // CloudFront's /beheer* behaviour has a headers policy of its own.
  const staffHeaders = {
    ...securityHeaders(staff.scripts, [...(options.connectSources ?? []), ...(options.staffConnectSources ?? [])], staff.styles),
    ...staffAreaHeaders,
  };
  const model = options.distribution ?? deployedDistribution;
  const cloudFront = localCloudFront(siteDir, new Map<string, Buffer>(), model);
  const limits = options.routeLimits ?? routeLimits;
  const throttles = routeThrottles((route) => limits[route.throttle], options.now);

  const handle = (req: IncomingMessage, res: ServerResponse, viaCloudFront: boolean) => {
    const started = performance.now();
    const target = splitTarget(req.url ?? '/');
    const entry: GatewayLogEntry = { method: req.method ?? 'GET', path: target.path, status: 0, ms: 0 };
    res.on('finish', () => {
      entry.status = res.statusCode;
      entry.ms = Math.round(performance.now() - started);
      log(entry);
    });
    // The response-headers policy belongs to the distribution; the API's own address answers without it.
    const headers = isStaffAreaPath(target.path, staffAreaPath) ? staffHeaders : siteHeaders;
    if (viaCloudFront) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

    const isApi = target.path === '/api' || target.path.startsWith('/api/');
    const deployedFile = options.deployedFiles?.[target.path];
    // CloudFront overwrites a viewer's header of the same name, so a visitor cannot bring their own.
    if (isApi && viaCloudFront && options.originSecret) req.headers[originVerifyHeader] = options.originSecret;
    // CloudFront's own header: the viewer's address and port from the connection, never a value the client
    // sent, and only where the behaviour's origin request policy forwards it.
    if (isApi && viaCloudFront) {
      delete req.headers[viewerAddressHeader];
      if (model.apiForwardsViewerAddress) req.headers[viewerAddressHeader] = viewerAddressOf(req);
    }
    const answer: Promise<HttpAnswer> = isApi
      ? serveApi(req, target, {
          routes,
          handlers: options.handlers,
          bodyLimit,
          entry,
          clientPerConnection: options.clientPerConnection ?? false,
          throttles,
          // Behind CloudFront the HTTP API's source address is the edge server's, here the gateway's own.
          ...(viaCloudFront ? { edgeAddress: host } : {}),
          ...(options.staffAuthorizer ? { staffAuthorizer: options.staffAuthorizer } : {}),
        }).then((origin) => (viaCloudFront ? cloudFront.applyErrorResponses(origin) : origin))
      : !viaCloudFront
        ? drain(req).then(() => jsonAnswer(404, noRouteBody))
        : deployedFile !== undefined
          ? drain(req).then(() => deployedFileAnswer(deployedFile))
          : siteDir
            ? cloudFront.serveSite(req, target)
            : Promise.resolve(redirectOrNotFound(target, options.redirectPagesTo));
    answer
      .then((sent) => writeAnswer(res, sent, req.method === 'HEAD'))
      .catch((error: unknown) => {
        logError('gateway request failed', error, { path: target.path });
        if (!res.headersSent) writeAnswer(res, jsonAnswer(500, { error: gatewayMessages.serverError }), false);
        else res.destroy();
      });
  };
  const server = createServer((req, res) => handle(req, res, true));
  const apiServer = createServer((req, res) => handle(req, res, false));

  const listen = (target: Server, port: number) =>
    new Promise<number>((resolveListen, reject) => {
      target.once('error', reject);
      target.listen(port, host, () => {
        target.off('error', reject);
        resolveListen((target.address() as AddressInfo).port);
      });
    });
  const port = await listen(server, options.port);
  const apiPort = await listen(apiServer, 0);
  const urlOf = (listening: number) => `http://${host === '127.0.0.1' ? 'localhost' : host}:${listening}`;
  // A browser's keep-alive connections would otherwise hold close() open until they time out.
  const closeServer = (target: Server) =>
    new Promise<void>((resolveClose) => {
      target.close(() => resolveClose());
      target.closeAllConnections();
    });
  return {
    server,
    port,
    url: urlOf(port),
    apiUrl: urlOf(apiPort),
    close: async () => {
      await Promise.all([closeServer(server), closeServer(apiServer)]);
    },
  };
}

/** A small JSON object of the deployment, revalidated on every load so a new stage's values show at once. */
function deployedFileAnswer(content: string): HttpAnswer {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
    body: Buffer.from(content),
  };
}
