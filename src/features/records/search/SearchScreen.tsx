import { Text, View } from '@tarojs/components';
import Taro, { useReachBottom, useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';

import { FilterPanel } from './FilterPanel';
import { openSearch, type SearchContext } from './search-context';
import { SEARCH_TEXT } from './search-text';
import { SearchResults } from './SearchResults';
import { useSearch } from './use-search';
import { hostSessionReady } from '../../../api/host-session';
import { organisationMembers } from '../../../api/search';
import { useLoad, usePullToRefresh } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import type { FlatRecord } from '../../../domain/records';
import { EMPTY_SEARCH, activeFilterCount, type SearchState } from '../../../domain/records/search-filters';
import { paramOf } from '../../../domain/routing/page-option';
import { PATHS } from '../../../routes';
import { lastSearch } from '../../../stores/search';
import { Button } from '../../../ui/Button';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { ShareLinkBar } from '../../../ui/ShareLinkBar';
import { useShareCard } from '../../share';
import { loadFailedText } from '../parts/record-view';
import '../parts/records.css';
import './search.css';

function useSearchOpening(appId: string | undefined, formId: string | undefined, viewId: string | undefined) {
  return useLoad(['search-opening', appId, formId, viewId], async () => {
    await hostSessionReady();
    return openSearch(appId, formId, viewId);
  });
}

/**
 * Search (alias /app/view/search?appId&formId(&viewId)): a keyword over the form's input and number fields (§5) and a
 * filter panel (options, number and date ranges, creator / owner / last modifier incl. 我的下属, §6); the results as
 * the lists show them, each opening Detail. The last conditions per form are kept for the session. A form or view
 * whose search is closed goes to the search-not-open page.
 */
export default function Search() {
  const { params } = useRouter();
  const opening = useSearchOpening(paramOf(params.appId), paramOf(params.formId), paramOf(params.viewId));
  const ctx = opening.data?.kind === 'open' ? opening.data.ctx : null;
  const notOpen = opening.data?.kind === 'not-open' ? opening.data.appId : null;
  useEffect(() => {
    if (notOpen !== null) void Taro.redirectTo({ url: buildUrl(PATHS.searchNotOpen, { appId: notOpen }) });
  }, [notOpen]);

  useShareCard({ title: ctx?.formName || SEARCH_TEXT.search });

  return (
    <Screen className="records search">
      <Loaded load={opening} failed={loadFailedText}>
        {(opened) => (opened.kind === 'open' ? <SearchForm form={opened.ctx} /> : null)}
      </Loaded>
    </Screen>
  );
}

function SearchForm({ form }: { form: SearchContext }) {
  const [draft, setDraft] = useState<SearchState>(EMPTY_SEARCH);
  const [panel, setPanel] = useState(false);
  const members = useLoad(['search-members'], () => organisationMembers(), { enabled: panel });
  const { results, errors, run, more, refresh } = useSearch(form);
  useReachBottom(more);
  usePullToRefresh({ refetch: refresh });

  // Once the form is known: bring back its last search of this session and run it again.
  useEffect(() => {
    const last = lastSearch({ appId: form.appId, formId: form.formId, viewId: form.viewId });
    if (!last) return;
    setDraft(last);
    run(last);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: run changes with every search
  }, [form]);

  const search = (state: SearchState) => {
    setDraft(state);
    run(state);
  };
  const detail = (row: FlatRecord) => void Taro.navigateTo({ url: buildUrl(PATHS.detail, { appId: form.appId, formId: form.formId, dataId: row.id }) });
  const count = activeFilterCount(draft);

  return (
    <>
      {form.formName ? <Text className="records__view">{form.formName}</Text> : null}
      <View className="records__search">
        <KeywordInput
          className="records__keyword"
          name="keyword"
          label={SEARCH_TEXT.keyword}
          value={draft.keyword}
          onChange={(value) => setDraft({ ...draft, keyword: value })}
          onSearch={() => search({ ...draft, keyword: draft.keyword.trim() })}
        />
        <Button type="primary" size="small" onClick={() => search({ ...draft, keyword: draft.keyword.trim() })}>
          <Text>{SEARCH_TEXT.search}</Text>
        </Button>
        <Button size="small" aria-expanded={panel} onClick={() => setPanel(!panel)}>
          <Text>{count > 0 ? SEARCH_TEXT.filtersWithCount.replace('{x}', String(count)) : SEARCH_TEXT.filters}</Text>
        </Button>
      </View>
      <Text className="search__hint">{SEARCH_TEXT.keywordHint}</Text>
      {panel ? (
        <FilterPanel
          fields={form.filterFields}
          draft={draft}
          errors={errors}
          members={members.isPending ? null : (members.data ?? [])}
          onChange={setDraft}
          onReset={() => setDraft({ ...EMPTY_SEARCH, keyword: draft.keyword })}
          onApply={() => search(draft)}
        />
      ) : null}
      {!panel && Object.keys(errors).length > 0 ? (
        <Text className="search-filter__error" role="alert">
          {SEARCH_TEXT.fixErrors}
        </Text>
      ) : null}
      <SearchResults results={results} fields={form.fields} onOpen={detail} onRetry={() => void refresh()} onMore={more} />
      <ShareLinkBar appId={form.appId} viewId={form.viewId} page={PATHS.search} />
    </>
  );
}
