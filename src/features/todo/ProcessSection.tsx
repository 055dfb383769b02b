import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { Timeline } from './parts/Timeline';
import { processHistory } from '../../api/tasks';
import { useLoad } from '../../data';
import { buildUrl } from '../../domain/navigation';
import { TODO_TEXT } from '../../domain/todo';
import { PATHS } from '../../routes';
import { pressable } from '../../ui/a11y';
import './todo.css';

/**
 * The approval of a record, on its detail page: the process's status and timeline, and a way to open it in the to-do
 * centre's task page. Nothing when the history cannot be read (the detail stays usable).
 */
export function ProcessSection({ processInstanceId }: { processInstanceId: string }) {
  const load = useLoad(['todo', 'history', processInstanceId], () => processHistory(processInstanceId));
  const history = load.data;
  if (!history?.instance) return null;
  const open = () => void Taro.navigateTo({ url: buildUrl(PATHS.task, { processInstanceId }) });
  return (
    <View className="process-section" data-testid="process-section">
      <View className="task__section">
        <Text className="task__heading">
          {history.instance.processName}
          <Text className="task__status">{TODO_TEXT.status[history.instance.status] ?? history.instance.status}</Text>
        </Text>
        <Text className="task__label" onClick={open} {...pressable(open, TODO_TEXT.openProcess)}>
          {TODO_TEXT.openProcess}
        </Text>
      </View>
      <Timeline instance={history.instance} tasks={history.tasks} />
    </View>
  );
}
