// The organisation's work areas the home offers: the member centre to everyone in the organisation; customers,
// suppliers and devices to those the organisation permissions open them to (GET /platform/my-permissions lists them;
// the server decides by role and refuses the others).

export type WorkArea = 'memberCentre' | 'customers' | 'suppliers' | 'devices';

/** The permission code each area needs; null: open to everyone in the organisation. */
const NEEDS: Record<WorkArea, string | null> = {
  memberCentre: null,
  customers: 'customer:manage',
  suppliers: 'supplier:manage',
  devices: 'device:use',
};

/** The areas open to the person, in the home's order; before the permissions answer, only the open ones. */
export function workAreas(permissionCodes: readonly string[] | undefined): WorkArea[] {
  const held = new Set(permissionCodes ?? []);
  return (Object.keys(NEEDS) as WorkArea[]).filter((area) => {
    const needed = NEEDS[area];
    return needed === null || held.has(needed);
  });
}

