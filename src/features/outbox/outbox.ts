/**
 * The outbox on the device (issue 40; the rules are domain/outbox/queue.ts): actions that could not reach the server
 * are kept in the target's durable storage and replayed when the network returns, when the app starts and when the
 * signed-in user or organisation changes. Each replayed call carries the key it was first made with, so the server
 * takes it once however often it arrives.
 */
import { onlineManager } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { create } from 'zustand';

import { OUTBOX_TEXT } from './text';
import { catalogueTextOf, isApiError } from '../../api/errors';
import { preUpload } from '../../api/storage';
import { request, type CallOptions } from '../../api/transport';
import { fillText } from '../../domain/messages';
import {
  discard as discardEntry,
  enqueue,
  replay,
  retry as retryEntry,
  type OutboxEntry,
  type OutboxFile,
  type OutboxKind,
  type ReplayOutcome,
  type UploadOutcome,
} from '../../domain/outbox/queue';
import { replayOutcomeOf } from '../../domain/outbox/refusal';
import { fromStored } from '../../domain/outbox/stored';
import { readDurable, writeDurable } from '../../platform/durable-storage';
import { forgetKeptFile, keptFile } from '../../platform/kept-file';
import { UploadNetworkError } from '../../platform/local-file';
import { signedInOwner, useSession } from '../../stores/session';

/** Where the outbox is kept on the device. */
const OUTBOX_KEY = 'wareOutbox';

const entrySchema = z.object({
  key: z.string(),
  owner: z.object({ userId: z.string(), tenantId: z.string() }),
  kind: z.enum(['submit', 'draft', 'decide', 'comment']),
  subject: z.string(),
  call: z.object({ method: z.enum(['POST', 'PUT']), path: z.string(), data: z.unknown() }),
  label: z.string(),
  words: z.optional(z.string()),
  // An earlier version's two fields for the user's words: read into `words` (domain/outbox/stored).
  text: z.optional(z.string()),
  input: z.optional(z.string()),
  form: z.optional(z.object({ appId: z.string(), formId: z.string() })),
  files: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kept: z.string(),
        uploaded: z.optional(z.object({ fileId: z.string(), name: z.string(), url: z.string() })),
      }),
    ),
  ),
  queuedAt: z.number(),
  state: z.enum(['pending', 'failed']),
  failure: z.optional(z.string()),
  attempts: z.number(),
});

interface OutboxState {
  entries: OutboxEntry[];
  loaded: boolean;
}

/** The outbox as the screens show it; the durable copy is the storage's. */
export const useOutbox = create<OutboxState>(() => ({ entries: [], loaded: false }));

// Every change of the list runs after the one before: an action queued while a replay saves is never overwritten.
let last: Promise<unknown> = Promise.resolve();
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const next = last.then(step, step);
  last = next.catch(() => undefined);
  return next;
}

async function load(): Promise<OutboxEntry[]> {
  const state = useOutbox.getState();
  if (state.loaded) return state.entries;
  const stored = z.array(entrySchema).safeParse((await readDurable(OUTBOX_KEY)) ?? []);
  if (!stored.success) console.error('[outbox] the stored outbox is unreadable; starting empty', stored.error.issues);
  const entries = stored.success ? stored.data.map(fromStored) : [];
  useOutbox.setState({ entries, loaded: true });
  return entries;
}

async function save(entries: OutboxEntry[]): Promise<void> {
  useOutbox.setState({ entries });
  await writeDurable(OUTBOX_KEY, entries);
}

/** A call that failed on the network, and what the outbox says of it. */
export interface QueuedAction {
  call: CallOptions;
  /** The call's idempotency key, as sent in its body. */
  key: string;
  kind: OutboxKind;
  subject: string;
  label: string;
  /** The user's own words (an opinion, a comment, a form's input as text): for 复制内容, and beside a refusal. */
  words?: string | undefined;
  /** The form it was filled in, for 编辑. */
  form?: { appId: string; formId: string };
  /** Files the call's data names by their stand-ins (domain/outbox/stand-ins keptFilesIn): uploaded before it. */
  files?: OutboxFile[];
}

/** True when the call never reached the server (no network, a dropped connection): such a call can be queued. */
function failedOnNetwork(error: unknown): boolean {
  return isApiError(error) && error.row === 'network';
}

/** Keeps an action for replay; resolves once it is stored. Only a signed-in user's actions are kept. */
export function queueAction({ call, key, kind, subject, label, words, form, files }: QueuedAction): Promise<void> {
  return inTurn(async () => {
    const owner = signedInOwner();
    if (!owner) throw new Error('[outbox] nobody is signed in: nothing to queue for');
    const method = call.method === 'PUT' ? 'PUT' : 'POST';
    const entry: OutboxEntry = {
      key,
      owner,
      kind,
      subject,
      call: { method, path: call.path, data: call.data },
      label,
      ...(words ? { words } : {}),
      ...(form ? { form } : {}),
      // Files chosen without a network travel with the call, kept on the device until the replay uploads them.
      ...(files?.length ? { files } : {}),
      queuedAt: Date.now(),
      state: 'pending',
      attempts: 0,
    };
    await save(enqueue(await load(), entry));
  });
}

