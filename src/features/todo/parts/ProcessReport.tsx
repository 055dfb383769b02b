import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { processReport, removeProcessReport } from '../../../api/tasks';
import { useChange, useLoad } from '../../../data';
import { durationText, TODO_TEXT } from '../../../domain/todo';
import { Button } from '../../../ui/Button';

/**
 * The process report of a process the caller started (GET process-reports/{id}): how long it took, and, once it is
 * over (approved or withdrawn), 删除, which takes it out of 我发起的 (DELETE process-reports/{id}) and goes back.
 * Shown to the initiator only; anyone else reads the same process through its timeline.
 */
export function ProcessReport({ processInstanceId, onRemoved }: { processInstanceId: string; onRemoved: () => void }) {
  const report = useLoad(['todo', 'report', processInstanceId], () => processReport(processInstanceId), { freshFor: 0 });
  const remove = useChange({
    mutationFn: () => removeProcessReport(processInstanceId),
    onSuccess: () => {
      void Taro.showToast({ title: TODO_TEXT.report.removed, icon: 'success' });
      onRemoved();
    },
  });
  const data = report.data;
  if (!data) return null;
  const took = durationText(data.durationMs);
  if (!took && !data.removable) return null;
  const ask = async () => {
    const answer = await Taro.showModal({ title: TODO_TEXT.title, content: TODO_TEXT.report.removeConfirm, confirmText: TODO_TEXT.confirm, cancelText: TODO_TEXT.cancel });
    if (answer.confirm) remove.mutate();
  };
  return (
    <View className="task__section task__report" data-testid="process-report">
      {took ? (
        <Text className="task__label" data-testid="process-duration">
          {`${TODO_TEXT.report.duration} ${took}`}
        </Text>
      ) : (
        <View />
      )}
      {data.removable ? (
        <Button size="small" type="danger" fill="outline" disabled={remove.isPending} onClick={() => void ask()}>
          <Text>{TODO_TEXT.report.remove}</Text>
        </Button>
      ) : null}
    </View>
  );
}
