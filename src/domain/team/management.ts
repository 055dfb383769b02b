// Which team management entries a person sees (spec §2 team management is for organisation admins; the issue: the
// roles and permissions calls decide). One permission per entry; no permission, no entry.

export type ManagementEntry = 'management' | 'applications' | 'members' | 'share';

const NEEDS: Record<ManagementEntry, string> = {
  management: 'org:manage',
  applications: 'join:approve',
  members: 'member:manage',
  share: 'member:manage',
};

/** The entries the permission codes of /platform/my-permissions open, in the screen's order. */
export function managementEntries(permissionCodes: readonly string[]): ManagementEntry[] {
  const held = new Set(permissionCodes);
  return (Object.keys(NEEDS) as ManagementEntry[]).filter((entry) => held.has(NEEDS[entry]));
}


/**
 * Does the person decide the organisation's after-sale requests? The spec names no permission for it; the platform
 * leaves it to the organisation's admins, whose permissions are the ones that include `org:manage`. Asking the
 * organisation's requests without it is refused (403), so the screen does not ask.
 */
export const decidesAfterSales = (permissionCodes: readonly string[]): boolean => permissionCodes.includes(NEEDS.management);
