// The outbox's door: what other features use to queue an action that could not reach the server, and to start it.
export { failedOnNetwork, queueAction, replayOutbox, startOutbox, useOutbox } from './outbox';
export { OUTBOX_TEXT } from './text';
export { HomeOutbox } from './HomeOutbox';
