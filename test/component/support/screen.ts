/**
 * How a component test waits for a screen: render it, wait until the loading layer is idle (no Taro.request in
 * flight, no query fetching, no mutation pending), then wait with `findBy*`/`waitFor` for what the screen shows.
 * Nothing here counts event-loop turns, so a slow or loaded machine only makes the waits longer, never shorter.
 */
import { fireEvent, render, waitFor, type RenderOptions, type RenderResult } from '@testing-library/react';

import { harness } from './taro';
import { queryClient } from '../../../src/data';

/**
 * Every change of a query's or mutation's state (a fetch starting, an answer or failure arriving). Observers' own
 * events are left out: each render of a screen reports its options again, which is not loading.
 */
let stateChanges = 0;
const counted = (event: { type: string }) => void (event.type === 'updated' && (stateChanges += 1));
queryClient.getQueryCache().subscribe(counted);
queryClient.getMutationCache().subscribe(counted);

/** What is still loading, or null when nothing is. */
function loading(): string | null {
  const busy = [
    harness.inFlight.size > 0 && `${harness.inFlight.size} request(s) in flight`,
    queryClient.isFetching() > 0 && `${queryClient.isFetching()} query(ies) fetching`,
    queryClient.isMutating() > 0 && `${queryClient.isMutating()} mutation(s) pending`,
  ].filter(Boolean);
  return busy.length ? busy.join(', ') : null;
}

/**
 * How long idle() waits before it fails, saying what still loads: longer than Testing Library's 1 s (a loaded machine
 * stretches a screen's renders between two looks), shorter than Jest's 5 s per test, so the failure names its cause.
 */
const IDLE_WITHIN_MS = 4_000;

/**
 * Waits until nothing loads and nothing has moved for one timer task. A quiet instant is not enough: an answer
 * reaches the screen through Query's notification (a 0 ms timer) and the screen's effect may then start the next
 * call (app -> form -> search); a call may also start and end between two looks, which the counters see.
 */
export async function idle(): Promise<void> {
  let quiet: { at: string; lasted: boolean } | null = null;
  await waitFor(() => {
    const busy = loading();
    if (busy) {
      quiet = null;
      throw new Error(`still loading: ${busy}`);
    }
    const at = `${harness.traffic}/${stateChanges}`;
    if (quiet?.at !== at) {
      const started = { at, lasted: false };
      quiet = started;
      setTimeout(() => (started.lasted = true), 0);
    }
    if (!quiet.lasted) throw new Error('quiet for less than one timer task');
  }, { timeout: IDLE_WITHIN_MS });
}

/** Renders a screen and waits until its loading is idle; then wait for its content with `findBy*`/`waitFor`. */
export async function mount(ui: JSX.Element, options?: RenderOptions): Promise<RenderResult> {
  const view = render(ui, options);
  await idle();
  return view;
}

/** Clicks an element (inside act, as fireEvent does) and waits until what the click started has loaded. */
export async function press(element: Element): Promise<void> {
  fireEvent.click(element);
  await idle();
}
