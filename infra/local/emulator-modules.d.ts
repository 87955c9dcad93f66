// dynalite and s3rver ship without type declarations; these cover the parts the local stack uses.

declare module 'dynalite' {
  import type { Server } from 'node:http';

  type DynaliteOptions = {
    /** LevelDB directory; in memory when left out. */
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  };

  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// oidc-provider ships without type declarations; this covers what the local sign-in (staff-identity.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Json = Record<string, unknown>;
  type Context = { oidc: { client?: { clientId: string } }; host: string; body: unknown; type: string };
  type Token = { kind: string; accountId?: string; clientId?: string };

  export type Interaction = {
    uid: string;
    params: Json & { client_id: string };
    prompt: {
      name: 'login' | 'consent' | string;
      details: Json & { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
    };
    session?: { accountId: string };
    grantId?: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Json);
    proxy: boolean;
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Json,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export type { Context as KoaContextWithOIDC, Token };
}
