// Spec screens-data-rules.md §6: roles by priority; the first held wins; a failure or nothing held means GUEST.
const ROLE_PRIORITY = ['ADMIN', 'SUB_ADMIN', 'MEMBER', 'GUEST'] as const;
export type Role = (typeof ROLE_PRIORITY)[number];

/** The effective role from the role codes the user holds in an app; `null` stands for a failed role call. */
export function effectiveRole(codes: readonly string[] | null | undefined): Role {
  if (!codes) return 'GUEST';
  return ROLE_PRIORITY.find((role) => codes.includes(role)) ?? 'GUEST';
}
