/**
 * The outbox (issue 40): actions taken while the network is away wait here, in the order they were taken, and are
 * replayed when it returns. Pure rules over a list of entries; where the list is kept (IndexedDB on H5, the mini
 * program's storage) and how a call is made belong to the platform and api layers.
 *
 * Rules:
 * - An entry is the call as it would have been made, with its idempotency key: a replay that reaches the server twice
 *   (the answer lost on the way back) is answered once by the server, so replaying is always safe.
 * - Entries belong to one user in one organisation: another person signing in on the same device never sees nor
 *   replays them.
 * - Entries about the same subject (one form's filling, one task, one record's comments) replay in the order taken,
 *   and one that fails holds the later ones of its subject back (a submit must not overtake the draft it follows);
 *   entries about other subjects go on.
 * - A refusal by the server (task already decided, record deleted, permission withdrawn) is never dropped: the entry
 *   keeps the user's input and the server's message until the user retries, edits or discards it.
 */

import { callWithUploads, fileUploaded, type OutboxFile, type UploadOutcome } from './files';

export type { OutboxFile, UploadOutcome } from './files';

export type OutboxKind = 'submit' | 'draft' | 'decide' | 'comment';

export interface OutboxOwner {
  userId: string;
  tenantId: string;
}

/** The call as the request layer makes it, for the signed-in owner: an API path and its body. */
interface OutboxCall {
  method: 'POST' | 'PUT';
  path: string;
  data: unknown;
}

export interface OutboxEntry {
  /** The call's idempotency key (the server's `requestId`); also the entry's identity. */
  key: string;
  owner: OutboxOwner;
  kind: OutboxKind;
  /** What the action is about, e.g. `form:form-visit`, `task:t-1`: entries of one subject keep their order. */
  subject: string;
  call: OutboxCall;
  /** What the outbox screen shows for it, in the user's words (提交 · 客户拜访). */
  label: string;
  /**
   * The user's own words, which a refusal must not lose: the opinion, the comment, or a form's input as text (标题：…,
   * one field a line). 复制内容 copies them, to paste elsewhere; a refusal shows them beside it, to copy or edit.
   */
  words?: string;
  /** The form the input was filled in: 编辑 opens it again with the input restored. */
  form?: { appId: string; formId: string };
  /** Files chosen without a network, kept on the device: uploaded at replay, before the call (domain/outbox/files). */
  files?: OutboxFile[];
  queuedAt: number;
  state: 'pending' | 'failed';
  /** The server's message when it refused the call. */
  failure?: string;
  attempts: number;
}

/**
 * How one replayed call ended:
 * - `done`: the server took it (or had taken it already: same key);
 * - `offline`: the network is still away; replaying stops until it returns;
 * - `later`: the server could not take it now (busy, 5xx); it stays pending for the next replay;
 * - `signInNeeded`: the session could not be renewed; replaying waits for this user to sign in again;
 * - `refused`: the server said no, with its message.
 */
export type ReplayOutcome =
  | { kind: 'done' }
  | { kind: 'offline' }
  | { kind: 'later' }
  | { kind: 'signInNeeded' }
  | { kind: 'refused'; message: string };

export function sameOwner(a: OutboxOwner, b: OutboxOwner): boolean {
  return a.userId === b.userId && a.tenantId === b.tenantId;
}

export function entriesOf(entries: readonly OutboxEntry[], owner: OutboxOwner): OutboxEntry[] {
  return entries.filter((e) => sameOwner(e.owner, owner));
}

/**
 * Adds an entry at the end; queuing the same key again (the user resubmitted) replaces it where it stood. A draft
 * replaces the drafts of its subject still waiting: only the latest one is worth sending.
 */
export function enqueue(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const olderDraft = (e: OutboxEntry) => e.kind === 'draft' && e.state === 'pending' && e.subject === entry.subject && e.key !== entry.key && sameOwner(e.owner, entry.owner);
  const kept = entry.kind === 'draft' ? entries.filter((e) => !olderDraft(e)) : entries;
  const at = kept.findIndex((e) => e.key === entry.key);
  if (at < 0) return [...kept, entry];
  return kept.map((e, i) => (i === at ? entry : e));
}

/**
 * The entry to replay next for this owner, or none: the first pending entry, in the order taken, whose subject has no
 * earlier entry still waiting or refused. Entries tried in this replay (`tried`) are passed over so that one that
 * must wait does not stop the others.
 */
