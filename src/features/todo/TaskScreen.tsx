import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';

import { ProcessNodes } from './parts/ProcessNodes';
import { ProcessReport } from './parts/ProcessReport';
import { TaskActions } from './parts/TaskActions';
import { TaskForm } from './parts/TaskForm';
import { Timeline } from './parts/Timeline';
import { processName, taskSubject, useTask, type TaskView } from './use-task';
import { refreshTodo } from './use-todo';
import { TODO_TEXT } from '../../domain/todo';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import { OUTBOX_TEXT, OutboxNotice } from '../outbox';
import './todo.css';

const param = (v: string | undefined) => (v ? decodeURIComponent(v) : undefined);

/** 数据不存在 in the to-do context: the call resolved empty; say so in a modal, then go back. */
function Gone() {
  useEffect(() => {
    // Back where the user came from; opened directly (one page in the stack), to the to-do centre.
    void Taro.showModal({ title: TODO_TEXT.gone, content: TODO_TEXT.goneDetail, showCancel: false, confirmText: TODO_TEXT.confirm }).then(() =>
      Taro.getCurrentPages().length > 1 ? Taro.navigateBack() : Taro.redirectTo({ url: PATHS.todoList }),
    );
  }, []);
  return null;
}

/**
 * Handling a task (addition to the spec's table, /pagesB/toDoList/task?taskId= or ?processInstanceId=): the record
 * in task mode (the node's field permissions), the process timeline, the process's nodes with where it stands and
 * how many processes are at each, and the actions the node allows; to its
 * initiator, the process report. After an action the to-do lists and counters load again; handling the task leaves
 * the page.
 */
export default function Task() {
  const { params } = useRouter();
  const load = useTask(param(params.taskId), param(params.processInstanceId));
  return (
    <Screen className="todo task">
      <Loaded load={load} failed={TODO_TEXT.failedTask}>
        {(view) => (view.gone ? <Gone /> : <TaskBody key={`${view.form.record.id}-${view.taskId ?? ''}-${view.form.taskId ?? ''}`} view={view} reload={() => load.refetch()} />)}
      </Loaded>
    </Screen>
  );
}

function TaskBody({ view, reload }: { view: Extract<TaskView, { gone: false }>; reload: () => Promise<unknown> }) {
  const { form, history, detail, taskId } = view;
  const me = useSession((s) => s.userId);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...form.record.content }));
  const status = TODO_TEXT.status[form.instance.status] ?? form.instance.status;
  const done = (leave: boolean) => {
    void refreshTodo();
    if (leave) void Taro.navigateBack().catch(() => reload());
    else void reload();
  };
  return (
    <>
      <View className="task__section">
        <Text className="task__heading" data-testid="task-title">
          {processName(view)}
          <Text className="task__status" data-testid="task-status">
            {status}
          </Text>
        </Text>
        <Text className="task__label">{[form.app.name, form.record.code, detail?.task.name].filter(Boolean).join(' · ')}</Text>
      </View>
      {/* A decision taken offline on this task: waiting, or refused on replay (decided by someone else meanwhile). */}
      {taskId ? <OutboxNotice subject={taskSubject(taskId)} failedTitle={OUTBOX_TEXT.decideFailed} wordsLabel={TODO_TEXT.opinion} onGone={reload} /> : null}
      <TaskForm form={form} values={values} onEdit={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      <TaskActions view={view} values={values} onDone={done}>
        {me && form.instance.initiator?.id === me ? <ProcessReport processInstanceId={String(form.instance.id)} onRemoved={() => done(true)} /> : null}
        <Timeline instance={history.instance} tasks={history.tasks} />
        {form.instance.processKey ? (
          <ProcessNodes appId={form.app.id} processKey={form.instance.processKey} current={history.activities.filter((a) => a.status === 'ACTIVE').map((a) => a.activityId)} />
        ) : null}
      </TaskActions>
    </>
  );
}
