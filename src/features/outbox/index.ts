// The outbox's door: what other features use to queue an action that could not reach the server, to start it, and to
// show beside a task or record what was queued or refused there (OutboxNotice).
export { dropFromOutbox, QUEUED, queueAction, replayOutbox, sendOrQueue, startOutbox, useOutbox } from './outbox';
export { OUTBOX_TEXT } from './text';
export { HomeOutbox } from './HomeOutbox';
export { OutboxNotice } from './OutboxNotice';
