import { Text, Textarea, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useRef, useState, type ReactNode } from 'react';

import { useScrollRoomAbove } from './scroll-room';
import { SignaturePad } from './SignaturePad';
import { toast } from '../../../api/error-effects';
import { addSign, completeTaskCall, reassignTask, startProcess, withdrawByTask, type TaskDecision } from '../../../api/tasks';
import { useChange } from '../../../data';
import { TEXTAREA_MAX_LENGTH } from '../../../domain/constants';
import { pickedItems } from '../../../domain/form-engine/pickers';
import { decisionProblem, editedContent, TODO_TEXT } from '../../../domain/todo';
import { newRequestId } from '../../../stores/form-fill';
import { useSession } from '../../../stores/session';
import { controlA11y } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { PeoplePicker } from '../../form-renderer';
import { offerSubscription } from '../../notify';
import { OUTBOX_TEXT, QUEUED, sendOrQueue, useOutbox } from '../../outbox';
import { processName, taskSubject, type TaskView } from '../use-task';

type Ready = Extract<TaskView, { gone: false }>;
type Act =
  | { kind: 'approve' | 'reject' | 'resubmit' }
  | { kind: 'addSign' | 'reassign'; userIds: string[] }
  | { kind: 'withdraw' | 'restart' };

/** What happens after an action: leave the page (the task is handled) or stay and reload it. */
const LEAVES: Record<Act['kind'], boolean> = { approve: true, reject: true, resubmit: true, reassign: true, withdraw: true, addSign: false, restart: false };

/**
 * The actions the node allows: 同意, 驳回 (with an opinion, and where the node allows, back to the initiator or the
 * previous node), 加签 and 转交 (pick people), 撤回 by the initiator, 重新提交 of a returned record, 重新发起 of a
 * withdrawn one, and the handwritten signature where the node asks for one.
 *
 * The opinion, signature and choices stay in the page's flow; the decision buttons are a bar at the end of the page
 * that sticks to the bottom of the screen (above the home indicator) however long the form, so 同意 and 驳回 are
 * always within reach. `children` (the report, the timeline) goes between the two: the bar is last, so the page's
 * end scrolls out from under it and nothing is left hidden behind it.
 */
