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
import { request, type CallOptions } from '../../api/transport';
import {
  discard as discardEntry,
  enqueue,
  replay,
  retry as retryEntry,
  type OutboxEntry,
  type OutboxKind,
  type ReplayOutcome,
} from '../../domain/outbox/queue';
import { replayOutcomeOf } from '../../domain/outbox/refusal';
import { readDurable, writeDurable } from '../../platform/durable-storage';
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
  input: z.optional(z.string()),
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
  const entries = stored.success ? stored.data : [];
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
  /** What the user typed, kept to show beside a refusal (an opinion, a comment). */
  input?: string | undefined;
}

/** True when the call never reached the server (no network, a dropped connection): such a call can be queued. */
export function failedOnNetwork(error: unknown): boolean {
  return isApiError(error) && error.row === 'network';
}

/** Keeps an action for replay; resolves once it is stored. Only a signed-in user's actions are kept. */
export function queueAction({ call, key, kind, subject, label, input }: QueuedAction): Promise<void> {
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
      ...(input ? { input } : {}),
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

/** Replays the signed-in user's outbox now (nothing happens offline or signed out). */
function replayOutbox(): Promise<void> {
  return inTurn(async () => {
    const owner = signedInOwner();
    if (!owner || !onlineManager.isOnline()) return;
    await replay(await load(), owner, { send, save });
  });
}

/** 重试: a refused action goes back in line and is replayed at once. */
export function retryAction(key: string): Promise<void> {
  return inTurn(async () => save(retryEntry(await load(), key))).then(replayOutbox);
}

/** 放弃: the user gives the action up. */
export function discardAction(key: string): Promise<void> {
  return inTurn(async () => save(discardEntry(await load(), key)));
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
