// The single permission check (calls-and-errors.md §6 "Calls exist for ... permission check"): a screen that asks
// whether the user may do one thing before offering it. A permission that cannot be read means no (fail closed): only
// an answer that says yes in so many words grants; a failed call, a malformed answer or a "maybe" do not.

/** What a screen asks: one permission entry (§3 "Permission entry: type and businessKey"), for one form or all. */
export interface PermissionQuestion {
  type: string;
  businessKey: string;
  formId?: string;
}

/** The check's answer as the platform gives it (`{ allowed, role }`), or `undefined` when the call failed. */
export function checkGrants(answer: unknown): boolean {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    (answer as { allowed?: unknown }).allowed === true
  );
}

/** The question of whether the user may submit a new record of a form (§5: a create permission). */
export const mayCreateIn = (formId: string): PermissionQuestion => ({
  type: 'form-operation-permission',
  businessKey: 'create',
  formId,
});
