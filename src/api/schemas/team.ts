// Response schemas of the team and organisation calls (spec calls-and-errors.md §7 "Platform and organisation",
// msg/register). Only what the team screens read is required; the rest passes through (`z.looseObject`).
import { z } from 'zod/mini';

import { idSchema, organisationSchema } from './session';
import { textOrEmpty } from './text';

/** A person as the platform shows them. */
const personSchema = z.looseObject({
  id: idSchema,
  username: textOrEmpty,
  nickname: textOrEmpty,
  picture: textOrEmpty,
  phone: textOrEmpty,
  email: textOrEmpty,
  gender: z.nullish(z.number()),
});

const orgRoleSchema = z.catch(z.enum(['ADMIN', 'MEMBER']), 'MEMBER');

export const positionSchema = z.looseObject({
  id: idSchema,
  name: textOrEmpty,
  departmentId: z.nullish(idSchema),
  isLeader: z.catch(z.boolean(), false),
});

/** A member of the current organisation. */
export const memberSchema = z.extend(personSchema, {
  role: orgRoleSchema,
  departmentId: z.nullish(idSchema),
  departmentName: textOrEmpty,
  jobTitle: textOrEmpty,
  joinedAt: textOrEmpty,
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = z.extend(memberSchema, { positions: z.catch(z.array(positionSchema), []) });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberPageSchema = z.looseObject({ content: z.array(memberSchema), totalElements: z.number() });

export const departmentSchema = z.looseObject({
  id: idSchema,
  name: textOrEmpty,
  parentId: z.nullish(idSchema),
  leaderUserId: z.nullish(idSchema),
  sort: z.catch(z.number(), 0),
  memberCount: z.catch(z.number(), 0),
});
export type Department = z.infer<typeof departmentSchema>;

export const organisationInfoSchema = z.extend(organisationSchema, {
  industry: textOrEmpty,
  description: textOrEmpty,
  role: orgRoleSchema,
  memberCount: z.catch(z.number(), 0),
  departmentCount: z.catch(z.number(), 0),
  appCount: z.catch(z.number(), 0),
  invitationEnabled: z.catch(z.boolean(), false),
  joinApproval: z.catch(z.boolean(), true),
  admins: z.catch(z.array(memberSchema), []),
});

export const createdOrganisationSchema = z.extend(organisationSchema, { role: z.nullish(z.string()) });

export const invitationCodeSchema = z.looseObject({
  code: z.string(),
  enabled: z.boolean(),
  tenantId: idSchema,
  orgName: textOrEmpty,
});
export type InvitationCode = z.infer<typeof invitationCodeSchema>;

/** What an invitation code opens, before confirming. */
export const invitationSchema = z.looseObject({
  tenantId: idSchema,
  orgName: textOrEmpty,
  logo: textOrEmpty,
  industry: textOrEmpty,
  memberCount: z.nullish(z.number()),
  enabled: z.boolean(),
  joinApproval: z.catch(z.boolean(), true),
  joined: z.catch(z.boolean(), false),
});
export type Invitation = z.infer<typeof invitationSchema>;

const joinStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type JoinStatus = z.infer<typeof joinStatusSchema>;

export const acceptedSchema = z.looseObject({
  requestId: idSchema,
  status: joinStatusSchema,
  tenantId: idSchema,
  orgName: textOrEmpty,
});
export type Accepted = z.infer<typeof acceptedSchema>;

export const joinRequestSchema = z.looseObject({
  id: idSchema,
  userId: idSchema,
  message: textOrEmpty,
  status: joinStatusSchema,
  createdAt: textOrEmpty,
  handledAt: textOrEmpty,
  user: z.catch(z.nullable(personSchema), null),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const profileSchema = z.extend(personSchema, {
  tenantId: z.nullish(idSchema),
  departmentId: z.nullish(idSchema),
  jobTitle: textOrEmpty,
});
export type Profile = z.infer<typeof profileSchema>;


export const smsSentSchema = z.looseObject({ phone: z.string(), expiresIn: z.number(), resendAfter: z.number() });
export const smsVerifiedSchema = z.looseObject({ verified: z.boolean(), phone: z.string() });
