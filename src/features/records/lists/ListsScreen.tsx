import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, usePageScroll, usePullDownRefresh, useReachBottom, useRouter, useShareAppMessage } from '@tarojs/taro';
import { useCallback, useMemo, useRef, useState } from 'react';

import { hostSessionReady } from '../../../api/host-session';
import { queryRecords } from '../../../api/records';
import { formViews } from '../../../api/views';
import { buildUrl } from '../../../domain/navigation';
import { flattenRecords, initialSort, listColumns, pickSort, sortChoices, type FlatRecord, type ListColumn, type ListView, type SortChoice, type SortOrder } from '../../../domain/records';
import { PATHS } from '../../../routes';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';
import { RetryView } from '../../../ui/RetryView';
import { Screen } from '../../../ui/Screen';
import { ShareLinkBar } from '../../../ui/ShareLinkBar';
import { columnLines, fieldLike } from '../parts/record-display';
import { RECORDS_TEXT, loadRecordsContext, paramOf, searchableFields, type RecordsContext } from '../parts/record-view';
import { RecordRows, rowDesignHeight, MAX_ROW_LINES } from '../parts/RecordRows';
import { SortBar } from '../parts/SortBar';
import '../parts/records.css';

interface Ready {
  kind: 'ready';
  ctx: RecordsContext;
  view: ListView | null;
  /** The view asked for could not be read (no permission, gone, failed): the default list is shown. */
  viewFailed: boolean;
  columns: ListColumn[];
  choices: SortChoice[];
}
type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | Ready;

interface ListState {
  rows: FlatRecord[];
  page: number;
  total: number;
  loading: boolean;
  done: boolean;
  failed: boolean;
}

const EMPTY_LIST: ListState = { rows: [], page: 0, total: 0, loading: false, done: false, failed: false };

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
 */
