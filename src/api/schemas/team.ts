// Response schemas of the team and organisation calls (spec calls-and-errors.md §7 "Platform and organisation",
// msg/register). Only what the team screens read is required; the rest passes through (`z.looseObject`).
import { z } from 'zod';

import { idSchema, organisationSchema } from './session';

const text = z.string().nullish().transform((v) => v ?? '');

/** A person as the platform shows them. */
const personSchema = z.looseObject({
  id: idSchema,
  username: text,
  nickname: text,
  picture: text,
  phone: text,
  email: text,
  gender: z.number().nullish(),
});

const orgRoleSchema = z.enum(['ADMIN', 'MEMBER']).catch('MEMBER');

const positionSchema = z.looseObject({
  id: idSchema,
  name: text,
  departmentId: idSchema.nullish(),
  isLeader: z.boolean().catch(false),
});

/** A member of the current organisation. */
export const memberSchema = personSchema.extend({
  role: orgRoleSchema,
  departmentId: idSchema.nullish(),
  departmentName: text,
  jobTitle: text,
  joinedAt: text,
});
export type Member = z.infer<typeof memberSchema>;

export const memberDetailSchema = memberSchema.extend({ positions: z.array(positionSchema).catch([]) });
export type MemberDetail = z.infer<typeof memberDetailSchema>;

export const memberPageSchema = z.looseObject({ content: z.array(memberSchema), totalElements: z.number() });

export const departmentSchema = z.looseObject({
  id: idSchema,
  name: text,
  parentId: idSchema.nullish(),
  leaderUserId: idSchema.nullish(),
  sort: z.number().catch(0),
  memberCount: z.number().catch(0),
});
export type Department = z.infer<typeof departmentSchema>;

export const organisationInfoSchema = organisationSchema.extend({
  industry: text,
  description: text,
  role: orgRoleSchema,
  memberCount: z.number().catch(0),
  departmentCount: z.number().catch(0),
  appCount: z.number().catch(0),
  invitationEnabled: z.boolean().catch(false),
  joinApproval: z.boolean().catch(true),
  admins: z.array(memberSchema).catch([]),
});

export const createdOrganisationSchema = organisationSchema.extend({ role: z.string().nullish() });

export const invitationCodeSchema = z.looseObject({ code: z.string(), enabled: z.boolean(), tenantId: idSchema, orgName: text });
export type InvitationCode = z.infer<typeof invitationCodeSchema>;

/** What an invitation code opens, before confirming. */
export const invitationSchema = z.looseObject({
  tenantId: idSchema,
  orgName: text,
  logo: text,
  industry: text,
  memberCount: z.number().nullish(),
  enabled: z.boolean(),
  joinApproval: z.boolean().catch(true),
  joined: z.boolean().catch(false),
});
export type Invitation = z.infer<typeof invitationSchema>;

const joinStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type JoinStatus = z.infer<typeof joinStatusSchema>;

export const acceptedSchema = z.looseObject({ requestId: idSchema, status: joinStatusSchema, tenantId: idSchema, orgName: text });
export type Accepted = z.infer<typeof acceptedSchema>;

export const joinRequestSchema = z.looseObject({
  id: idSchema,
  userId: idSchema,
  message: text,
  status: joinStatusSchema,
  createdAt: text,
  handledAt: text,
  user: personSchema.nullable().catch(null),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const profileSchema = personSchema.extend({ tenantId: idSchema.nullish(), departmentId: idSchema.nullish(), jobTitle: text });
export type Profile = z.infer<typeof profileSchema>;


export const codeNameSchema = z.looseObject({ code: z.string(), name: text });

export const smsSentSchema = z.looseObject({ phone: z.string(), expiresIn: z.number(), resendAfter: z.number() });
export const smsVerifiedSchema = z.looseObject({ verified: z.boolean(), phone: z.string() });
