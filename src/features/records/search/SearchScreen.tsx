import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter, useShareAppMessage } from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';

import { FilterPanel } from './FilterPanel';
import { openSearch, type SearchContext } from './search-context';
import { SEARCH_TEXT } from './search-text';
import { SearchResults } from './SearchResults';
import { useSearch } from './use-search';
import { hostSessionReady } from '../../../api/host-session';
import { organisationMembers, type SearchMember } from '../../../api/search';
import { buildUrl } from '../../../domain/navigation';
import type { FlatRecord } from '../../../domain/records';
import { EMPTY_SEARCH, activeFilterCount, type SearchState } from '../../../domain/records/search-filters';
import { PATHS } from '../../../routes';
import { lastSearch } from '../../../stores/search';
import { domProps } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { RetryView } from '../../../ui/RetryView';
import { Screen } from '../../../ui/Screen';
import { ShareLinkBar } from '../../../ui/ShareLinkBar';
import { RECORDS_TEXT, paramOf } from '../parts/record-view';
import '../parts/records.css';
import './search.css';

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; ctx: SearchContext };

/**
 * Search (alias /app/view/search?appId&formId(&viewId)): a keyword over the form's input and number fields (§5) and a
 * filter panel (options, number and date ranges, creator / owner / last modifier incl. 我的下属, §6); the results as
 * the lists show them, each opening Detail. The last conditions per form are kept for the session. A form or view
 * whose search is closed goes to the search-not-open page.
 */
export default function Search() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [draft, setDraft] = useState<SearchState>(EMPTY_SEARCH);
  const [panel, setPanel] = useState(false);
  const [members, setMembers] = useState<SearchMember[] | null>(null);
  const ctx = phase.kind === 'ready' ? phase.ctx : null;
  const { results, errors, run, more, refresh } = useSearch(ctx);
  const opened = useRef(false);

  const open = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const opening = await openSearch(paramOf(params.appId), paramOf(params.formId), paramOf(params.viewId));
      if (opening.kind === 'not-open') {
        await Taro.redirectTo({ url: buildUrl(PATHS.searchNotOpen, { appId: opening.appId }) });
        return;
      }
      setPhase({ kind: 'ready', ctx: opening.ctx });
    } catch (error) {
      console.warn('[search] opening failed', error);
      opened.current = false;
      setPhase({ kind: 'failed', message: error instanceof Error && !(error as { status?: unknown }).status ? error.message : RECORDS_TEXT.loadFailed });
    }
  }, [params]);

  useDidShow(() => {
    if (opened.current) return;
    opened.current = true;
    void hostSessionReady().then(open);
  });
  useReachBottom(() => void more());
  usePullDownRefresh(() => void refresh().finally(() => Taro.stopPullDownRefresh()));

  // Once the form is known: bring back its last search of this session and run it again.
  useEffect(() => {
    if (!ctx) return;
    const last = lastSearch({ appId: ctx.appId, formId: ctx.formId, viewId: ctx.viewId });
    if (!last) return;
    setDraft(last);
    void run(last);
  }, [ctx, run]);

  const here = ctx ? buildUrl(PATHS.search, { appId: ctx.appId, formId: ctx.formId, ...(ctx.viewId ? { viewId: ctx.viewId } : {}) }) : PATHS.search;
  useShareAppMessage(() => ({ title: ctx?.formName || SEARCH_TEXT.search, path: here }));

  if (phase.kind === 'loading') return <Screen className="records" />;
  if (phase.kind === 'failed') {
    return (
      <Screen className="records">
        <RetryView title={phase.message} onRetry={open} />
      </Screen>
    );
  }

  const form = phase.ctx;
  const search = (state: SearchState) => {
    setDraft(state);
    void run(state);
  };
  const togglePanel = () => {
    setPanel(!panel);
    if (!panel && members === null) void organisationMembers().then(setMembers, () => setMembers([]));
  };
  const detail = (row: FlatRecord) => void Taro.navigateTo({ url: buildUrl(PATHS.detail, { appId: form.appId, formId: form.formId, dataId: row.id }) });
  const count = activeFilterCount(draft);

  return (
    <Screen className="records search">
      {form.formName ? <Text className="records__view">{form.formName}</Text> : null}
      <View className="records__search">
        <Input
          className="records__keyword"
          name="keyword"
          aria-label={SEARCH_TEXT.keyword}
          placeholder={SEARCH_TEXT.keyword}
          value={draft.keyword}
          confirmType="search"
          onChange={(value: string) => setDraft({ ...draft, keyword: value })}
          onConfirm={() => search({ ...draft, keyword: draft.keyword.trim() })}
        />
        <Button type="primary" size="small" onClick={() => search({ ...draft, keyword: draft.keyword.trim() })}>
          <Text>{SEARCH_TEXT.search}</Text>
        </Button>
        <Button size="small" aria-expanded={panel} onClick={togglePanel}>
          <Text>{count > 0 ? SEARCH_TEXT.filtersWithCount.replace('{x}', String(count)) : SEARCH_TEXT.filters}</Text>
        </Button>
      </View>
      <Text className="search__hint">{SEARCH_TEXT.keywordHint}</Text>
      {panel ? (
        <FilterPanel
          fields={form.filterFields}
          draft={draft}
          errors={errors}
          members={members}
          onChange={setDraft}
          onReset={() => setDraft({ ...EMPTY_SEARCH, keyword: draft.keyword })}
          onApply={() => search(draft)}
        />
      ) : null}
      {!panel && Object.keys(errors).length > 0 ? (
        <Text className="search-filter__error" {...domProps({ role: 'alert' })}>
          {SEARCH_TEXT.fixErrors}
        </Text>
      ) : null}
      <SearchResults results={results} fields={form.fields} onOpen={detail} onRetry={() => void refresh()} onMore={() => void more()} />
      <ShareLinkBar appId={form.appId} viewId={form.viewId} page={PATHS.search} />
    </Screen>
  );
}
