import { randomBytes, randomUUID, timingSafeEqual, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Provider, { type KoaContextWithOIDC, type Token } from 'oidc-provider';
import { generateSecret, generateURI, verify } from 'otplib';
import { staffApiPrefix, staffGroup } from '../../shared/staff.ts';
import { staffAccessTokenMinutes, staffCallbackPath, staffSessionHours, staffSignedOutPath } from '../../shared/staff-sign-in.ts';
import { brand } from '../../shared/business-facts.ts';
import { answerDirectoryRequest, isDirectoryRequest, localUserPoolId, readBody } from './staff-directory.ts';
import { signInLockout, type Lockout } from './sign-in-lockout.ts';

/**
 * Cognito's stand-in on the local stack: an OpenID Connect provider (oidc-provider) on a port of its own,
 * with the same flow the user pool gives in AWS: authorization code with PKCE for a public client, a
 * password and then a TOTP code, with Cognito's lockout after failed attempts (sign-in-lockout.ts), JWT
 * access tokens carrying Cognito's claims (sub, username, client_id, scope, token_use, cognito:groups) and
 * living as long as the app client's, rotating refresh tokens, revocation and end-session. Its signing key is
 * made at every start and never written anywhere, so a token from an earlier run is refused.
 */

export const localStaffClientId = 'beheer-lokaal';

export type LocalStaffAccount = { sub: string; username: string; email: string; password: string; totpSecret: string; groups: string[] };

/**
 * The seeded accounts: `staff` and `colleague` can use the staff area (so a lead can be handed to a
 * colleague); `outsider` can sign in but is not in the staff group.
 */
export type LocalStaffAccounts = { staff: LocalStaffAccount; colleague: LocalStaffAccount; outsider: LocalStaffAccount };

/** Where the seeded accounts live: beside the local data, so an authenticator app keeps working after a restart. */
export const staffAccountsFile = (dataDir: string) => join(dataDir, 'staff-sign-in.json');

function newAccount(username: string, groups: string[]): LocalStaffAccount {
  return {
    sub: randomUUID(),
    username,
    email: `${username}@voorbeeld.nl`,
    password: randomBytes(15).toString('base64url'),
    totpSecret: generateSecret(),
    groups,
  };
}

export function loadOrCreateStaffAccounts(dataDir: string | null): LocalStaffAccounts {
  const file = dataDir ? staffAccountsFile(dataDir) : null;
  const kept = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalStaffAccounts>) : {};
  // A data folder from before the colleague existed keeps its accounts (and the authenticator apps set up
  // for them) and gains the colleague.
  if (kept.staff && kept.outsider && kept.colleague) return kept as LocalStaffAccounts;
  const accounts: LocalStaffAccounts = {
    staff: kept.staff ?? newAccount('medewerker', [staffGroup]),
    colleague: kept.colleague ?? newAccount('collega', [staffGroup]),
    outsider: kept.outsider ?? newAccount('buitenstaander', []),
  };
  if (file && dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  }
  return accounts;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted) to add the account. */
export function totpUri(account: LocalStaffAccount): string {
  return generateURI({ issuer: `${brand.name} lokaal`, label: account.username, secret: account.totpSecret });
}

export type StaffIdentityOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The clock of the sign-in lockout, in milliseconds (tests move it on). */
  now?: () => number;
  /** The site's address: the client's redirect and sign-out URLs are on it. */
  siteUrl: string;
  dataDir: string | null;
  host?: string;
};

export type StaffIdentity = {
  issuer: string;
  /** Where the staff function's Cognito client reaches the user directory (cognito-idp's JSON protocol). */
  directoryEndpoint: string;
  userPoolId: string;
  clientId: string;
  /** The public half of the signing key, as the provider's jwks_uri serves it. */
  jwks: { keys: Record<string, unknown>[] };
  accounts: LocalStaffAccounts;
  close(): Promise<void>;
};

type StoredPayload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string; consumed?: number };

/**
 * The provider's storage: in memory on purpose, since its signing key is new at every start and so are its
 * sessions and tokens. A class of its own keeps the library's warning about its quick-start store (meant
 * for a provider that must survive restarts) out of `npm start`.
 */
function memoryAdapter() {
  const entries = new Map<string, { payload: StoredPayload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key)?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: StoredPayload, expiresIn?: number) {
      entries.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      const found = [...entries.keys()].find((key) => key.startsWith(`${this.model}:`) && live(key)?.uid === uid);
      return found ? live(found) : undefined;
    }
    async findByUserCode(userCode: string) {
      const found = [...entries.keys()].find((key) => key.startsWith(`${this.model}:`) && live(key)?.userCode === userCode);
      return found ? live(found) : undefined;
    }
    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      entries.delete(this.key(id));
    }
    /** Revoking a grant ends every token and code issued under it, whatever its model. */
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }
  };
}