export default function Lists() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<SortOrder[]>([]);
  const [scrollTop, setScrollTop] = useState(0);
  const screen = useMemo(windowSize, []);
  const state = useRef({ list: EMPTY_LIST, keyword: '', ticket: 0, ctx: null as RecordsContext | null, sort: [] as SortOrder[], pageSize: 20 });
  // Shared to a chat from the mini program's menu: this list, same app, form and view.
  useShareAppMessage(() => ({
    title: phase.kind === 'ready' ? phase.view?.name || RECORDS_TEXT.records : RECORDS_TEXT.records,
    path: buildUrl(PATHS.lists, { appId: paramOf(params.appId), formId: paramOf(params.formId), viewId: paramOf(params.viewId) }),
  }));

  const fetchPage = useCallback(async (reset: boolean) => {
    const { ctx, list: current } = state.current;
    if (!ctx || (!reset && (current.loading || current.done))) return;
    const ticket = reset ? ++state.current.ticket : state.current.ticket;
    const page = reset ? 1 : current.page + 1;
    const base = reset ? EMPTY_LIST : current;
    const update = (next: ListState) => {
      state.current.list = next;
      setList(next);
    };
    update({ ...base, loading: true, failed: false });
    try {
      const result = await queryRecords(ctx.appId, ctx.appType, {
        formId: ctx.formId,
        page,
        size: state.current.pageSize,
        sort: state.current.sort,
        keyword: state.current.keyword,
        fields: searchableFields(ctx.fields),
      });
      if (ticket !== state.current.ticket) return;
      const rows = [...base.rows, ...flattenRecords(result.content, ctx.engine)];
      update({ rows, page, total: result.totalElements, loading: false, done: rows.length >= result.totalElements || result.content.length === 0, failed: false });
    } catch (error) {
      console.warn('[lists] query failed', error);
      if (ticket === state.current.ticket) update({ ...base, loading: false, failed: true });
    }
  }, []);

  const open = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const ctx = await loadRecordsContext(paramOf(params.appId), paramOf(params.formId));
      const viewId = paramOf(params.viewId);
      // A view that cannot be read leaves the default list (first permitted fields, newest first), said so.
      const views = await formViews(ctx.appId, ctx.appType, ctx.formId, viewId).catch((error: unknown) => {
        console.warn('[lists] view failed', error);
        return null;
      });
      const view = views?.chosen ?? null;
      const fields = ctx.fields.map(fieldLike);
      const columns = listColumns(view, fields, ctx.permittedFields);
      state.current.ctx = ctx;
      state.current.sort = initialSort(view);
      state.current.pageSize = view?.pageSize ?? 20;
      setSort(state.current.sort);
      setPhase({ kind: 'ready', ctx, view, viewFailed: views === null || (viewId !== undefined && view === null), columns, choices: sortChoices(view, columns, fields) });
      await fetchPage(true);
    } catch (error) {
      console.warn('[lists] loading failed', error);
      setPhase({ kind: 'failed', message: error instanceof Error && !(error as { status?: unknown }).status ? error.message : RECORDS_TEXT.loadFailed });
    }
  }, [params, fetchPage]);

  const shown = useRef(false);
  useDidShow(() => {
    // First show: load everything. Back from the detail (which may have deleted a record): refresh a one-page list;
    // a list scrolled further keeps its place (pull down refreshes it).
    if (!shown.current) {
      shown.current = true;
      void hostSessionReady().then(open);
    } else if (state.current.ctx && state.current.list.page <= 1) void fetchPage(true);
  });
  useReachBottom(() => void fetchPage(false));
  usePullDownRefresh(() => void fetchPage(true).finally(() => Taro.stopPullDownRefresh()));
  usePageScroll(({ scrollTop: top }) => setScrollTop(top));

  const restart = () => {
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 }).catch(() => undefined);
    void fetchPage(true);
  };
  const search = () => {
    state.current.keyword = keyword.trim();
    restart();
  };
  const pick = (choice: SortChoice) => {
    state.current.sort = pickSort(state.current.sort, choice);
    setSort(state.current.sort);
    restart();
  };

  const ready = phase.kind === 'ready' ? phase : null;
  const lines = useCallback((row: FlatRecord) => (ready ? columnLines(row, ready.columns, ready.ctx.fields).slice(0, MAX_ROW_LINES) : []), [ready]);
  const detail = useCallback(
    (row: FlatRecord) =>
      ready &&
      void Taro.navigateTo({
        url: `${PATHS.detail}?appId=${encodeURIComponent(ready.ctx.appId)}&formId=${encodeURIComponent(ready.ctx.formId)}&dataId=${encodeURIComponent(row.id)}`,
      }),
    [ready],
  );

  if (phase.kind === 'loading') return <Screen className="records" />;
  if (phase.kind === 'failed') {
    return (
      <Screen className="records">
        <RetryView title={phase.message} onRetry={open} />
      </Screen>
    );
  }
  const lineCount = Math.max(1, Math.min(phase.columns.length, MAX_ROW_LINES));
  return (
    <Screen className="records">
      <View className="records__search">
        <Input
          className="records__keyword"
          name="keyword"
          aria-label={RECORDS_TEXT.searchPlaceholder}
          placeholder={RECORDS_TEXT.searchPlaceholder}
          value={keyword}
          confirmType="search"
          onChange={(value: string) => setKeyword(value)}
          onConfirm={search}
        />
        <Button type="primary" size="small" onClick={search}>
          <Text>{RECORDS_TEXT.search}</Text>
        </Button>
        <Button size="small" onClick={() => void Taro.navigateTo({ url: `${PATHS.search}?appId=${encodeURIComponent(phase.ctx.appId)}&formId=${encodeURIComponent(phase.ctx.formId)}&viewId=${encodeURIComponent(paramOf(params.viewId) ?? '')}` })}>
          <Text>高级查询</Text>
        </Button>
      </View>
      {phase.view?.name ? <Text className="records__view">{phase.view.name}</Text> : null}
      {phase.viewFailed ? (
        <View className="records__notice" role="status">
          <Text>{RECORDS_TEXT.viewUnavailable}</Text>
        </View>
      ) : null}
      <SortBar choices={phase.choices} sort={sort} onPick={pick} />
      <Text className="records__total">{RECORDS_TEXT.total.replace('{x}', String(list.total))}</Text>
      <RecordRows
        rows={list.rows}
        total={list.total}
        lineCount={lineCount}
        lines={lines}
        scrollTop={scrollTop}
        viewportHeight={screen.height}
        estimatedRowHeight={(rowDesignHeight(lineCount) * screen.width) / 375}
        listLabel={phase.view?.name || RECORDS_TEXT.records}
        onOpen={detail}
      />
      {list.failed ? (
        <View className="records__footer">
          <Button size="small" onClick={() => void fetchPage(list.rows.length === 0)}>
            <Text>{RECORDS_TEXT.retry}</Text>
          </Button>
        </View>
      ) : (
        <Text className="records__footer">
          {list.loading ? RECORDS_TEXT.loadingMore : list.rows.length === 0 ? RECORDS_TEXT.empty : list.done ? RECORDS_TEXT.noMore : ''}
        </Text>
      )}
      <ShareLinkBar appId={phase.ctx.appId} viewId={paramOf(params.viewId)} page={PATHS.lists} />
    </Screen>
  );
}
