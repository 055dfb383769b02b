// The to-do centre's tabs, and which tab each home counter opens (screens-data-rules.md §3 "Home counters: todo,
// done, startedBy, report"; §9 "badge max 999").
import { BADGE_MAX } from '../constants';

export const TODO_TABS = ['todo', 'done', 'started', 'notifications'] as const;
export type TodoTab = (typeof TODO_TABS)[number];

/** A tab's count as its badge shows it: nothing for none, 999+ above the maximum. */
export function badgeText(count: number | null | undefined): string {
  if (!count || count < 0 || !Number.isFinite(count)) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

const ALIASES: Readonly<Record<string, TodoTab>> = {
  todo: 'todo',
  done: 'done',
  started: 'started',
  startedBy: 'started',
  notifications: 'notifications',
  cc: 'notifications',
};

/** The tab a `tab` query names (the home counters' keys work too); the to-do tab otherwise. */
export function tabOf(query: string | undefined): TodoTab {
  return (query !== undefined && ALIASES[query]) || 'todo';
}

/** The tab a home counter opens; `report` (all the user's records) has none. */
export function counterTab(counter: 'todo' | 'done' | 'startedBy' | 'report'): TodoTab | null {
  return counter === 'report' ? null : tabOf(counter);
}

/** The to-do centre's engine filter: both engines (''), the newer (V2) or the older (V1), chips in this order. */
export const ENGINE_FILTERS = ['', 'V2', 'V1'] as const;
export type EngineFilter = (typeof ENGINE_FILTERS)[number];
