/**
 * The Search screen's last conditions per form: kept
 * in memory only (a new session starts empty; nothing about records is written to storage), so going back to the
 * search, or opening it again for the same form and view, shows the same keyword, filters and results. It belongs to
 * the organisation: a switch empties it (stores/tenant-scope).
 */
import { create } from 'zustand';

import { registerTenantScoped } from './tenant-scope';
import type { SearchState } from '../domain/records/search-filters';

export interface SearchScope {
  appId: string;
  formId: string;
  viewId?: string | null;
}

const searchScopeKey = ({ appId, formId, viewId }: SearchScope): string => `${appId}\u0000${formId}\u0000${viewId ?? ''}`;

interface SearchStore {
  byScope: Record<string, SearchState>;
  remember(scope: SearchScope, state: SearchState): void;
  reset(): void;
}

export const useSearchStore = create<SearchStore>()((set) => ({
  byScope: {},
  remember: (scope, state) => set((s) => ({ byScope: { ...s.byScope, [searchScopeKey(scope)]: state } })),
  reset: () => set({ byScope: {} }),
}));

/** The last conditions a form's search ran with in this session; null when it has not run yet. */
export const lastSearch = (scope: SearchScope): SearchState | null => useSearchStore.getState().byScope[searchScopeKey(scope)] ?? null;

registerTenantScoped('search-conditions', () => useSearchStore.getState().reset());
