// 关联数据 chosen on a form before they are saved (spec calls-and-errors.md §7 "form-association: dataSave, delete"):
// the records picked per association, and the saved rows removed, kept with the form's input and saved once the
// record has its id. The spec gives no shape for them; ours.

/** The spec names association but gives no wording for its section: these texts are ours (the detail's and the form's). */
export const ASSOCIATION_TEXT = {
  title: '关联数据',
  none: '暂无关联数据',
  failed: '关联数据加载失败',
  add: '添加关联',
  addOne: '关联',
  linked: '已关联',
  remove: '移除',
  removeTitle: '移除关联',
  removeConfirm: '确定移除这条关联数据吗？移除后原数据不受影响。',
  noCandidates: '没有可关联的数据',
  close: '收起',
  added: '已添加关联',
  /** On the form: the picks wait for the record. */
  pending: '待保存',
  onSubmit: '关联数据在提交后保存',
  onSave: '关联数据的修改在保存后生效',
  /** The submit stored the record, the association save failed: the choices wait on the record's detail. */
  saveFailedTitle: '关联数据未保存',
  saveFailed: '记录已保存，但以下关联数据未能保存：{x}。您的选择已保留，可在记录详情的“关联数据”中重新保存。',
  unsaved: '以下关联数据未保存：{x}',
  retry: '重新保存',
  discard: '放弃',
  saved: '关联数据已保存',
} as const;

/** A record of the associated form, picked on the form: its id, and its label to show it again after a reload. */
export interface LinkPick {
  id: string;
  label: string;
}

/** What the form changes of a record's association rows. */
export interface LinkChanges {
  /** Records to link, per association id. */
  add: Record<string, LinkPick[]>;
  /** Saved rows to remove (an edit): their formAssociationId, and the label shown. */
  drop: LinkPick[];
}

export const NO_LINK_CHANGES: LinkChanges = { add: {}, drop: [] };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function picksOf(raw: unknown): LinkPick[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((p) => (isObject(p) && typeof p.id === 'string' && p.id !== '' ? [{ id: p.id, label: typeof p.label === 'string' && p.label ? p.label : p.id }] : []));
}

/** Stored changes read tolerantly; null when there are none (or they are unreadable). */
export function linkChangesOf(raw: unknown): LinkChanges | null {
  if (!isObject(raw)) return null;
  const add: Record<string, LinkPick[]> = {};
  if (isObject(raw.add)) {
    for (const [association, picks] of Object.entries(raw.add)) {
      const kept = picksOf(picks);
      if (kept.length) add[association] = kept;
    }
  }
  const changes = { add, drop: picksOf(raw.drop) };
  return hasLinkChanges(changes) ? changes : null;
}

export const hasLinkChanges = (c: LinkChanges): boolean => c.drop.length > 0 || Object.values(c.add).some((p) => p.length > 0);

/** Picking a record of an association, or unpicking it when it was picked. */
export function togglePick(c: LinkChanges, association: string, pick: LinkPick): LinkChanges {
  const picks = c.add[association] ?? [];
  const next = picks.some((p) => p.id === pick.id) ? picks.filter((p) => p.id !== pick.id) : [...picks, pick];
  const add = { ...c.add, [association]: next };
  if (next.length === 0) delete add[association];
  return { ...c, add };
}

/** Removing a saved row, or keeping it again when it was removed. */
export function toggleDrop(c: LinkChanges, row: LinkPick): LinkChanges {
  return { ...c, drop: c.drop.some((d) => d.id === row.id) ? c.drop.filter((d) => d.id !== row.id) : [...c.drop, row] };
}

/** Every label of the changes, for a message that names what was not saved. */
export const linkLabels = (c: LinkChanges): string[] => [...Object.values(c.add).flat(), ...c.drop].map((p) => p.label);
