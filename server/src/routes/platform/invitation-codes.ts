/** An organisation's invitation code: reading it, switching it on and off, looking one up and asking to join with it. */
import { z } from 'zod';

import { joinWithoutApproval, pendingOrNewRequest } from '../../data/join-requests.js';
import { findOrganization, memberCountOf, organizationByInvitationCode, setInvitationEnabled, settingsOf } from '../../data/organizations.js';
import { membership, type Organization } from '../../data/people.js';
import { ApiError, ok, orNotFound, parse } from '../../errors.js';
import { requireCaller, requireOrgAdmin, requireTenantCaller } from '../../http/auth.js';
import type { RegisterRoutes } from '../../http/context.js';
import { randomId } from '../../util.js';

const Code = z.string().trim().min(1).max(32);
const CODE_NOT_FOUND = '邀请码不存在';

const codeView = (org: Organization) => ({ code: org.invitationCode, enabled: org.invitationEnabled, tenantId: org.id, orgName: org.name });

export const registerInvitationCodes: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;
  const organizationOr404 = (id: string) => orNotFound(findOrganization(db, id), '组织不存在');

  api.post('/platform/org-invitation-code/accept', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { code, message } = parse(z.object({ code: Code, message: z.string().max(200).default('') }), req.body);
    const org = orNotFound(organizationByInvitationCode(db, code), CODE_NOT_FOUND);
    if (!org.invitationEnabled) throw ApiError.badRequest('邀请码已停用');
    if (membership(db, caller.user.id, org.id)) throw ApiError.badRequest('您已是该组织成员');
    const at = ctx.clock.iso();
    const request = settingsOf(db, org.id).joinApproval
      ? pendingOrNewRequest(db, org.id, caller.user.id, message, `jr-${randomId(6)}`, at)
      : joinWithoutApproval(db, org.id, caller.user.id, message, `jr-${randomId(6)}`, at);
    return ok({ requestId: request.id, status: request.status, tenantId: org.id, orgName: org.name });
  });

  api.get('/platform/org-invitation-code/current', async (req) => {
    const { tenantId } = await requireTenantCaller(ctx, req);
    return ok(codeView(organizationOr404(tenantId)));
  });

  api.post('/platform/org-invitation-code/:state', async (req) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    const { state } = parse(z.object({ state: z.enum(['enable', 'disable']) }), req.params);
    requireOrgAdmin(ctx, caller, tenantId);
    setInvitationEnabled(db, tenantId, state === 'enable');
    return ok(codeView(organizationOr404(tenantId)));
  });

  api.get('/platform/invitation-code/:code', async (req) => {
    const caller = await requireCaller(ctx, req);
    const { code } = parse(z.object({ code: Code }), req.params);
    const org = orNotFound(organizationByInvitationCode(db, code), CODE_NOT_FOUND);
    return ok({
      tenantId: org.id,
      orgName: org.name,
      logo: org.logo,
      industry: org.industry,
      memberCount: memberCountOf(db, org.id),
      enabled: org.invitationEnabled,
      joinApproval: settingsOf(db, org.id).joinApproval,
      joined: !!membership(db, caller.user.id, org.id),
    });
  });
};
