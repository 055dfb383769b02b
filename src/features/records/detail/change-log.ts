/**
 * The change log as a timeline, pure: who, when (local time, domain/time dateDisplay), what was done,
 * and each field's change from → to, shown by the form engine's one display rule (displayText), as everywhere else. A
 * field the form no longer has keeps its key as the label.
 */
import { DETAIL_TEXT } from './text';
import { displayText, type FlatField } from '../../../domain/form-engine';
import { dateDisplay } from '../../../domain/time/date-display';

export interface ChangeLogInput {
  id: string;
  action: string;
  createTime: string;
  user?: { id: string; nickname?: string | null } | null;
  changes: { key: string; before?: unknown; after?: unknown }[];
}

interface ChangeLine {
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

export function changeEntries(logs: readonly ChangeLogInput[], fields: readonly FlatField[]): ChangeEntry[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return logs.map((log) => ({
    id: log.id,
    who: log.user?.nickname || log.user?.id || '',
    when: dateDisplay(log.createTime),
    what: DETAIL_TEXT.action[log.action] ?? DETAIL_TEXT.actionOther,
    lines: log.changes.map((c) => {
      const field = byKey.get(c.key);
      const text = (v: unknown) => displayText(field, v);
      return { key: c.key, label: field?.control.name ?? field?.name ?? c.key, from: text(c.before), to: text(c.after) };
    }),
  }));
}