/** Access and ID tokens live as long as the Cognito app client's, the session as long as its refresh token. */
const accessTokenSeconds = staffAccessTokenMinutes * 60;
const sessionSeconds = staffSessionHours * 60 * 60;

export async function startStaffIdentity(options: StaffIdentityOptions): Promise<StaffIdentity> {
  const host = options.host ?? '127.0.0.1';
  const accounts = loadOrCreateStaffAccounts(options.dataDir);
  const byId = new Map([accounts.staff, accounts.colleague, accounts.outsider].map((account) => [account.sub, account]));
  const siteOrigin = new URL(options.siteUrl).origin;
  // The resource the access tokens are for; the authorizer checks client_id, as API Gateway does for Cognito.
  const apiResource = `${siteOrigin}${staffApiPrefix}`;
  const scope = 'openid email profile';

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  const server = createServer();
  const port = await new Promise<number>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolveListen((server.address() as AddressInfo).port);
    });
  });
  const issuer = `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: localStaffClientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${siteOrigin}${staffCallbackPath}`],
        post_logout_redirect_uris: [`${siteOrigin}${staffSignedOutPath}`],
      },
    ],
    adapter: memoryAdapter(),
    jwks: { keys: [privateJwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['cognito:username'] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => {
      const account = byId.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: true, 'cognito:username': account.username }),
      };
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origin === siteOrigin,
    // Cognito gives every code grant a refresh token; here it ends with the sign-in session as well.
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // A working day signed in at most; ten minutes to type a password and a code.
    ttl: {
      AccessToken: accessTokenSeconds,
      IdToken: accessTokenSeconds,
      RefreshToken: sessionSeconds,
      Session: sessionSeconds,
      Grant: sessionSeconds,
      Interaction: 10 * 60,
    },
    extraTokenClaims: (_ctx: KoaContextWithOIDC, token: Token) => {
      const account = token.accountId ? byId.get(token.accountId) : undefined;
      if (token.kind !== 'AccessToken' || !account) return undefined;
      // Cognito leaves the groups claim out for a user in no group.
      return { username: account.username, token_use: 'access', ...(account.groups.length ? { 'cognito:groups': account.groups } : {}) };
    },
    formats: {
      customizers: {
        // Cognito's access tokens name the app client in client_id and carry no aud; this provider puts the
        // resource in aud and will not sign a JWT access token without one. API Gateway reads aud whenever a
        // token has it, so it names the client here, and the authorizer's audience (the client) works as it
        // does for Cognito.
        jwt: (_ctx: KoaContextWithOIDC, _token: Token, jwt: { payload: Record<string, unknown> }) => {
          jwt.payload.aud = jwt.payload.client_id;
        },
      },
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only tokens issued to itself.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx: KoaContextWithOIDC, client: { clientId: string }, token: Token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope,
          accessTokenFormat: 'jwt',
          accessTokenTTL: accessTokenSeconds,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    renderError,
  });

  const interactions = interactionHandlers(provider, byId, scope, apiResource, siteOrigin, signInLockout(options.now));
  const callback = provider.callback();
  const startedAt = new Date();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Cognito's API is on the same service in AWS (cognito-idp); here on the provider's port.
    if (isDirectoryRequest(req)) {
      answerDirectoryRequest(req, res, () => [...byId.values()], startedAt).catch(() => {
        if (!res.headersSent) res.writeHead(400).end();
      });
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/interaction/')) {
      interactions(req, res, path).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', source: 'staff-identity', message: String(error) }));
        if (!res.headersSent)
          sendPage(res, 400, page('Aanmelden mislukt', '<p>Deze aanmelding is verlopen. Ga terug en probeer het opnieuw.</p>'), siteOrigin);
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    directoryEndpoint: `http://${host}:${port}`,
    userPoolId: localUserPoolId,
    clientId: localStaffClientId,
    jwks: { keys: [publicJwk] },
    accounts,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Pending sign-ins whose password was right and whose TOTP code is still to come: the account, by interaction id. */
type PendingSecondFactor = Map<string, string>;

/** What managed login says while Cognito refuses attempts ("Password attempts exceeded"). */
function lockedMessage(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}` : `${Math.ceil(seconds / 60)} minuten`;
  return `Te veel mislukte pogingen. Probeer het over ${wait} opnieuw.`;
}

function interactionHandlers(
  provider: Provider,
  byId: Map<string, LocalStaffAccount>,
  scope: string,
  apiResource: string,
  siteOrigin: string,
  lockout: Lockout,
) {
  const pending: PendingSecondFactor = new Map();
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    const step = path.slice(`/interaction/${details.uid}`.length);

    if (details.prompt.name === 'consent') {
      // The staff area is the pool's own app: Cognito asks no consent, so the grant is given at once.
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(scope);
      grant.addResourceScope(apiResource, scope);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }

    if (req.method === 'GET') {
      const waiting = pending.get(details.uid);
      sendPage(res, 200, waiting ? codeForm(details.uid) : passwordForm(details.uid), siteOrigin);
      return;
    }

    const form = new URLSearchParams(await readBody(req, 16_384));
    if (step === '/wachtwoord') {
      const username = form.get('username')?.trim() ?? '';
      const password = form.get('password') ?? '';
      const account = [...byId.values()].find((candidate) => candidate.username === username);
      // Cognito counts by user name, so a locked account is refused before its password is looked at.
      const waitMs = lockout.check(username);
      if (waitMs > 0) {
        sendPage(res, 429, passwordForm(details.uid, lockedMessage(waitMs), username), siteOrigin);
        return;
      }
      if (!account || !sameSecret(account.password, password)) {
        lockout.failed(username);
        sendPage(res, 401, passwordForm(details.uid, 'De gebruikersnaam of het wachtwoord klopt niet.', username), siteOrigin);
        return;
      }
      pending.set(details.uid, account.sub);
      seeOther(res, `/interaction/${details.uid}`);
      return;
    }
    if (step === '/code') {
      const accountId = pending.get(details.uid);
      if (!accountId) {
        seeOther(res, `/interaction/${details.uid}`);
        return;
      }
      const account = byId.get(accountId)!;
      const waitMs = lockout.check(account.username);
      if (waitMs > 0) {
        sendPage(res, 429, codeForm(details.uid, lockedMessage(waitMs)), siteOrigin);
        return;
      }
      const code = (form.get('code') ?? '').replace(/\s/g, '');
      const result = /^\d{6}$/.test(code)
        ? await verify({ secret: account.totpSecret, token: code, epochTolerance: 30 })
        : { valid: false };
      if (!result.valid) {
        lockout.failed(account.username);
        sendPage(res, 401, codeForm(details.uid, 'Deze code klopt niet of is verlopen. Probeer de nieuwste code uit je app.'), siteOrigin);
        return;
      }
      lockout.succeeded(account.username);
      pending.delete(details.uid);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub, amr: ['pwd', 'otp'] } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    sendPage(res, 404, page('Niet gevonden', '<p>Deze stap van het aanmelden bestaat niet.</p>'), siteOrigin);
  };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function seeOther(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': 0 });
  res.end();
}

/** @param siteOrigin where the last form's redirects end (the callback); browsers hold redirects to form-action too. */
function sendPage(res: ServerResponse, status: number, html: string, siteOrigin: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    // The sign-in pages carry one inline stylesheet and no script at all.
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'`,
  });
  res.end(html);
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)} beheer (lokaal)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;background:#f5f5f4;color:#1c1917;line-height:1.5}
main{max-width:24rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 3px rgb(0 0 0/.15)}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;margin-top:.25rem;border:1px solid #78716c;border-radius:.25rem}
button{margin-top:1.25rem;width:100%;font-size:1rem;padding:.7rem;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.error{color:#b91c1c;font-weight:600}.note{color:#57534e;font-size:.9rem}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="fout">${escapeHtml(error)}</p>` : '';
}

function passwordForm(uid: string, error?: string, username = ''): string {
  const described = error ? ' aria-describedby="fout"' : '';
  return page(
    'Aanmelden',
    `<h1>Aanmelden voor beheer</h1>
${errorBlock(error)}
<form method="post" action="/interaction/${escapeHtml(uid)}/wachtwoord">
<label for="username">Gebruikersnaam</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${described}${username ? '' : ' autofocus'}>
<label for="password">Wachtwoord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${username ? ' autofocus' : ''}>
<button type="submit">Volgende</button>
</form>
<p class="note">Lokale aanmeldpagina: in AWS meld je je aan bij Amazon Cognito.</p>`,
  );
}

function codeForm(uid: string, error?: string): string {
  return page(
    'Code uit je app',
    `<h1>Code uit je authenticator-app</h1>
${errorBlock(error)}
<form method="post" action="/interaction/${escapeHtml(uid)}/code">
<label for="code">Code van 6 cijfers</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required autofocus${error ? ' aria-describedby="fout"' : ''}>
<button type="submit">Aanmelden</button>
</form>`,
  );
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  // The provider's form carries its own anti-forgery token; "logout=yes" ends the session here as well.
  ctx.type = 'html';
  ctx.body = page(
    'Afmelden',
    `<h1>Afmelden bij beheer</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Afmelden</button>
<button type="submit" form="op.logoutForm" class="secondary">Aangemeld blijven</button>`,
  );
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('Afgemeld', '<h1>Je bent afgemeld</h1><p>Je kunt dit venster sluiten.</p>');
}

async function renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Aanmelden mislukt',
    `<h1>Aanmelden mislukt</h1><p>Er ging iets mis bij het aanmelden. Ga terug naar beheer en probeer het opnieuw.</p><p class="note">${escapeHtml(out.error ?? '')}: ${escapeHtml(out.error_description ?? '')}</p>`,
  );
}
