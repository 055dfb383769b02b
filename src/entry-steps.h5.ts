/**
 * The H5's entry in three tasks instead of one: the first evaluates the runtime (Taro, React, the app shell's
 * components), the second the start-up (app-setup: the session, the request layer and their schemas), the third
 * starts the router and renders the shell (the app module waits for this one, and Taro's entry waits for the app
 * module). One entry task was 400–700 ms of main thread on a mid-range phone profile, during which a tap waited.
 * A message, not a timer, ends each task: a background tab throttles timers to a second, not messages.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

await nextTask();
// Eager: in this chunk, no request; only its evaluation waits for this task.
await import(/* webpackMode: "eager" */ './app-setup');
await nextTask();

export {};
