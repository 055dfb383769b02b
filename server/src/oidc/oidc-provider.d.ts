/**
 * oidc-provider 9 ships no type declarations (and @types/oidc-provider is for older majors). These cover only what
 * this server uses; anything deeper stays `unknown`/loosely typed on purpose.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcContext {
    route: string;
    params?: Record<string, unknown>;
    body?: Record<string, unknown>;
    client?: { clientId: string; grantTypeAllowed(type: string): boolean };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    entities: Record<string, unknown> & { Grant?: { jti: string } };
    provider: Provider;
  }

  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    type: string;
    body: unknown;
    status: number;
    host: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface BaseTokenModel {
    jti: string;
    kind: string;
    accountId: string;
    clientId: string;
    grantId: string;
    exp: number;
    iat: number;
    scope?: string;
    extra?: Record<string, unknown>;
    readonly isExpired: boolean;
    destroy(): Promise<void>;
  }

  export interface GrantModel {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface GrantStatic {
    new (props: { accountId: string; clientId: string }): GrantModel;
    find(id: string): Promise<GrantModel | undefined>;
  }

  export interface TokenStatic {
    find(value: string, opts?: { ignoreExpiration?: boolean }): Promise<BaseTokenModel | undefined>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    issuer: string;
    proxy: boolean;
    readonly AccessToken: TokenStatic;
    readonly RefreshToken: TokenStatic;
    readonly Grant: GrantStatic;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  class OIDCProviderError extends Error {
    constructor(status?: number, message?: string);
    error: string;
    error_description?: string;
    status: number;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    CustomOIDCProviderError: new (error: string, description?: string) => OIDCProviderError;
    InvalidGrant: new (description?: string) => OIDCProviderError;
    InvalidRequest: new (description?: string) => OIDCProviderError;
    AccessDenied: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
  };

  export default Provider;
}
