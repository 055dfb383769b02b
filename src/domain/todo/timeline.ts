// The process timeline of a record (screens-data-rules.md §3 "Process instance history: startedAt, finishedAt,
// initiator (id, nickname, picture), shown as startTime, endTime, startUserId, nickName, avatar"): who started it
// and when, then every task in order with who, when, the decision and the opinion, then how it ended.
import { TODO_TEXT, fill } from './text';

export interface TimelineInput {
  instance: { status: string; startTime?: string | null; endTime?: string | null; nickName?: string | null; avatar?: string | null } | null;
  tasks: readonly {
    id: string;
    name: string;
    kind: string;
    status: string;
    outcome?: string | null;
    comment?: string | null;
    signature?: string | null;
    assignee?: { nickname: string; picture?: string | null } | null;
    delegatedFrom?: { nickname: string } | null;
    createTime?: string | null;
    endTime?: string | null;
  }[];
}

type TimelineState = 'started' | 'approved' | 'rejected' | 'reassigned' | 'waiting' | 'finished';

export interface TimelineEntry {
  key: string;
  title: string;
  who: string;
  avatar: string | null;
  at: string | null;
  state: TimelineState;
  /** 发起, 同意, 驳回, 转交, 待处理, 重新提交, 审批通过, 已撤回. */
  decision: string;
  opinion: string | null;
  /** 由X加签 / 由X转交. */
  note: string | null;
  signature: string | null;
}

type TaskInput = TimelineInput['tasks'][number];

/**
 * Handed over (reassigned) rather than added by add-sign: the person it came from closed their own task as REASSIGNED
 * at the moment this one opened (the server does both in one step; a reassigned add-sign task keeps its kind).
 */
const handedOver = (t: TaskInput, all: readonly TaskInput[]) =>
  all.some((o) => o.outcome === 'REASSIGNED' && o.assignee?.nickname === t.delegatedFrom?.nickname && o.endTime === t.createTime);

function taskEntry(t: TaskInput, all: readonly TaskInput[]): TimelineEntry {
  const waiting = t.status !== 'DONE';
  const state: TimelineState = waiting ? 'waiting' : t.outcome === 'REJECTED' ? 'rejected' : t.outcome === 'REASSIGNED' ? 'reassigned' : 'approved';
  const resubmit = t.kind === 'RESUBMIT';
  const decision = waiting
    ? resubmit
      ? TODO_TEXT.kind.RESUBMIT!
      : TODO_TEXT.waiting
    : resubmit && t.outcome === 'APPROVED'
      ? TODO_TEXT.actions.resubmit
      : (TODO_TEXT.outcome[t.outcome ?? ''] ?? t.outcome ?? '');
  const by = t.delegatedFrom?.nickname;
  return {
    key: t.id,
    title: t.name,
    who: t.assignee?.nickname ?? '',
    avatar: t.assignee?.picture || null,
    at: (waiting ? t.createTime : t.endTime) ?? null,
    state,
    decision,
    opinion: t.comment || null,
    note: by ? fill(t.kind === 'ADD_SIGN' && !handedOver(t, all) ? TODO_TEXT.addedBy : TODO_TEXT.handedBy, by) : null,
    signature: t.signature || null,
  };
}

export function timeline({ instance, tasks }: TimelineInput): TimelineEntry[] {
  if (!instance) return tasks.map((t) => taskEntry(t, tasks));
  const start: TimelineEntry = {
    key: 'start',
    title: TODO_TEXT.started,
    who: instance.nickName ?? '',
    avatar: instance.avatar || null,
    at: instance.startTime ?? null,
    state: 'started',
    decision: TODO_TEXT.started,
    opinion: null,
    note: null,
    signature: null,
  };
  const end = TODO_TEXT.finished[instance.status];
  const last: TimelineEntry[] = end
    ? [{ key: 'end', title: end, who: '', avatar: null, at: instance.endTime ?? null, state: 'finished', decision: end, opinion: null, note: null, signature: null }]
    : [];
  return [start, ...tasks.map((t) => taskEntry(t, tasks)), ...last];
}
