// Spec calls-and-errors.md §7 "Authentication and session": the authorize request (browser redirect) carries
// client_id, redirect_uri, response_type code, state, code_challenge (S256 of the verifier), scene (org or
// recent_org), an optional tenant_id, and scope openid profile email phone.
import { stringifyQuery } from '../query';

export const OIDC_SCOPE = 'openid profile email phone';

export type SignInScene = 'org' | 'recent_org';

export interface AuthorizeInput {
  /** The provider's authorize endpoint, absolute. */
  endpoint: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scene: SignInScene;
  tenantId?: string | null;
}

/** The authorize address the browser is sent to. */
export function authorizeUrl(input: AuthorizeInput): string {
  const query = stringifyQuery({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    scene: input.scene,
    tenant_id: input.tenantId || undefined,
    scope: OIDC_SCOPE,
  });
  return `${input.endpoint}${input.endpoint.includes('?') ? '&' : '?'}${query}`;
}

/** The scene of a sign-in: with a tenant remembered from an earlier session, `recent_org`; otherwise `org`. */
export function signInScene(tenantId: string | null | undefined): SignInScene {
  return tenantId ? 'recent_org' : 'org';
}