export function nextToReplay(entries: readonly OutboxEntry[], owner: OutboxOwner, tried: ReadonlySet<string> = new Set()): OutboxEntry | undefined {
  const held = new Set<string>();
  for (const entry of entriesOf(entries, owner)) {
    if (held.has(entry.subject)) continue;
    if (entry.state === 'pending' && !tried.has(entry.key)) return entry;
    held.add(entry.subject);
  }
  return undefined;
}

/** The list after a replayed call ended so; `stop` says whether this replay should stop here. */
export function afterReplay(entries: readonly OutboxEntry[], key: string, outcome: ReplayOutcome): { entries: OutboxEntry[]; stop: boolean } {
  switch (outcome.kind) {
    case 'done':
      return { entries: entries.filter((e) => e.key !== key), stop: false };
    case 'refused':
      return { entries: update(entries, key, (e) => ({ ...e, state: 'failed', failure: outcome.message, attempts: e.attempts + 1 })), stop: false };
    case 'later':
      return { entries: update(entries, key, (e) => ({ ...e, attempts: e.attempts + 1 })), stop: false };
    case 'offline':
    case 'signInNeeded':
      return { entries: [...entries], stop: true };
  }
}

/** A refused entry tried again (the user pressed 重试): it waits in its place for the next replay. */
export function retry(entries: readonly OutboxEntry[], key: string): OutboxEntry[] {
  return update(entries, key, ({ failure: _failure, ...e }) => ({ ...e, state: 'pending' }));
}

/** The user gave an entry up (放弃): it leaves the outbox and the subject's later entries may go. */
export function discard(entries: readonly OutboxEntry[], key: string): OutboxEntry[] {
  return entries.filter((e) => e.key !== key);
}

/** What the home's outbox entry shows: how many wait, how many were refused. */
export function outboxCounts(entries: readonly OutboxEntry[], owner: OutboxOwner): { pending: number; failed: number } {
  const mine = entriesOf(entries, owner);
  return { pending: mine.filter((e) => e.state === 'pending').length, failed: mine.filter((e) => e.state === 'failed').length };
}

function update(entries: readonly OutboxEntry[], key: string, change: (e: OutboxEntry) => OutboxEntry): OutboxEntry[] {
  return entries.map((e) => (e.key === key ? change(e) : e));
}

export interface ReplayPorts {
  /** Makes the entry's call (with its key) and says how it ended. */
  send: (entry: OutboxEntry) => Promise<ReplayOutcome>;
  /** Keeps the list durably after each step, so a closed page loses nothing and replays nothing twice. */
  save: (entries: OutboxEntry[]) => Promise<void>;
  /** Uploads one kept file (an entry with files needs it). */
  upload?: (file: OutboxFile) => Promise<UploadOutcome>;
}

/**
 * Uploads the entry's kept files not uploaded yet, saving after each: a file uploaded once is never uploaded again,
 * even when the call after it fails and is replayed later. Returns the list and, when an upload did not go, how.
 */
async function uploadFiles(list: OutboxEntry[], entry: OutboxEntry, ports: ReplayPorts): Promise<{ list: OutboxEntry[]; failed?: ReplayOutcome }> {
  for (const file of entry.files ?? []) {
    if (file.uploaded) continue;
    if (!ports.upload) return { list, failed: { kind: 'later' } };
    const outcome = await ports.upload(file);
    if (outcome.kind !== 'uploaded') return { list, failed: outcome };
    list = update(list, entry.key, (e) => ({ ...e, files: fileUploaded(e.files ?? [], file.id, outcome.file) }));
    await ports.save(list);
  }
  return { list };
}

/**
 * Replays this owner's entries one at a time, in order, saving after each, until none can go or the network or
 * the session stops it. Entries of other owners are kept as they are. Returns the list as left.
 */
export async function replay(entries: readonly OutboxEntry[], owner: OutboxOwner, ports: ReplayPorts): Promise<OutboxEntry[]> {
  let list = [...entries];
  const tried = new Set<string>();
  for (let entry = nextToReplay(list, owner, tried); entry; entry = nextToReplay(list, owner, tried)) {
    tried.add(entry.key);
    const uploaded = await uploadFiles(list, entry, ports);
    list = uploaded.list;
    const ready = list.find((e) => e.key === entry!.key) ?? entry;
    const outcome = uploaded.failed ?? (await ports.send({ ...ready, call: callWithUploads(ready.call, ready.files) }));
    const next = afterReplay(list, entry.key, outcome);
    list = next.entries;
    await ports.save(list);
    if (next.stop) break;
  }
  return list;
}
