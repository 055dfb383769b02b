/**
 * The text of a record's values as a printed page and an exported sheet show them (spec §5: radio and checkbox values
 * as option labels, rich text without tags, an empty value as 未填写).
 */
export const EMPTY = '未填写';

export interface Ctl {
  key?: unknown;
  type?: unknown;
  name?: unknown;
  options?: { options?: { label?: unknown; value?: unknown }[] };
  columns?: { list?: Ctl[] }[];
}

/** The value controls of a form script's list, containers (tabs, grid) opened and dividers left out. */
export function controlsOf(list: unknown): Ctl[] {
  if (!Array.isArray(list)) return [];
  return (list as Ctl[]).flatMap((c) => [...(c.columns ?? []).flatMap((col) => controlsOf(col.list)), ...(['tabs', 'grid', 'divider'].includes(String(c.type)) ? [] : [c])]);
}

/** A value as a line of text: option labels, 是/否, names of people and places, rich text without its tags; 未填写 when empty. */
export function valueText(control: Ctl | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return EMPTY;
  const options = control?.options?.options;
  if (Array.isArray(options) && options.length) {
    const label = (v: unknown) => String(options.find((o) => String(o.value) === String(v))?.label ?? v);
    return Array.isArray(value) ? value.map(label).join('、') : label(value);
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map((v) => valueText(undefined, v)).join('、');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const named = o.nickname ?? o.name ?? o.label ?? o.address;
    return typeof named === 'string' ? named : JSON.stringify(value);
  }
  const text = String(value);
  return String(control?.type) === 'editor' ? text.replace(/<[^>]*>/g, '') || EMPTY : text;
}
