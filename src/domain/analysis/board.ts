// The control board (spec: a person's own board of widgets): reorder, hide and show. Pure list operations on the
// board's items; the screen saves the result with controlBoard/save.

export interface BoardEntry {
  widgetId: string;
  hidden: boolean;
}

/** The items with the one at `index` moved by `delta` places (kept inside the list). */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, index + delta));
  if (index < 0 || index >= items.length || to === index) return [...items];
  const out = [...items];
  const [moved] = out.splice(index, 1);
  out.splice(to, 0, moved!);
  return out;
}

/** The items with `widgetId` hidden or shown. */
export function toggleHidden<T extends BoardEntry>(items: readonly T[], widgetId: string): T[] {
  return items.map((i) => (i.widgetId === widgetId ? { ...i, hidden: !i.hidden } : i));
}

/** What controlBoard/save sends: the order and the hidden flags, nothing else. */
export const boardPayload = (items: readonly BoardEntry[]): BoardEntry[] => items.map(({ widgetId, hidden }) => ({ widgetId, hidden }));

/** Has the user changed the board since it was loaded? */
export const boardChanged = (a: readonly BoardEntry[], b: readonly BoardEntry[]): boolean =>
  a.length !== b.length || a.some((x, i) => x.widgetId !== b[i]!.widgetId || x.hidden !== b[i]!.hidden);
