import { Text, View } from '@tarojs/components';

import { dateDisplay } from '../../../domain/time/date-display';
import { TODO_TEXT } from '../../../domain/todo';
import { pressable } from '../../../ui/a11y';
import type { TodoRow } from '../use-todo';

const when = (iso: string | null | undefined) => (iso ? dateDisplay(iso, 'YYYY-MM-DD HH:mm') : '');

/** What a row says under its title: the node or status, the application and its engine, and when. */
function linesOf(row: TodoRow): { title: string; state: string; tone: string; unread?: boolean; detail: string; at: string } {
  const engine = TODO_TEXT.engine[row.item.engine];
  const app = `${row.item.appName} · ${engine}`;
  switch (row.tab) {
    case 'todo':
      return { title: row.item.title, state: TODO_TEXT.kind[row.item.kind] ?? row.item.name, tone: 'waiting', detail: `${app} · ${row.item.name}`, at: when(row.item.createTime) };
    case 'done':
      return {
        title: row.item.title,
        state: TODO_TEXT.outcome[row.item.outcome ?? ''] ?? '',
        tone: row.item.outcome === 'REJECTED' ? 'rejected' : 'approved',
        detail: `${app} · ${row.item.name}`,
        at: when(row.item.endTime),
      };
    case 'started':
      return {
        title: row.item.title,
        state: TODO_TEXT.status[row.item.status] ?? row.item.status,
        tone: row.item.status === 'REJECTED' ? 'rejected' : row.item.status === 'COMPLETED' ? 'approved' : 'waiting',
        detail: row.item.name ? `${app} · ${row.item.name}` : app,
        at: when(row.item.createTime),
      };
    case 'notifications':
      return { title: row.item.title, state: row.item.read ? '' : TODO_TEXT.unread, tone: 'waiting', unread: !row.item.read, detail: `${app} · ${row.item.content}`, at: when(row.item.createTime) };
  }
}

/**
 * One item of a to-do centre list: a card that opens the task or the process, named by what it shows, inside the
 * list's item (a list may hold only items).
 */
export function TodoRowView({ row, onOpen }: { row: TodoRow; onOpen: (row: TodoRow) => void }) {
  const l = linesOf(row);
  const open = () => onOpen(row);
  return (
    <View role="listitem">
      <View className={l.unread ? 'todo-row todo-row--unread' : 'todo-row'} data-testid="todo-row" onClick={open} {...pressable(open)}>
        <View className="todo-row__head">
          <Text className="todo-row__title">{l.title}</Text>
          {l.state ? <Text className={`todo-row__state todo-row__state--${l.tone}`}>{l.state}</Text> : null}
        </View>
        <Text className="todo-row__detail">{l.detail}</Text>
        <Text className="todo-row__at">{l.at}</Text>
      </View>
    </View>
  );
}
