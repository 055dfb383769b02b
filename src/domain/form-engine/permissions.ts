// Spec screens-data-rules.md §5: "Only fields whose key is in the user's form-field permission list are rendered.
// Form submission is allowed only if a permission with businessKey create exists."; §6 the guest supplier rule.
import type { FlatField } from './flatten';
import { holdsValue, type Permission } from './types';

export type PermissionLike = Pick<Permission, 'type' | 'businessKey'> & { formId?: string | null };

/** An entry applies to a form when it names that form or no form at all. */
const appliesTo = (entry: PermissionLike, formId: string | undefined): boolean =>
  formId === undefined || entry.formId === undefined || entry.formId === null || entry.formId === formId;

/** The keys of the fields the user may see: businessKeys of form-field-permission entries. */
export function fieldPermissionKeys(permissions: readonly PermissionLike[], formId?: string): Set<string> {
  const keys = new Set<string>();
  for (const p of permissions) {
    if (p.type === 'form-field-permission' && appliesTo(p, formId)) keys.add(p.businessKey);
  }
  return keys;
}

/** Does the user hold this form operation (create, edit, copy, print, delete, export, invite ...)? */
export function hasOperation(permissions: readonly PermissionLike[], operation: string, formId?: string): boolean {
  return permissions.some(
    (p) =>
      p.businessKey === operation && (p.type === 'form-operation-permission' || p.type === '') && appliesTo(p, formId),
  );
}

/**
 * §5: submitting a new record needs a permission whose businessKey is create (a form-operation-permission, or one
 * without type); saving an edit of a record needs edit (§3's operation names).
 */
export function canSubmit(permissions: readonly PermissionLike[], formId?: string, mode: 'add' | 'edit' = 'add'): boolean {
  return hasOperation(permissions, mode === 'edit' ? 'edit' : 'create', formId);
}

/** §6: a guest sees a supplier control only when the control is open (`options.open`). */
function hiddenFromGuest(field: Pick<FlatField, 'type' | 'control'>, role: string | undefined): boolean {
  return role === 'GUEST' && field.type === 'supplier' && field.control.options.open !== true;
}

export interface RenderOptions {
  formId?: string;
  /** The effective role (ADMIN, SUB_ADMIN, MEMBER, GUEST). */
  role?: string;
}

/**
 * The fields to render: value fields whose key is in the user's form-field permissions (and, for a guest, no closed
 * supplier control). Controls without a value (dividers) are kept: they carry no data to protect. Order is kept.
 */
export function renderableFields<F extends Pick<FlatField, 'key' | 'type' | 'control'>>(
  fields: readonly F[],
  permissions: readonly PermissionLike[],
  options: RenderOptions = {},
): F[] {
  const allowed = fieldPermissionKeys(permissions, options.formId);
  return fields.filter((f) => {
    if (!holdsValue(f.type)) return true;
    return allowed.has(f.key) && !hiddenFromGuest(f, options.role);
  });
}
