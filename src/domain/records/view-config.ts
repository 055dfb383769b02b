// List views (calls-and-errors.md §7 `views`, `views/key/{id}`, `/bigtable/form/{formId}/list-config`;
// screens-data-rules.md §3 system-field labels, §6 data-list permission): which columns a list shows, with what
// labels, and the sorts a user may switch between. Pure: the API layer parses, the Lists screen renders.
import { z } from 'zod/mini';

import { DEFAULT_SORT, type SortOrder } from './sort';
import { systemFieldLabel, systemFieldOf } from './system-fields';

/** One column as a view gives it. `system` may be missing: the key decides. */
const columnSchema = z.looseObject({
  key: z.string().check(z.minLength(1)),
  label: z.nullish(z.string()),
  type: z.nullish(z.string()),
  system: z.nullish(z.boolean()),
});

const sortSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((s) => {
      const [field = '', direction] = s.split(',');
      return { field: field.trim(), direction: direction?.trim() };
    }),
  ),
  z.pipe(
    z.looseObject({ field: z.nullish(z.string()), key: z.nullish(z.string()), direction: z.nullish(z.string()) }),
    z.transform((s) => ({
      field: (s.field ?? s.key ?? '').trim(),
      direction: s.direction ?? undefined,
    })),
  ),
]);

/** Tolerant list: a bad entry is dropped, never the whole view. */
const tolerant = <S extends z.ZodMiniType>(item: S) =>
  z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) =>
      items.flatMap((i) => {
        const r = item.safeParse(i);
        return r.success ? [r.data as z.output<S>] : [];
      }),
    ),
  );

const listViewSchema = z.looseObject({
  id: z.pipe(
    z.nullish(z.union([z.string(), z.number()])),
    z.transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  ),
  name: z._default(z.catch(z.string(), ''), ''),
  columns: z._default(tolerant(columnSchema), []),
  sort: z._default(tolerant(sortSchema), []),
  pageSize: z._default(z.catch(z.int().check(z.gte(1)).check(z.lte(200)), 20), 20),
});

/** A view in the common (newer-engine) words. */
export interface ListView {
  id: string | null;
  name: string;
  columns: { key: string; label?: string | null; type?: string | null }[];
  sort: SortOrder[];
  pageSize: number;
}

/**
 * A sort as a view gives it, in the newer engine's words: the older engine's createdAt / updatedAt (its §5 rename)
 * become createTime / lastModifiedTime, and the direction is upper case (ASC or DESC; anything else is DESC).
 */
export function commonSort(order: { field: string; direction?: string | null }): SortOrder | null {
  const field = order.field.trim();
  if (field === '') return null;
  const system = systemFieldOf(field);
  // Only the time fields are renamed: createdBy / updatedBy are not sortable names the list uses.
  const name = system && system.kind === 'time' ? system.key : field;
  return { field: name, direction: (order.direction ?? '').toUpperCase() === 'ASC' ? 'ASC' : 'DESC' };
}

/** Reads a view from either engine's answer; null when it is not a view at all. */
export function readListView(raw: unknown): ListView | null {
  const parsed = listViewSchema.safeParse(raw);
  if (!parsed.success) return null;
  const v = parsed.data;
  return {
    id: v.id,
    name: v.name,
    columns: v.columns.map((c) => ({ key: c.key, label: c.label, type: c.type })),
    sort: v.sort.flatMap((s) => {
      const order = commonSort(s);
      return order ? [order] : [];
    }),
    pageSize: v.pageSize,
  };
}

/** The view a list opens: the one asked for, else the first; null when there is none. */
export function chooseView(views: readonly ListView[], viewId: string | null | undefined): ListView | null {
  if (viewId) return views.find((v) => v.id === viewId) ?? null;
  return views[0] ?? null;
}

export interface FormFieldLike {
  key: string;
  type: string;
  label: string;
}

export interface ListColumn {
  key: string;
  label: string;
  /** A system field (creator, times, code ...) rather than one of the form's own. */
  system: boolean;
}

/** Columns shown when there is no view: the first permitted form fields. */
const DEFAULT_COLUMN_COUNT = 4;

/**
 * The columns a list shows (§6 data-list permission: only permitted columns). A view's system column is shown with
 * the system label (§3); a custom column only when the form has the field and the role may see it (its
 * form-field-permission), with the form's label. Without a view: the first permitted fields of the form.
 */
export function listColumns(
  view: ListView | null,
  fields: readonly FormFieldLike[],
  permitted: ReadonlySet<string>,
): ListColumn[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const keys = view
    ? view.columns.map((c) => c.key)
    : fields
        .filter((f) => permitted.has(f.key))
        .slice(0, DEFAULT_COLUMN_COUNT)
        .map((f) => f.key);
  const seen = new Set<string>();
  const out: ListColumn[] = [];
  for (const key of keys) {
    const system = systemFieldOf(key);
    const name = system ? system.key : key;
    if (seen.has(name)) continue;
    if (system) out.push({ key: system.key, label: systemFieldLabel(key) ?? key, system: true });
    else {
      const field = byKey.get(key);
      if (!field || !permitted.has(key)) continue;
      out.push({ key, label: field.label, system: false });
    }
    seen.add(name);
  }
  return out;
}

/** Field types a list can sort by (ordered values); text, options, users and files are not offered. */
const SORTABLE_TYPES = new Set(['number', 'date', 'rate', 'code', 'serialNumber', 'sno']);

export interface SortChoice {
  /** Stable id: the field. */
  field: string;
  label: string;
  /** The direction the choice starts with. */
  direction: 'ASC' | 'DESC';
}

/**
 * The fields the sort switcher offers (ours; the spec names none): the view's own sort field first, then creation
 * time, update time, business code, and the view's sortable columns (numbers, dates, ratings). Time and number
 * fields start high to low (newest, largest first), the business code low to high.
 */
export function sortChoices(
  view: ListView | null,
  columns: readonly ListColumn[],
  fields: readonly FormFieldLike[],
): SortChoice[] {
  const types = new Map(fields.map((f) => [f.key, f.type]));
  const labelOf = (field: string) =>
    systemFieldLabel(field) ??
    columns.find((c) => c.key === field)?.label ??
    fields.find((f) => f.key === field)?.label ??
    field;
  const out: SortChoice[] = [];
  const add = (field: string, direction: 'ASC' | 'DESC') => {
    if (!out.some((c) => c.field === field)) out.push({ field, label: labelOf(field), direction });
  };
  const own = view?.sort[0];
  if (own && (systemFieldOf(own.field) || types.has(own.field)))
    add(own.field, own.direction === 'ASC' ? 'ASC' : 'DESC');
  add('createTime', 'DESC');
  add('lastModifiedTime', 'DESC');
  add('code', 'ASC');
  for (const c of columns) if (!c.system && SORTABLE_TYPES.has(types.get(c.key) ?? '')) add(c.key, 'DESC');
  return out;
}

/** The sort a list starts with: the view's, else newest first. */
export function initialSort(view: ListView | null): SortOrder[] {
  return view && view.sort.length > 0 ? view.sort.map((s) => ({ ...s })) : [{ ...DEFAULT_SORT }];
}

/**
 * The sort after the user picks a field: the same field again flips its direction; another field starts with its
 * choice's direction. Only one sort is active at a time.
 */
export function pickSort(current: readonly SortOrder[], choice: SortChoice): SortOrder[] {
  const active = current[0];
  if (active && active.field === choice.field)
    return [{ field: choice.field, direction: active.direction === 'ASC' ? 'DESC' : 'ASC' }];
  return [{ field: choice.field, direction: choice.direction }];
}
