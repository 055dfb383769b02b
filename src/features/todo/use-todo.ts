/**
 * The to-do centre's loads: each tab's list a page at a time (keyed by tab, keyword and application), the four
 * counts for the tab badges, and the applications to filter by. After a task is handled, `refreshTodo` marks all of
 * them stale, and the home counters too.
 */
import { homeCounters, myApps } from '../../api/home';
import type { NotificationItem, StartedItem, TaskItem } from '../../api/schemas/tasks';
import {
  doneTasks,
  notificationList,
  startedProcesses,
  todoTasks,
  v1DoneTasks,
  v1NotificationList,
  v1TodoTasks,
  type TaskListQuery,
} from '../../api/tasks';
import { invalidate, useLoad, usePagedLoad, type Page } from '../../data';
import type { EngineFilter, TodoTab } from '../../domain/todo';

const PAGE_SIZE = 20;

export type TodoRow =
  | { tab: 'todo' | 'done'; item: TaskItem }
  | { tab: 'started'; item: StartedItem }
  | { tab: 'notifications'; item: NotificationItem };

/**
 * Each tab's list. Filtered to the older engine, a tab reads that engine's own list where the platform has one
 * (v1/tasks/my-todos, my-done, the older engine's notifications); otherwise the merged list narrowed by `engine`.
 */
const loaders: { [T in TodoTab]: (q: TaskListQuery) => Promise<{ content: TodoRow['item'][]; totalElements: number }> } = {
  todo: (q) => (q.engine === 'V1' ? v1TodoTasks(q) : todoTasks(q)),
  done: (q) => (q.engine === 'V1' ? v1DoneTasks(q) : doneTasks(q)),
  started: startedProcesses,
  notifications: (q) => (q.engine === 'V1' ? v1NotificationList(q) : notificationList(q)),
};

async function loadPage(tab: TodoTab, q: TaskListQuery): Promise<Page<TodoRow>> {
  const answer = await loaders[tab](q);
  const rows = answer.content.map((item) => ({ tab, item }) as TodoRow);
  const more = rows.length > 0 && (q.page - 1) * q.size + rows.length < answer.totalElements;
  return { rows, total: answer.totalElements, ...(more ? { next: q.page + 1 } : {}) };
}

export function useTodoList(tab: TodoTab, keyword: string, appId: string, engine: EngineFilter = '') {
  return usePagedLoad(['todo', 'list', tab, keyword, appId, engine], (page) =>
    loadPage(tab, { page, size: PAGE_SIZE, keyword, appId: appId || undefined, engine: engine || undefined }),
  );
}

export type TodoCounts = Record<TodoTab, number>;

/** The badges: the home counters' todo, done and startedBy, and the unread notifications. */
export function useTodoCounts() {
  return useLoad(['todo', 'counts'], async (): Promise<TodoCounts> => {
    const [counters, notes] = await Promise.all([homeCounters(), notificationList({ page: 1, size: 1 })]);
    return { todo: counters.todo, done: counters.done, started: counters.startedBy, notifications: notes.unread };
  });
}

export function useFilterApps() {
  return useLoad(['todo', 'apps'], () => myApps());
}

/** After a task was handled or a notification read: the lists, the badges and the home counters load again. */
export function refreshTodo(): Promise<unknown> {
  return Promise.all([invalidate(['todo']), invalidate(['home'])]);
}
