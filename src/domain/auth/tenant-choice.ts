// Spec calls-and-errors.md §4 "Sign-in flow" step 4: "Fetch the organisation list and the last login. If the
// last-login tenantId is in the list, do a refresh-token exchange for that tenant." Otherwise the user picks one,
// unless there is only one to pick (issue 42 item 6: a user of one organisation was asked to pick it): it is entered.

export interface OrganisationRef {
  id: string | number;
}

export type TenantChoice = { kind: 'refresh'; tenantId: string } | { kind: 'select' };

/** What to do after the code exchange, from the joined organisations and the last login's tenant id. */
export function tenantAfterSignIn(
  organisations: readonly OrganisationRef[],
  lastLoginTenantId: string | number | null | undefined,
): TenantChoice {
  const wanted = lastLoginTenantId === null || lastLoginTenantId === undefined ? '' : String(lastLoginTenantId);
  if (wanted !== '' && organisations.some((o) => String(o.id) === wanted)) return { kind: 'refresh', tenantId: wanted };
  const only = onlyOrganisation(organisations);
  return only === null ? { kind: 'select' } : { kind: 'refresh', tenantId: only };
}

/** The id of the one joined organisation, or null when there are none or several (then there is a choice). */
function onlyOrganisation(organisations: readonly OrganisationRef[]): string | null {
  return organisations.length === 1 ? String(organisations[0]!.id) : null;
}
