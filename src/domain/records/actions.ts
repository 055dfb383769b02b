// Spec screens-data-rules.md §3 "Permission entry: type and businessKey", "Operation names include create, edit,
// copy, print, delete, export and invite collaboration"; §4 "Data actions: ... archive (older engine) or delete
// (newer)"; §5 "Form submission is allowed only if a permission with businessKey create exists".
import type { Engine } from '../engine';
import { DATA_ACTION_LABEL } from './messages';
import { hasOperation } from '../form-engine/permissions';
import { parsePermissions } from '../form-engine/types';

/** The operations a form-operation-permission may grant (its businessKey). */
export type Operation = 'create' | 'edit' | 'copy' | 'print' | 'delete' | 'export' | 'invite';

/** The data actions a screen may show: the operations, with delete shown as archive on the older engine. */
export type DataAction = keyof typeof DATA_ACTION_LABEL;

/** A permission entry {type, businessKey, formId?} as the permission calls send it; read by parsePermissions. */
export interface PermissionEntry {
  type?: unknown;
  businessKey?: unknown;
  /** The form the entry is for; absent or null: every form of the app. */
  formId?: unknown;
}

const OPERATIONS: readonly Operation[] = ['create', 'edit', 'copy', 'print', 'delete', 'export', 'invite'];

/**
 * The businessKeys that grant an operation: the spec's names, 'archive' (the older engine's name for delete) and the
 * spellings of invite collaboration.
 */
const BUSINESS_KEYS: Readonly<Record<Operation, readonly string[]>> = {
  create: ['create'],
  edit: ['edit'],
  copy: ['copy'],
  print: ['print'],
  delete: ['delete', 'archive'],
  export: ['export'],
  invite: ['invite', 'invite-collaboration', 'inviteCollaboration'],
};

/**
 * The operations the entries grant (for one form when formId is given), by form-engine/permissions.ts hasOperation.
 * Entries of the other permission kinds grant nothing; malformed entries are skipped.
 */
export function grantedOperations(permissions: unknown, formId?: string): Set<Operation> {
  const entries = parsePermissions(permissions);
  const out = new Set<Operation>();
  for (const operation of OPERATIONS) {
    if (BUSINESS_KEYS[operation].some((key) => hasOperation(entries, key, formId))) out.add(operation);
  }
  return out;
}

/** The operation behind a data action: archive is the older engine's delete. */
const OPERATION_OF_ACTION: Readonly<Record<DataAction, Operation>> = {
  create: 'create',
  edit: 'edit',
  copy: 'copy',
  print: 'print',
  archive: 'delete',
  delete: 'delete',
  export: 'export',
  invite: 'invite',
};

/** The actions of an engine, in the order screens show them: archive on the older engine, delete on the newer. */
export function actionsOfEngine(engine: Engine): DataAction[] {
  return ['create', 'edit', 'copy', 'print', engine === 'v1' ? 'archive' : 'delete', 'export', 'invite'];
}

export interface ActionOptions {
  /** Only entries for this form (or for every form) count. */
  formId?: string;
}

/** The data actions the user may see, in order. */
export function visibleDataActions(
  permissions: readonly PermissionEntry[] | null | undefined,
  engine: Engine,
  options: ActionOptions = {},
): DataAction[] {
  const granted = grantedOperations(permissions, options.formId);
  return actionsOfEngine(engine).filter((action) => granted.has(OPERATION_OF_ACTION[action]));
}

/** May the user take this action? Archive is never offered on the newer engine, nor delete on the older. */
export function mayTakeAction(
  action: DataAction,
  permissions: readonly PermissionEntry[] | null | undefined,
  engine: Engine,
  options: ActionOptions = {},
): boolean {
  return visibleDataActions(permissions, engine, options).includes(action);
}

/** The label of an action. */
export const dataActionLabel = (action: DataAction): string => DATA_ACTION_LABEL[action];

/* ---------- The detail screen ---------- */

/** What the detail screen knows about the record besides the permissions. */
export interface DetailFacts {
  /** The caller reads this record only as an invited collaborator (not by the data-list permission). */
  collaborator: boolean;
  /** How many print templates the form has: printing needs one. */
  templates: number;
}

/** The detail screen's actions; create and export are actions of a list, not of one record. */
const DETAIL_ACTIONS: ReadonlySet<DataAction> = new Set(['edit', 'copy', 'print', 'archive', 'delete', 'invite']);

/**
 * The actions the detail screen offers for one record, in display order, from the actions the permissions grant
 * (`visibleDataActions`). Print needs a print template. A collaborator reads the record by invitation only: editing
 * and deleting stay with those who may list it (the server refuses them), while copy, print and invite follow the
 * permissions as usual.
 */
export function detailActions(granted: readonly DataAction[], facts: DetailFacts): DataAction[] {
  return granted.filter((action) => {
    if (!DETAIL_ACTIONS.has(action)) return false;
    if (action === 'print' && facts.templates < 1) return false;
    if (facts.collaborator && (action === 'edit' || action === 'delete' || action === 'archive')) return false;
    return true;
  });
}

/** A custom button of a form: shown when the permissions grant the operation it needs (by default edit). */
export function mayRunButton(button: { operation?: string | null }, permissions: unknown, formId?: string): boolean {
  const operation = button.operation || 'edit';
  return hasOperation(parsePermissions(permissions), operation, formId);
}
