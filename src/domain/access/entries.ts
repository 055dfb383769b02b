// The entries an application index shows: a form when the user may create in it (§5 "Form submission is allowed only if a permission
// with businessKey create exists"), a view when the user holds its view-permission.

import { PATHS } from '../../routes';

export interface EntryForm {
  id: string;
  formId?: string | null;
  name: string;
}
export interface EntryView {
  id: string;
  name: string;
  formId?: string | null;
}
export interface EntryPermission {
  type: string;
  businessKey: string;
  formId?: string | null;
}

export interface AppEntry {
  kind: 'form' | 'view';
  id: string;
  name: string;
  /** The form a view lists (views only, when the platform says). */
  formId?: string;
}

const sameForm = (permission: EntryPermission, formId: string) => !permission.formId || permission.formId === formId;

export function appEntries(
  forms: readonly EntryForm[],
  views: readonly EntryView[],
  permissions: readonly EntryPermission[],
): AppEntry[] {
  const out: AppEntry[] = [];
  for (const form of forms) {
    const formId = form.formId ?? form.id;
    const mayCreate = permissions.some(
      (p) => p.type === 'form-operation-permission' && p.businessKey === 'create' && sameForm(p, formId),
    );
    if (mayCreate) out.push({ kind: 'form', id: formId, name: form.name });
  }
  for (const view of views) {
    if (permissions.some((p) => p.type === 'view-permission' && p.businessKey === view.id)) {
      out.push({ kind: 'view', id: view.id, name: view.name, ...(view.formId ? { formId: view.formId } : {}) });
    }
  }
  return out;
}

/**
 * Where an entry leads: a form opens the form-filling screen; a view opens the lists screen of its form (with the
 * viewId). A view whose form is unknown leads nowhere (null): the index shows it as not available.
 */
export function entryTarget(appId: string, entry: AppEntry): string | null {
  const app = `appId=${encodeURIComponent(appId)}`;
  if (entry.kind === 'form') return `${PATHS.formInfo}?${app}&formId=${encodeURIComponent(entry.id)}`;
  if (!entry.formId) return null;
  return `${PATHS.lists}?${app}&formId=${encodeURIComponent(entry.formId)}&viewId=${encodeURIComponent(entry.id)}`;
}
