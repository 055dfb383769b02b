/**
 * The change log as a timeline (issue 7 §3), pure: who, when (local time, domain/time dateDisplay), what was done,
 * and each field's change from → to, shown the way the detail shows values (option labels, dates with dashes, 未填写
 * for an empty value: records/record-display fieldText). A field the form no longer has keeps its key as the label.
 */
import { DETAIL_TEXT } from './text';
import { isEmptyValue, type FlatField } from '../../../domain/form-engine';
import { dateDisplay, EMPTY_LABEL } from '../../../domain/time/date-display';
import { fieldText } from '../parts/record-display';

export interface ChangeLogInput {
  id: string;
  action: string;
  createTime: string;
  user?: { id: string; nickname?: string | null } | null;
  changes: { key: string; before?: unknown; after?: unknown }[];
}

export interface ChangeLine {
  key: string;
  label: string;
  from: string;
  to: string;
}

export interface ChangeEntry {
  id: string;
  who: string;
  when: string;
  what: string;
  lines: ChangeLine[];
}

/** A value of a field the form does not describe: text as is, names of objects, 未填写 when empty. */
function plainText(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_LABEL;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  const items = (Array.isArray(value) ? value : [value]).map((v) =>
    v && typeof v === 'object' ? ((v as Record<string, unknown>).nickname ?? (v as Record<string, unknown>).name ?? (v as Record<string, unknown>).label) : v,
  );
  return items.map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v))).join('、');
}

export function changeEntries(logs: readonly ChangeLogInput[], fields: readonly FlatField[]): ChangeEntry[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return logs.map((log) => ({
    id: log.id,
    who: log.user?.nickname || log.user?.id || '',
    when: dateDisplay(log.createTime),
    what: DETAIL_TEXT.action[log.action] ?? DETAIL_TEXT.actionOther,
    lines: log.changes.map((c) => {
      const field = byKey.get(c.key);
      const text = (v: unknown) => (field ? fieldText(field, v) : plainText(v));
      return { key: c.key, label: field?.control.name ?? field?.name ?? c.key, from: text(c.before), to: text(c.after) };
    }),
  }));
}
