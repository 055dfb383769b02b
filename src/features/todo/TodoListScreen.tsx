import { Text, View } from '@tarojs/components';
import Taro, { useReachBottom, useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { ChipGroup } from './parts/ChipGroup';
import { TodoRowView } from './parts/TodoRowView';
import { refreshTodo, useFilterApps, useTodoCounts, useTodoList, type TodoRow } from './use-todo';
import { markNotificationRead } from '../../api/tasks';
import { rowsOf, usePullToRefresh, useReloadOnShow } from '../../data';
import { buildUrl } from '../../domain/navigation';
import { badgeText, ENGINE_FILTERS, tabOf, TODO_TABS, TODO_TEXT, type EngineFilter, type TodoTab } from '../../domain/todo';
import { PATHS } from '../../routes';
import { controlA11y, pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { KeywordInput } from '../../ui/KeywordInput';
import { RetryView } from '../../ui/RetryView';
import { Screen } from '../../ui/Screen';
import './todo.css';

const ENGINE_CHIPS = ENGINE_FILTERS.map((id) => ({ id, name: id ? TODO_TEXT.engine[id] : TODO_TEXT.engineFilter.all }));

/** Where a row leads: a task opens in task mode; a started process or a notification opens its process. */
function openRow(row: TodoRow): void {
  const url =
    row.tab === 'todo' || row.tab === 'done'
      ? buildUrl(PATHS.task, { taskId: row.item.id })
      : buildUrl(PATHS.task, { processInstanceId: row.item.processInstanceId, ...(row.tab === 'started' && row.item.taskId ? { taskId: row.item.taskId } : {}) });
  if (row.tab === 'notifications' && !row.item.read) void markNotificationRead(row.item.id).then(refreshTodo, () => undefined);
  void Taro.navigateTo({ url });
}

/**
 * To-do centre (alias /platform/toDoList/list?tab=todo|done|started|notifications): four tabs with their counts
 * (999+ above the badge maximum), each a list merging both engines (each item flagged), a page at a time as the user
 * scrolls, pull down to refresh, a search by title or application, and filters by application and by engine (旧版 reads
 * the older engine's own lists).
 */
export default function TodoList() {
  const { params } = useRouter();
  const [tab, setTab] = useState<TodoTab>(() => tabOf(params.tab));
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [appId, setAppId] = useState('');
  const [engine, setEngine] = useState<EngineFilter>('');
  const counts = useTodoCounts();
  const apps = useFilterApps();
  const list = useTodoList(tab, keyword, appId, engine);
  usePullToRefresh(list, counts);
  // Back from a task: what was handled has left the list and the badges changed.
  useReloadOnShow(list, counts);
  useReachBottom(() => {
    if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
  });

  const rows = rowsOf(list);
  const search = () => setKeyword(draft.trim());
  const failed = list.isError && rows.length === 0;

  return (
    <Screen className="todo">
      <View className="todo-tabs" role="tablist" aria-label={TODO_TEXT.tabs.todo}>
        {TODO_TABS.map((key) => {
          const select = () => setTab(key);
          const badge = badgeText(counts.data?.[key]);
          const label = TODO_TEXT.tabs[key];
          return (
            <View
              key={key}
              className={key === tab ? 'todo-tabs__tab todo-tabs__tab--active' : 'todo-tabs__tab'}
              data-testid={`todo-tab-${key}`}
              onClick={select}
              {...controlA11y.tab(badge ? `${label} ${badge}` : label, key === tab, select)}
            >
              <Text>{label}</Text>
              {badge ? (
                <Text className="todo-tabs__badge" data-testid={`todo-badge-${key}`}>
                  {badge}
                </Text>
              ) : null}
            </View>
          );
        })}
      </View>
      <View className="todo__search">
        <KeywordInput className="todo__keyword" name="keyword" label={TODO_TEXT.searchLabel} value={draft} onChange={setDraft} onSearch={search} />
        <Button type="primary" size="small" onClick={search}>
          <Text>{TODO_TEXT.search}</Text>
        </Button>
      </View>
      {apps.data && apps.data.length > 0 ? (
        <ChipGroup label={TODO_TEXT.allApps} chips={[{ id: '', name: TODO_TEXT.allApps }, ...apps.data]} value={appId} onPick={setAppId} />
      ) : null}
      <ChipGroup label={TODO_TEXT.engineFilter.label} chips={ENGINE_CHIPS} value={engine} onPick={(id) => setEngine(id as EngineFilter)} testId="todo-engines" />
      {failed ? (
        <RetryView title={TODO_TEXT.failed} onRetry={() => list.refetch()} />
      ) : (
        <View className="todo__list" role="list" aria-label={TODO_TEXT.tabs[tab]} aria-busy={list.isFetching}>
          {rows.map((row) => (
            <TodoRowView key={`${row.tab}-${row.item.id}`} row={row} onOpen={openRow} />
          ))}
          {list.isSuccess && rows.length === 0 ? <Empty description={TODO_TEXT.empty[tab]} /> : null}
          {list.isFetchNextPageError ? (
            <View className="todo__footer" {...pressable(() => void list.fetchNextPage(), TODO_TEXT.retry)} onClick={() => void list.fetchNextPage()}>
              <Text>{TODO_TEXT.retry}</Text>
            </View>
          ) : rows.length > 0 ? (
            <Text className="todo__footer">{list.isFetchingNextPage ? TODO_TEXT.loadingMore : list.hasNextPage ? '' : TODO_TEXT.noMore}</Text>
          ) : null}
        </View>
      )}
    </Screen>
  );
}
