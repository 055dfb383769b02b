import { buildUrl } from '../../domain/navigation';
import { counterTab } from '../../domain/todo';
import { PATHS } from '../../routes';

/** The to-do centre opened on a home counter's tab, or null for a counter without one (我提交的). */
export function todoTabUrl(counter: 'todo' | 'done' | 'startedBy' | 'report'): string | null {
  const tab = counterTab(counter);
  return tab ? buildUrl(PATHS.todoList, { tab }) : null;
}