export function TaskActions({ view, values, onDone, children }: { view: Ready; values: Record<string, unknown>; onDone: (leave: boolean) => void; children?: ReactNode }) {
  const { detail, form, taskId } = view;
  const me = useSession((s) => s.userId);
  const [comment, setComment] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [rejectTo, setRejectTo] = useState<'initiator' | 'previous' | undefined>(undefined);
  const [picking, setPicking] = useState<'addSign' | 'reassign' | null>(null);
  const [picked, setPicked] = useState<unknown>([]);
  const [problem, setProblem] = useState('');
  // A decision of this task waiting in the outbox is the user's decision: none is offered again until it is sent.
  const waiting = useOutbox((s) => s.entries.some((e) => e.subject === taskSubject(taskId ?? '') && e.state === 'pending'));
  const actions = waiting ? undefined : detail?.actions;
  const appType = form.app.type ?? null;
  const restartable = !waiting && form.instance.status === 'WITHDRAWN' && form.instance.initiator?.id === me;
  // The decision's idempotency key, kept until it is taken: a retry after a failure is the same decision.
  const decisionKey = useRef<string | null>(null);

  const act = useChange({
    mutationFn: async (a: Act) => {
      const id = taskId ?? '';
      if (a.kind === 'approve' || a.kind === 'reject' || a.kind === 'resubmit') {
        const approved = a.kind !== 'reject';
        const data = editedContent(form.record.content, values, form.fields);
        const decision: TaskDecision = { approved, ...(comment.trim() ? { comment: comment.trim() } : {}), ...(data ? { data } : {}) };
        if (approved && signature) decision.signature = signature;
        if (!approved && rejectTo) decision.rejectTo = rejectTo;
        decisionKey.current ??= await newRequestId();
        const key = decisionKey.current;
        // Offline, the decision waits in the outbox with its opinion; a refusal on replay shows on this page.
        const label = `${TODO_TEXT.actions[a.kind]} · ${processName(view)}`;
        return sendOrQueue({ call: completeTaskCall(appType, id, decision, key, Object.values(form.fields).includes('edit')), key, kind: 'decide', subject: taskSubject(id), label, words: decision.comment });
      }
      if (a.kind === 'addSign') return addSign(String(form.instance.id), detail?.task.activityInstanceId ?? '', a.userIds);
      if (a.kind === 'reassign') return reassignTask(id, a.userIds[0] ?? '', comment.trim() || undefined);
      if (a.kind === 'withdraw') return withdrawByTask(id);
      return startProcess(appType, form.instance.processKey, String(form.app.id), String(form.record.id));
    },
    onSuccess: (result, a) => {
      decisionKey.current = null;
      setPicking(null);
      // Queued, the page stays: it shows the decision waiting (待同步), then what the server made of it, without a
      // page to load offline.
      if (result === QUEUED) return void (toast(OUTBOX_TEXT.queued), onDone(false));
      void Taro.showToast({ title: TODO_TEXT.done, icon: 'success' });
      onDone(LEAVES[a.kind]);
    },
  });

  const decide = (kind: 'approve' | 'reject' | 'resubmit') => {
    void offerSubscription('TASK_ASSIGNED');
    const found = decisionProblem({ approved: kind !== 'reject', comment, signatureNeeded: kind === 'approve' && !!detail?.node.signature, signature });
    setProblem(found ? TODO_TEXT[found] : '');
    if (!found) act.mutate({ kind });
  };
  const confirmPick = () => {
    const ids = pickedItems(picked).map((p) => p.id);
    if (picking && ids.length) act.mutate({ kind: picking, userIds: ids });
  };
  const withdraw = async () => {
    const answer = await Taro.showModal({ title: TODO_TEXT.title, content: TODO_TEXT.withdrawConfirm, confirmText: TODO_TEXT.confirm, cancelText: TODO_TEXT.cancel });
    if (answer.confirm) act.mutate({ kind: 'withdraw' });
  };

  const deciding = !!(actions?.complete || actions?.resubmit);
  const hasBar = deciding || !!actions?.withdraw || restartable;
  const bar = useRef(null);
  useScrollRoomAbove(bar, hasBar);
  if (!hasBar) return <>{children}</>;
  const busy = act.isPending;
  const targets = (detail?.node.rejectTo ?? []).filter((t): t is 'initiator' | 'previous' => t === 'initiator' || t === 'previous');

  return (
    <>
      {/* The opinion, and what goes with it (the signature, 驳回's target), in the page's flow. */}
      {deciding ? (
        <View className="task__section" data-testid="task-actions">
          <Text className="task__label">{TODO_TEXT.opinion}</Text>
          {/* Taro's Textarea, as the form's text editors: NutUI's TextArea replaces nativeProps, so its box has no label. */}
          <Textarea
            id="task-opinion"
            className="task__opinion"
            value={comment}
            placeholder={TODO_TEXT.opinionPlaceholder}
            maxlength={TEXTAREA_MAX_LENGTH}
            onInput={(e) => setComment(e.detail.value)}
            {...controlA11y.input(TODO_TEXT.opinion, 'task-opinion')}
          />
          {actions?.complete && detail?.node.signature ? <SignaturePad signed={!!signature} onSigned={setSignature} /> : null}
          {actions?.reject && targets.length > 1 ? (
            <View className="task__choices" role="radiogroup" aria-label={TODO_TEXT.actions.reject}>
              {targets.map((t) => {
                const on = (rejectTo ?? targets[0]) === t;
                const pick = () => setRejectTo(t);
                return (
                  <View key={t} className={on ? 'todo__app todo__app--on' : 'todo__app'} onClick={pick} {...controlA11y.choice('radio', TODO_TEXT.rejectTo[t], on, false, pick)}>
                    <Text>{TODO_TEXT.rejectTo[t]}</Text>
                  </View>
                );
              })}
            </View>
          ) : null}
        </View>
      ) : null}
      {children}
      <View ref={bar} className="task__bar" data-testid="task-bar" role="group" aria-label={TODO_TEXT.decisions}>
        {/* What a decision needs next (a problem, the people to pick) shows in the bar, where the tap was. */}
        {problem ? (
          <Text className="task__error" role="alert">
            {problem}
          </Text>
        ) : null}
        {picking ? (
          <View className="task__picker" data-testid="task-picker">
            <Text className="task__label">{TODO_TEXT.pickPeople[picking]}</Text>
            <PeoplePicker id="task-people" label={TODO_TEXT.pickPeople[picking]} type="staff" options={{ multiple: picking === 'addSign' }} value={picked} disabled={false} onChange={setPicked} />
            <View className="task__buttons">
              <Button size="small" type="primary" disabled={busy || pickedItems(picked).length === 0} onClick={confirmPick}>
                <Text>{TODO_TEXT.pickConfirm}</Text>
              </Button>
              <Button size="small" onClick={() => setPicking(null)}>
                <Text>{TODO_TEXT.pickCancel}</Text>
              </Button>
            </View>
          </View>
        ) : null}
        <View className="task__buttons">
          {actions?.complete && !actions.resubmit ? (
            <Button type="primary" disabled={busy} onClick={() => decide('approve')}>
              <Text>{TODO_TEXT.actions.approve}</Text>
            </Button>
          ) : null}
          {actions?.reject ? (
            <Button type="danger" fill="outline" disabled={busy} onClick={() => decide('reject')}>
              <Text>{TODO_TEXT.actions.reject}</Text>
            </Button>
          ) : null}
          {actions?.resubmit ? (
            <Button type="primary" disabled={busy} onClick={() => decide('resubmit')}>
              <Text>{TODO_TEXT.actions.resubmit}</Text>
            </Button>
          ) : null}
          {actions?.addSign ? (
            <Button disabled={busy} onClick={() => (setPicked([]), setPicking('addSign'))}>
              <Text>{TODO_TEXT.actions.addSign}</Text>
            </Button>
          ) : null}
          {actions?.reassign ? (
            <Button disabled={busy} onClick={() => (setPicked([]), setPicking('reassign'))}>
              <Text>{TODO_TEXT.actions.reassign}</Text>
            </Button>
          ) : null}
          {actions?.withdraw ? (
            <Button disabled={busy} onClick={() => void withdraw()}>
              <Text>{TODO_TEXT.actions.withdraw}</Text>
            </Button>
          ) : null}
          {restartable ? (
            <Button type="primary" disabled={busy} onClick={() => act.mutate({ kind: 'restart' })}>
              <Text>{TODO_TEXT.actions.restart}</Text>
            </Button>
          ) : null}
        </View>
      </View>
    </>
  );
}
