// Spec screens-data-rules.md §3 (control types ownerId, staff, department, member, associateMember, customer,
// supplier; membership: code / memberCode, memberId) and §5 ("Department values given as objects become a
// comma-separated id list": the stored value keeps the objects, departmentIds() makes the list when filtering).
//
// The value shapes the people and organisation pickers store. The spec shows no stored shape, so this is
// our choice, made to fit what the engine already reads: atomOf() compares objects by `id`, displayText() shows
// `name`, departmentIds() reads objects or ids.
//   - ownerId: ONE person, `{ id, name }` (a record has exactly one owner), or null;
//   - staff, department, customer, supplier: a LIST of `{ id, name }`, at most one item unless the control allows
//     several (`options.multiple`);
//   - member, associateMember: a list of `{ id, name, code }` (id = memberId, code = member code);
//   - relatedSales: a list of `{ id, name, code }` of the organisation's sales orders (spec §3 "Order", calls §7
//     /order/orders): id = order id, name and code = the order code; one unless `options.multiple`.
import { typesOfFamily, type TypesOf } from './controls';
import { flagSchema } from './types';

/** The picker types, from the one table of control types (controls.ts). */
export const PICKER_CONTROL_TYPES = typesOfFamily('picker');
export type PickerControlType = TypesOf<'picker'>;

/**
 * Where a picker's choices come from: platform members, departments, CRM customers or memberships, SRM suppliers,
 * sales orders.
 */
export type PickerSource = 'people' | 'department' | 'customer' | 'supplier' | 'member' | 'orders';

const SOURCE: Record<PickerControlType, PickerSource> = {
  ownerId: 'people',
  staff: 'people',
  department: 'department',
  member: 'member',
  associateMember: 'member',
  customer: 'customer',
  supplier: 'supplier',
  relatedSales: 'orders',
};

export const isPickerType = (type: string): type is PickerControlType => Object.prototype.hasOwnProperty.call(SOURCE, type);

export const pickerSourceOf = (type: PickerControlType): PickerSource => SOURCE[type];

/** One chosen person, department, customer, supplier or membership. */
export interface PickedItem {
  id: string;
  name: string;
  /** Membership code (member, associateMember) or order code (relatedSales). */
  code?: string;
}

/** ownerId holds one person; the others hold one unless `options.multiple` is set (true, 'true', 1, '1'). */
export function allowsSeveral(type: PickerControlType, options: Readonly<Record<string, unknown>>): boolean {
  if (type === 'ownerId') return false;
  return flagSchema.parse(options.multiple) === true;
}

const idOf = (o: Record<string, unknown>): string => {
  for (const k of ['id', 'memberId', 'userId', 'value', 'key']) {
    const v = o[k];
    if ((typeof v === 'string' && v.trim() !== '') || typeof v === 'number') return String(v);
  }
  return '';
};

