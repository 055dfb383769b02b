/**
 * The task page's one load: the task (its node and what the caller may do), the record in task mode and the
 * process history. `gone` when the task or its record no longer exists (spec §8: 数据不存在 in the to-do context
 * resolves empty; the page then says so and goes back).
 */
import { hostSessionReady } from '../../api/host-session';
import type { InstanceFormData, TaskDetail } from '../../api/schemas/tasks';
import { instanceFormData, processHistory, taskDetail, type ProcessHistory } from '../../api/tasks';
import { useLoad } from '../../data';

export type TaskView =
  | { gone: true }
  | { gone: false; detail: TaskDetail | null; form: InstanceFormData; history: ProcessHistory; taskId: string | null };

async function loadTask(taskId: string | undefined, processInstanceId: string | undefined): Promise<TaskView> {
  await hostSessionReady();
  let detail = taskId ? await taskDetail(taskId) : null;
  if (taskId && !detail) return { gone: true };
  const instanceId = detail?.instance.id ?? processInstanceId;
  if (!instanceId) return { gone: true };
  const [form, history] = await Promise.all([instanceFormData(instanceId), processHistory(instanceId)]);
  if (!form) return { gone: true };
  // Opened by the process (a notification, a started process): the record's state names the caller's own open task
  // on it (form.taskId), whose actions (重新提交 of a returned request, 同意...) the page must offer as the 待办 entry
  // does, so the same record reached either way offers the same actions (issue 42 item 5).
  let ownTask = taskId ?? null;
  if (!detail && form.taskId) {
    detail = await taskDetail(String(form.taskId));
    if (detail) ownTask = String(form.taskId);
  }
  return { gone: false, detail, form, history, taskId: ownTask };
}

export function useTask(taskId: string | undefined, processInstanceId: string | undefined) {
  return useLoad(['todo', 'task', taskId, processInstanceId], () => loadTask(taskId, processInstanceId), { freshFor: 0 });
}

/** What the task page calls the process (its title), and the outbox the decisions queued on it. */
export function processName({ history, detail, form }: Extract<TaskView, { gone: false }>): string {
  return history.instance?.processName || detail?.instance.processName || form.form.name || '';
}

/** The outbox's subject of a task's decisions: the task page shows what was queued or refused on it. */
export const taskSubject = (taskId: string) => `task:${taskId}`;
