/**
 * Platform and organisation (spec calls-and-errors.md §7 "Platform and organisation"), one route plugin per resource.
 * Everything needs a signed-in user; everything about "the current organisation" works in the request's tenant
 * (token `tid`, or a `tid` in query/body when the token has none) and never reads another organisation's rows.
 */
import { registerDepartments } from './departments.js';
import { registerInvitationCodes } from './invitation-codes.js';
import { registerJoinRequests } from './join-requests.js';
import { registerMembers } from './members.js';
import { registerOrgRoles } from './org-roles.js';
import { registerOrganizations } from './organizations.js';
import { registerPositions } from './positions.js';
import { registerProfiles } from './profiles.js';
import { registerVip } from './vip.js';
import type { RegisterRoutes } from '../../http/context.js';

export const PLATFORM_ROUTES: RegisterRoutes[] = [
  registerOrganizations,
  registerInvitationCodes,
  registerJoinRequests,
  registerProfiles,
  registerMembers,
  registerDepartments,
  registerPositions,
  registerOrgRoles,
  registerVip,
];