const nameOf = (o: Record<string, unknown>, id: string): string => {
  for (const k of ['name', 'nickname', 'label', 'username', 'title']) {
    const v = o[k];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return id;
};

/**
 * A stored value read back as items, whatever shape it arrived in: one object or a list; objects named by
 * name / nickname / label; bare ids (strings, numbers, or a comma-separated id list as §5 sends departments) become
 * items named by their id. Items without an id and repeated ids are dropped.
 */
export function pickedItems(value: unknown): PickedItem[] {
  const raw =
    typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const out: PickedItem[] = [];
  const seen = new Set<string>();
  for (const entry of raw) {
    let item: PickedItem | null = null;
    if (typeof entry === 'string' || typeof entry === 'number') {
      const id = String(entry).trim();
      if (id) item = { id, name: id };
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const o = entry as Record<string, unknown>;
      const id = idOf(o);
      const code = o.code ?? o.memberCode;
      if (id) item = { id, name: nameOf(o, id), ...(typeof code === 'string' && code ? { code } : {}) };
    }
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The sources whose items keep their code in the stored value. */
const KEEPS_CODE: readonly PickerSource[] = ['member', 'orders'];

const stored = (type: PickerControlType, item: PickedItem) =>
  KEEPS_CODE.includes(pickerSourceOf(type)) && item.code ? { id: item.id, name: item.name, code: item.code } : { id: item.id, name: item.name };

/** The value a picker stores for its items (see the shapes at the top of this file). */
export function pickerValue(type: PickerControlType, items: readonly PickedItem[]): unknown {
  if (type === 'ownerId') return items[0] ? stored(type, items[0]) : null;
  return items.map((item) => stored(type, item));
}

/**
 * Choosing `item`: with several allowed it is added, or removed when already chosen; with one allowed it replaces
 * the choice, and choosing the chosen item again clears it.
 */
export function togglePicked(items: readonly PickedItem[], item: PickedItem, several: boolean): PickedItem[] {
  const chosen = items.some((i) => i.id === item.id);
  if (!several) return chosen ? [] : [item];
  return chosen ? items.filter((i) => i.id !== item.id) : [...items, item];
}

export const removePicked = (items: readonly PickedItem[], id: string): PickedItem[] => items.filter((i) => i.id !== id);

/**
 * ownerId's default: the user filling the form. The platform makes the submitter the owner of a record when none
 * is given (records' ownerId), so the control shows and stores that same person until the user picks another.
 */
export function currentUserItem(user: { id?: unknown; nickname?: unknown; username?: unknown } | null | undefined): PickedItem | null {
  if (!user) return null;
  const id = typeof user.id === 'string' || typeof user.id === 'number' ? String(user.id) : '';
  if (!id) return null;
  return { id, name: nameOf(user as Record<string, unknown>, id) };
}

/**
 * The record's owner from the form: the person held by its first ownerId control (id of `{ id, name }`, a bare id or
 * a one-item list), or undefined when the form has none or it is empty: the platform then makes the submitter the
 * owner. Sent as the submit's and the update's `ownerId`, so the owner picked is the owner stored.
 */
export function recordOwner(fields: readonly { type: string; key: string }[], values: Readonly<Record<string, unknown>>): string | undefined {
  const field = fields.find((f) => f.type === 'ownerId');
  if (!field) return undefined;
  let v = values[field.key];
  if (Array.isArray(v)) v = v[0];
  if (typeof v === 'string' || typeof v === 'number') return String(v) || undefined;
  if (v && typeof v === 'object' && 'id' in v && (typeof v.id === 'string' || typeof v.id === 'number')) return String(v.id) || undefined;
  return undefined;
}

/** Paging of the picker lists (the platform's list calls default to 20). */
export const PICKER_PAGE_SIZE = 20;

/**
 * Spec screens-data-rules.md §4 order status codes, in the words the picker shows. The spec gives the meanings in
 * English only (placed, cancelled, completed...); these Chinese labels are our wording of them.
 */
const ORDER_STATUS_LABEL: Readonly<Record<string, string>> = { PLACED: '已下单', CANCELLED: '已取消', COMPLETED: '已完成' };
const PAYMENT_STATUS_LABEL: Readonly<Record<string, string>> = {
  UNPAID: '待支付',
  PARTIAL_PAYMENT: '部分支付',
  COMPLETION: '已支付',
  // §4: "REFUND or REFUNDED (refunded; both spellings appear)".
  REFUND: '已退款',
  REFUNDED: '已退款',
};

/**
 * The status an order shows in the picker: a cancelled or completed order says so; a placed one says how far
 * payment has got (what a salesperson linking an order wants to know). Unknown codes show as sent.
 */
export function orderStatusLabel(orderStatus: string, paymentStatus?: string | null): string {
  if (orderStatus === 'PLACED' && paymentStatus) return PAYMENT_STATUS_LABEL[paymentStatus] ?? paymentStatus;
  return ORDER_STATUS_LABEL[orderStatus] ?? orderStatus;
}

/** An amount in fen as shown: ¥ and two decimals (integer arithmetic, no float drift). */
export function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
