import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';

import { RECORDS_TEXT, loadRecordsContext, paramOf, recordLines, searchableFields, type RecordsContext } from './records/record-view';
import { hostSessionReady } from '../../api/host-session';
import { queryRecords } from '../../api/records';
import { ErrorView } from '../../components/ErrorView';
import { pressable } from '../../components/pressable';
import { Screen } from '../../components/Screen';
import { flattenRecords, type FlatRecord } from '../../domain/records';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import './records/records.css';

const PAGE_SIZE = 20;
/** Lines of each record shown in the list (the detail shows all). */
const LINES_PER_ITEM = 4;

type Phase = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; ctx: RecordsContext };

interface ListState {
  rows: FlatRecord[];
  page: number;
  total: number;
  loading: boolean;
  done: boolean;
  failed: boolean;
}

const EMPTY_LIST: ListState = { rows: [], page: 0, total: 0, loading: false, done: false, failed: false };

/**
 * Lists (alias /app/view/lists): a form's records, newest first, 20 a page, more on reaching the bottom, pull down to
 * refresh; a keyword searches the form's text and number fields (§5). A record opens the Detail screen.
 */
export default function Lists() {
  const { params } = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [keyword, setKeyword] = useState('');
  const state = useRef({ list: EMPTY_LIST, keyword: '', ticket: 0, ctx: null as RecordsContext | null });

  const fetchPage = useCallback(async (reset: boolean) => {
    const ctx = state.current.ctx;
    const current = state.current.list;
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
        size: PAGE_SIZE,
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
      state.current.ctx = ctx;
      setPhase({ kind: 'ready', ctx });
      await fetchPage(true);
    } catch (error) {
      console.warn('[lists] loading failed', error);
      setPhase({ kind: 'failed', message: error instanceof Error && !(error as { status?: unknown }).status ? error.message : RECORDS_TEXT.loadFailed });
    }
  }, [params, fetchPage]);

  const shown = useRef(false);
  useDidShow(() => {
    // First show: load everything; back from the detail (which may have deleted a record): refresh the list.
    if (!shown.current) {
      shown.current = true;
      void hostSessionReady().then(open);
    } else if (state.current.ctx) void fetchPage(true);
  });
  useReachBottom(() => void fetchPage(false));
  usePullDownRefresh(() => void fetchPage(true).finally(() => Taro.stopPullDownRefresh()));

  const search = () => {
    state.current.keyword = keyword.trim();
    void fetchPage(true);
  };

  if (phase.kind === 'loading') return <Screen className="records" />;
  if (phase.kind === 'failed') {
    return (
      <Screen className="records">
        <ErrorView
          title={phase.message}
          actions={
            <Button type="primary" onClick={() => void open()}>
              <Text>{RECORDS_TEXT.retry}</Text>
            </Button>
          }
        />
      </Screen>
    );
  }
  const { ctx } = phase;
  const detail = (row: FlatRecord) =>
    void Taro.navigateTo({
      url: `${PATHS.detail}?appId=${encodeURIComponent(ctx.appId)}&formId=${encodeURIComponent(ctx.formId)}&dataId=${encodeURIComponent(row.id)}`,
    });
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
      </View>
      <Text className="records__total">{RECORDS_TEXT.total.replace('{x}', String(list.total))}</Text>
      <View role="list" className="records__list">
        {list.rows.map((row) => {
          const title = row.code ?? row.id;
          return (
            <View key={row.id} className="records__item" role="listitem" data-testid="record-item" onClick={() => detail(row)}>
              <Text className="records__title" {...pressable(() => detail(row), title)}>
                {title}
              </Text>
              {recordLines(row, ctx.fields, LINES_PER_ITEM).map((line) => (
                <View key={line.key} className="records__line">
                  <Text className="records__label">{line.label}</Text>
                  <Text className="records__value">{line.text}</Text>
                </View>
              ))}
            </View>
          );
        })}
      </View>
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
    </Screen>
  );
}
