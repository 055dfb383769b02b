import { Text, View } from '@tarojs/components';
import Taro, { useReachBottom, useRouter } from '@tarojs/taro';
import { useCallback, useMemo, useState } from 'react';

import { ListActions, type ListQuery } from './ListActions';
import { useListRecords, useListSetup, type ListSetup } from './use-lists';
import { usePullToRefresh, useReloadOnShow, type PagedLoad } from '../../../data';
import { buildUrl } from '../../../domain/navigation';
import { initialSort, pickSort, type FlatRecord, type SortChoice, type SortOrder } from '../../../domain/records';
import { decodeListFilter } from '../../../domain/records/list-filter';
import { paramOf } from '../../../domain/routing/page-option';
import { PATHS } from '../../../routes';
import { Button } from '../../../ui/Button';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { ShareLinkBar } from '../../../ui/ShareLinkBar';
import { useShareCard } from '../../share';
import { columnLinesOf } from '../parts/record-display';
import { RECORDS_TEXT, loadFailedText } from '../parts/record-view';
import { RecordRows, rowDesignHeight, MAX_ROW_LINES } from '../parts/RecordRows';
import { SortBar } from '../parts/SortBar';
import '../parts/records.css';

const windowSize = () => {
  try {
    const info = Taro.getWindowInfo();
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 };
  } catch {
    return { width: 375, height: 667 };
  }
};

/**
 * Lists (alias /app/view/lists?appId&formId(&viewId)): a form's records in a view's columns and sort,
 * a sort switcher, a page at a time (the view's page size) as the user reaches the bottom, pull down to refresh, a
 * keyword over text and number fields (§5). Only the rows near the screen are mounted (RecordRows). A row opens Detail.
 * `filter` (conditions, domain/records list-filter) narrows it to the records behind a figure of the statistic analysis.
 */
export default function Lists() {
  const { params } = useRouter();
  const [appId, formId, viewId] = [paramOf(params.appId), paramOf(params.formId), paramOf(params.viewId)];
  const setup = useListSetup(appId, formId, viewId);
  const conditions = useMemo(() => decodeListFilter(paramOf(params.filter)), [params.filter]);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<SortOrder[] | null>(null);
  const sort = picked ?? initialSort(setup.data?.view ?? null);
  const records = useListRecords(setup.data, sort, keyword, conditions);
  // Here and not in the list: a part mounted after the page's first show would take the next show for its first.
  // Back from the detail (which may have deleted a record): a one-page list loads again; a list scrolled further
  // keeps its place (pull down refreshes it).
  useReloadOnShow({ refetch: (options) => (setup.data && (records.data?.pages.length ?? 0) <= 1 ? records.refetch(options) : Promise.resolve()) });
  // Shared to a chat from the mini program's menu: this list, same app, form and view.
  useShareCard({ title: setup.data?.view?.name || RECORDS_TEXT.records });
  return (
    <Screen className="records">
      <Loaded load={setup} failed={loadFailedText}>
        {(ready) => <RecordList setup={ready} viewId={viewId} filtered={conditions.length > 0} records={records} query={{ sort, keyword, conditions }} onSearch={setKeyword} onSort={setPicked} />}
      </Loaded>
    </Screen>
  );
}

interface RecordListProps {
  setup: ListSetup;
  viewId: string | undefined;
  filtered: boolean;
  records: PagedLoad<FlatRecord>;
  /** What the list shows now: its sort, and the keyword and filter narrowing it (an export takes the same). */
  query: ListQuery;
  onSearch: (keyword: string) => void;
  onSort: (sort: SortOrder[]) => void;
}

function RecordList({ setup, viewId, filtered, records, query, onSearch, onSort }: RecordListProps) {
  const { ctx, view, columns } = setup;
  const { sort } = query;
  const [draft, setDraft] = useState('');
  const screen = useMemo(windowSize, []);
  // The same array until a page arrives: the rows' window (RecordRows) reads it on every scroll.
  const pages = records.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.rows) ?? [], [pages]);
  const total = records.data?.pages.at(-1)?.total ?? 0;

  const more = () => {
    if (records.hasNextPage && !records.isFetching) void records.fetchNextPage();
  };
  useReachBottom(more);
  usePullToRefresh(records);

  const toTop = () => void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
  const search = () => {
    toTop();
    onSearch(draft.trim());
  };
  const pick = (choice: SortChoice) => {
    toTop();
    onSort(pickSort(sort, choice));
  };

  const lines = useMemo(() => columnLinesOf(columns.slice(0, MAX_ROW_LINES), ctx.fields), [columns, ctx.fields]);
  const detail = useCallback((row: FlatRecord) => void Taro.navigateTo({ url: buildUrl(PATHS.detail, { appId: ctx.appId, formId: ctx.formId, dataId: row.id }) }), [ctx]);

  const lineCount = Math.max(1, Math.min(columns.length, MAX_ROW_LINES));
  const failed = records.isError || records.isFetchNextPageError;
  const loading = records.isPending || records.isFetchingNextPage;
  return (
    <>
      <View className="records__search">
        <KeywordInput className="records__keyword" name="keyword" label={RECORDS_TEXT.searchPlaceholder} value={draft} onChange={setDraft} onSearch={search} />
        <Button type="primary" size="small" onClick={search}>
          <Text>{RECORDS_TEXT.search}</Text>
        </Button>
        {setup.searchOpen ? (
          <Button size="small" onClick={() => void Taro.navigateTo({ url: `${PATHS.search}?appId=${encodeURIComponent(ctx.appId)}&formId=${encodeURIComponent(ctx.formId)}&viewId=${encodeURIComponent(viewId ?? '')}` })}>
            <Text>{RECORDS_TEXT.advancedSearch}</Text>
          </Button>
        ) : null}
      </View>
      <ListActions ctx={ctx} query={query} />
      {view?.name ? <Text className="records__view">{view.name}</Text> : null}
      {filtered ? (
        <View className="records__notice" role="status">
          <Text>{RECORDS_TEXT.filtered}</Text>
        </View>
      ) : null}
      {setup.viewFailed ? (
        <View className="records__notice" role="status">
          <Text>{RECORDS_TEXT.viewUnavailable}</Text>
        </View>
      ) : null}
      <SortBar choices={setup.choices} sort={sort} onPick={pick} />
      <Text className="records__total">{RECORDS_TEXT.total.replace('{x}', String(total))}</Text>
      <RecordRows
        rows={rows}
        total={total}
        lineCount={lineCount}
        lines={lines}
        viewportHeight={screen.height}
        estimatedRowHeight={(rowDesignHeight(lineCount) * screen.width) / 375}
        listLabel={view?.name || RECORDS_TEXT.records}
        onOpen={detail}
      />
      {failed ? (
        <View className="records__footer">
          <Button size="small" onClick={() => void (records.isFetchNextPageError ? records.fetchNextPage() : records.refetch())}>
            <Text>{RECORDS_TEXT.retry}</Text>
          </Button>
        </View>
      ) : (
        <Text className="records__footer">{loading ? RECORDS_TEXT.loadingMore : rows.length === 0 ? RECORDS_TEXT.empty : !records.hasNextPage ? RECORDS_TEXT.noMore : ''}</Text>
      )}
      <ShareLinkBar appId={ctx.appId} viewId={viewId} page={PATHS.lists} />
    </>
  );
}
