/**
 * Team and organisation calls (spec calls-and-errors.md §7 "Platform and organisation", without the two VIP calls,
 * and msg/register). The few calls sign-in needs stay in platform.ts and auth.ts.
 */
import { z } from 'zod/mini';

import { idSchema } from './schemas/session';
import {
  acceptedSchema,
  createdOrganisationSchema,
  departmentSchema,
  invitationCodeSchema,
  invitationSchema,
  joinRequestSchema,
  memberDetailSchema,
  memberPageSchema,
  memberSchema,
  organisationInfoSchema,
  positionSchema,
  profileSchema,
  smsSentSchema,
  smsVerifiedSchema,
  type JoinStatus,
} from './schemas/team';
import { request } from './transport';

const seg = encodeURIComponent;

/* ---- organisations ---- */

export const organisationInfo = () =>
  request({ path: '/platform/current-organization/information', schema: organisationInfoSchema });

export interface NewOrganisation {
  name: string;
  industry: string;
  contactName: string;
  contactPhone: string;
  joinApproval: boolean;
}

/** POST /platform/organizations: no tenant (the creator may be in none, or in another one); silent: the form says why. */
export const createOrganisation = (input: NewOrganisation) =>
  request({
    method: 'POST',
    path: '/platform/organizations',
    data: input,
    tenant: false,
    silent: true,
    schema: createdOrganisationSchema,
  });

/* ---- invitation codes and join requests ---- */

/** GET /platform/invitation-code/{code}; silent: the join screen says what is wrong with a code. */
export const invitationByCode = (code: string) =>
  request({ path: `/platform/invitation-code/${seg(code)}`, tenant: false, silent: true, schema: invitationSchema });

/** POST /platform/org-invitation-code/accept; silent: a refusal is the result screen's. */
export const acceptInvitation = (code: string, message = '') =>
  request({
    method: 'POST',
    path: '/platform/org-invitation-code/accept',
    data: { code, message },
    tenant: false,
    silent: true,
    schema: acceptedSchema,
  });

export const currentInvitationCode = () =>
  request({ path: '/platform/org-invitation-code/current', schema: invitationCodeSchema });

/** POST /platform/org-invitation-code/{state}: the code's on/off switch. */
export const switchInvitationCode = (enabled: boolean) =>
  request({
    method: 'POST',
    path: `/platform/org-invitation-code/${enabled ? 'enable' : 'disable'}`,
    data: {},
    schema: invitationCodeSchema,
  });

export const joinRequests = (status?: JoinStatus) =>
  request({
    path: '/platform/join-organization-requests',
    query: status ? { status } : {},
    schema: z.array(joinRequestSchema),
  });

/** `departmentId`: where the new member is placed (the body is this server's: the spec gives none). */
export const approveJoinRequest = (id: string, departmentId: string | null) =>
  request({
    method: 'POST',
    path: `/platform/join-organization-requests/${seg(id)}/approve`,
    data: departmentId ? { departmentId } : {},
    schema: joinRequestSchema,
  });

/** POST /platform/join-organization-requests/{id}/{approvalType}: the generic decision (spec §4). */
export const decideJoinRequest = (id: string, approvalType: 'APPROVED' | 'REJECTED') =>
  request({
    method: 'POST',
    path: `/platform/join-organization-requests/${seg(id)}/${approvalType}`,
    data: {},
    schema: joinRequestSchema,
  });

/* ---- profiles and members ---- */

export const myProfile = () => request({ path: '/platform/my-profile', schema: profileSchema });

export interface ProfileChanges {
  nickname?: string;
  email?: string;
  gender?: 0 | 1 | 2;
}

export const updateMyProfile = (changes: ProfileChanges) =>
  request({ method: 'PUT', path: '/platform/my-profile', data: changes, schema: profileSchema });

export interface MemberQuery {
  page: number;
  size: number;
  keyword?: string;
  departmentId?: string;
}

export const members = (q: MemberQuery) =>
  request({
    path: '/platform/members',
    query: {
      page: q.page,
      size: q.size,
      ...(q.keyword ? { keyword: q.keyword } : {}),
      ...(q.departmentId ? { departmentId: q.departmentId } : {}),
    },
    schema: memberPageSchema,
  });

export const subordinates = () => request({ path: '/platform/members/subordinates', schema: z.array(memberSchema) });

export const memberById = (id: string) => request({ path: `/platform/members/${seg(id)}`, schema: memberDetailSchema });

export interface MemberChanges {
  jobTitle?: string;
  departmentId?: string | null;
  role?: 'ADMIN' | 'MEMBER';
}

export const updateMember = (id: string, changes: MemberChanges) =>
  request({ method: 'PUT', path: `/platform/members/${seg(id)}`, data: changes, schema: memberDetailSchema });

/* ---- departments and positions ---- */

export const departments = () => request({ path: '/platform/departments', schema: z.array(departmentSchema) });

/** GET /platform/departments/{id}/members: everyone in one department (the member list's department view). */
export const departmentMembers = (id: string) =>
  request({ path: `/platform/departments/${seg(id)}/members`, schema: z.array(memberSchema) });

/** GET /platform/departments/subordinates: the departments the caller leads. */
export const ledDepartments = () => request({ path: '/platform/departments/subordinates', schema: z.array(departmentSchema) });

/** GET /platform/my-positions: the caller's positions in the organisation. */
export const myPositions = () => request({ path: '/platform/my-positions', schema: z.array(positionSchema) });

export const departmentAdmins = (id: string) =>
  request({ path: `/platform/departments/${seg(id)}/admin-members`, schema: z.array(memberSchema) });

/* ---- roles and permissions ---- */

export const orgRoles = () =>
  request({
    path: '/platform/roles',
    schema: z.array(z.looseObject({ id: idSchema, code: z.string(), name: z.string() })),
  });

/* ---- SMS verification (msg/register) ---- */

export const sendSmsCode = (phone: string) =>
  request({
    method: 'POST',
    path: '/msg/register/send',
    data: { phone },
    tenant: false,
    silent: true,
    schema: smsSentSchema,
  });

export const verifySmsCode = (phone: string, code: string) =>
  request({
    method: 'POST',
    path: '/msg/register/verify',
    data: { phone, code },
    tenant: false,
    silent: true,
    schema: smsVerifiedSchema,
  });
