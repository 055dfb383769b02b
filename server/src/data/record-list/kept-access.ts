/**
 * The caller's access to an app and a form's definitions, kept while the database is unchanged (data/read-cache.ts):
 * every list request of the same caller and form reads them once per change.
 */
import type { Db, DbOrTx } from '../../db/index.js';
import type { Caller } from '../caller.js';
import { formAccess, formOr404, type Form, type FormAccess } from '../forms.js';
import { KeptReads } from '../read-cache.js';

const accesses = new KeptReads<FormAccess>();
const keptForms = new KeptReads<Form>();

/**
 * `formAccess` kept while the database is unchanged: an app's roles and permissions depend on the caller's user and
 * token organisation and on rows any change of which is a write. Shared by requests, so frozen.
 */
export function keptFormAccess(db: Db, caller: Caller, appId: string): FormAccess {
  return accesses.read(db, `${caller.user.id} ${caller.tokenTenantId ?? ''} ${appId}`, () => {
    const access = formAccess(db, caller, appId);
    Object.freeze(access.app);
    Object.freeze(access.roles);
    access.permissions.forEach((p) => Object.freeze(p));
    Object.freeze(access.permissions);
    return Object.freeze(access);
  });
}

/** `formOr404` kept while the database is unchanged (the form's definitions are read, never changed, by the lists). */
export function keptForm(db: DbOrTx, formId: string, appId?: string): Form {
  const form = keptForms.read(db, formId, () => Object.freeze(formOr404(db, formId)));
  if (appId !== undefined && form.appId !== appId) return formOr404(db, formId, appId);
  return form;
}
