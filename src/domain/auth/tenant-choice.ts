// Spec calls-and-errors.md §4 "Sign-in flow" step 4: "Fetch the organisation list and the last login. If the
// last-login tenantId is in the list, do a refresh-token exchange for that tenant." Otherwise the user picks one.

export interface OrganisationRef {
  id: string | number;
}

export type TenantChoice = { kind: 'refresh'; tenantId: string } | { kind: 'select' };

/** What to do after the code exchange, from the joined organisations and the last login's tenant id. */
export function tenantAfterSignIn(
  organisations: readonly OrganisationRef[],
  lastLoginTenantId: string | number | null | undefined,
): TenantChoice {
  if (lastLoginTenantId === null || lastLoginTenantId === undefined || lastLoginTenantId === '') {
    return { kind: 'select' };
  }
  const wanted = String(lastLoginTenantId);
  return organisations.some((o) => String(o.id) === wanted) ? { kind: 'refresh', tenantId: wanted } : { kind: 'select' };
}