/** What a call answers when it went into the outbox instead of reaching the server. */
export const QUEUED = 'queued';

/**
 * Makes a signed-in user's call; when it does not reach the server (offline, the connection dropped), keeps it in the
 * outbox with its key instead and answers QUEUED, for the screen to say 待同步. Any answer of the server goes up.
 */
export async function sendOrQueue<S extends z.ZodMiniType>(action: QueuedAction & { call: CallOptions<S> }): Promise<z.output<S> | typeof QUEUED> {
  try {
    return await request(action.call);
  } catch (error) {
    if (!failedOnNetwork(error)) throw error;
    await queueAction(action);
    return QUEUED;
  }
}

/** How a replayed call ended, from the request layer's answer: its catalogue row, and the catalogue's text for it. */
export function outcomeOf(error: unknown): ReplayOutcome {
  if (!isApiError(error)) return replayOutcomeOf(null);
  const text = error.row === 'schema' ? '' : catalogueTextOf(error.row, error.body).trim();
  return replayOutcomeOf({ row: error.row, text: text || OUTBOX_TEXT.refused });
}

async function send(entry: OutboxEntry): Promise<ReplayOutcome> {
  try {
    const { method, path, data } = entry.call;
    await request({ method, path, data, silent: true, loading: false });
    return { kind: 'done' };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Uploads one kept file for a replay; a file the device no longer has is said so, and the entry waits. */
async function upload(file: OutboxFile): Promise<UploadOutcome> {
  const local = await keptFile(file.kept, file.name);
  if (!local) return { kind: 'refused', message: fillText(OUTBOX_TEXT.fileGone, file.name) };
  try {
    const stored = await preUpload(local);
    return { kind: 'uploaded', file: { fileId: stored.fileId, name: stored.name, url: stored.fileUrl ?? stored.url } };
  } catch (error) {
    if (error instanceof UploadNetworkError) return { kind: 'offline' };
    if (isApiError(error)) {
      const outcome = outcomeOf(error);
      // An upload answered in a shape not understood names no stored file: the entry cannot go on with it.
      return outcome.kind === 'done' ? { kind: 'refused', message: OUTBOX_TEXT.refused } : outcome;
    }
    return { kind: 'refused', message: error instanceof Error && error.message ? error.message : OUTBOX_TEXT.refused };
  }
}

/** Deletes the device's copies of the files of entries that left the outbox (sent, or given up). */
function forgetFilesOfGone(before: readonly OutboxEntry[], after: readonly OutboxEntry[]): Promise<unknown> {
  const still = new Set(after.map((e) => e.key));
  const gone = before.filter((e) => !still.has(e.key)).flatMap((e) => e.files ?? []);
  return Promise.all(gone.map((f) => forgetKeptFile(f.kept)));
}

/** Replays the signed-in user's outbox now (nothing happens offline or signed out). */
export function replayOutbox(): Promise<void> {
  return inTurn(async () => {
    const owner = signedInOwner();
    if (!owner || !onlineManager.isOnline()) return;
    const before = await load();
    await forgetFilesOfGone(before, await replay(before, owner, { send, save, upload }));
  });
}

/** 重试: a refused action goes back in line and is replayed at once. */
export function retryAction(key: string): Promise<void> {
  return inTurn(async () => save(retryEntry(await load(), key))).then(replayOutbox);
}

/**
 * Takes out of the outbox the entries one of the queue's rules drops (domain/outbox), in turn with every other change;
 * the files kept for them are deleted from the device. When the rule drops nothing, nothing is written.
 */
export function dropFromOutbox(rule: (entries: readonly OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  return inTurn(async () => {
    const before = await load();
    const after = rule(before);
    if (after.length === before.length) return;
    await save(after);
    await forgetFilesOfGone(before, after);
  });
}

/** 放弃: the user gives the action up, and the files kept for it. */
export const discardAction = (key: string): Promise<void> => dropFromOutbox((entries) => discardEntry(entries, key));

/**
 * 编辑: the action leaves the outbox and its input goes back to its form's local copy (with its key, so a submit
 * from there still stores one record), kept files included; the caller opens the form. Returns the entry taken.
 */
export function takeBackAction(key: string): Promise<OutboxEntry | undefined> {
  return inTurn(async () => {
    const entries = await load();
    const entry = entries.find((e) => e.key === key);
    if (!entry) return undefined;
    await save(discardEntry(entries, key));
    return entry;
  });
}

let started = false;

/**
 * Starts the outbox once per app run: loads it, replays it, and replays again whenever the network returns or
 * another user or organisation is signed in (their own outbox, never someone else's).
 */
export function startOutbox(): void {
  if (started) return;
  started = true;
  onlineManager.subscribe((online) => {
    if (online) void replayOutbox();
  });
  useSession.subscribe((now, before) => {
    if (now.token !== before.token || now.userId !== before.userId || now.tenantId !== before.tenantId) void replayOutbox();
  });
  void inTurn(load).then(replayOutbox);
}
