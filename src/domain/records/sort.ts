// Spec screens-data-rules.md §5 and calls-and-errors.md §5: "Older-engine sorting converts createTime to createdAt
// and lowercases the direction." The conversion itself is domain/engine.ts's v1Sort; this module reads the sorts
// screens give and applies it.
import { v1Sort, type Engine } from '../engine';

export interface SortOrder {
  field: string;
  /** ASC or DESC as the screen gives it; may be absent (the server's default direction). */
  direction?: string;
}

/** A sort as `{field, direction}` or as the query text `field,direction`. */
export type SortInput = SortOrder | string;

/** Lists show the newest records first unless the view says otherwise (ours: the spec names no default). */
export const DEFAULT_SORT: SortOrder = { field: 'createTime', direction: 'DESC' };

/** `createTime,DESC` (or `createTime DESC`, or just `createTime`) as a SortOrder; null when there is no field. */
export function parseSort(text: string): SortOrder | null {
  const [field = '', direction = ''] = text.trim().split(/\s*,\s*|\s+/);
  if (field === '') return null;
  return direction === '' ? { field } : { field, direction };
}

function orderOf(input: SortInput): SortOrder | null {
  if (typeof input === 'string') return parseSort(input);
  return input.field.trim() === '' ? null : input;
}

/** The query text of a sort: `field,direction`, or `field` alone. */
export function sortParam(order: SortOrder): string {
  return order.direction ? `${order.field},${order.direction}` : order.field;
}

/** A sort as the engine takes it: the older engine names createTime createdAt and wants the direction lowercased. */
export function sortForEngine(order: SortOrder, engine: Engine): SortOrder {
  if (engine === 'current') return { ...order };
  return parseSort(v1Sort(sortParam(order))) ?? { ...order };
}

/** The sort parameters of a query for an engine, one per order, in order; unreadable entries are skipped. */
export function sortParams(sort: SortInput | readonly SortInput[] | undefined, engine: Engine): string[] {
  if (sort === undefined) return [];
  const inputs: readonly SortInput[] = Array.isArray(sort) ? sort : [sort as SortInput];
  const out: string[] = [];
  for (const input of inputs) {
    const order = orderOf(input);
    if (order) out.push(sortParam(sortForEngine(order, engine)));
  }
  return out;
}
