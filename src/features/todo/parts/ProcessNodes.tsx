import { Text, View } from '@tarojs/components';

import { activityStatistics, processDefinition } from '../../../api/tasks';
import { useLoad } from '../../../data';
import { TODO_TEXT } from '../../../domain/todo';

interface Props {
  appId: string;
  processKey: string;
  /** The nodes this process stands at now (its open activities). */
  current: string[];
}

/**
 * The process the task belongs to (processes/{id}): its nodes in order, the ones this process stands at marked 当前,
 * each with how many processes the caller may read are at it now (进行中) and have passed it (已完成)
 * (history/activity-statistics), so an approver sees the queue at their node. Nothing when neither can be read.
 */
export function ProcessNodes({ appId, processKey, current }: Props) {
  const load = useLoad(['todo', 'process', appId, processKey], async () => {
    const [definition, stats] = await Promise.all([processDefinition(processKey), activityStatistics(appId, processKey).catch(() => [])]);
    return { definition, stats };
  });
  if (!load.data) return null;
  const { definition, stats } = load.data;
  const t = TODO_TEXT.nodes;
  return (
    <View className="task__section" data-testid="process-nodes" role="list" aria-label={`${t.heading} ${definition.name}`}>
      <Text className="task__heading">{`${t.heading} · ${definition.name}`}</Text>
      {definition.nodes.map((node) => {
        const s = stats.find((x) => x.id === node.id);
        const here = current.includes(node.id);
        return (
          <View key={node.id} className={here ? 'timeline__entry timeline__entry--waiting' : 'timeline__entry'} data-testid="process-node" role="listitem">
            <View className="timeline__head">
              <Text className="timeline__title">{here ? `${node.name}（${t.current}）` : node.name}</Text>
              {s && node.type === 'approval' ? <Text className="timeline__at">{`${t.open} ${s.instances} · ${t.finished} ${s.finished}`}</Text> : null}
            </View>
          </View>
        );
      })}
    </View>
  );
}
