/**
 * Entering an organisation (spec calls-and-errors.md §4 step 4). Provider tokens enter it with a
 * refresh-token exchange carrying tenant_id (serialised with re-authentication: refresh tokens rotate); platform
 * session tokens (account and messaging-app logins) with POST /admin/login/token. Only once
 * the new tokens are in hand is anything of the previous organisation cleared, so a refused switch loses nothing.
 */
import { sessionTokenForTenant } from '../../api/auth';
import type { Organisation } from '../../api/schemas/session';
import { refreshForTenant } from '../../api/transport';
import { currentUser } from '../../api/user';
import { useSession } from '../../stores/session';

export async function enterOrganisation(organisation: Organisation): Promise<void> {
  const { refreshToken, signInMethod } = useSession.getState();
  // The provider's refresh token enters through the provider; a platform session (account or WeChat login, whose
  // refresh credential is the platform's) through /admin/login/token, which issues the new organisation's credential.
  const viaProvider = refreshToken !== null && (signInMethod === 'provider' || signInMethod === null);
  const tokens = viaProvider ? await refreshForTenant(organisation.id) : await sessionTokenForTenant(organisation.id);
  useSession.getState().enterOrganisation(tokens, organisation);
  const user = await currentUser();
  useSession.getState().setUser(user);
}
