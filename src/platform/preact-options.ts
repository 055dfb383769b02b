/**
 * Preact's options for the mini program (the H5's are in preact-options.h5.ts).
 *
 * Effects (useEffect) run right after the commit, as React's scheduler runs them, instead of Preact's default "after
 * the next frame": the mini program has no requestAnimationFrame of its own, so Preact waited a 35 ms timeout, and
 * there is no paint in this thread to wait for (the view renders in another thread after setData). NutUI's range
 * calendar showed why it matters: its months are placed in a timer started by a chain of mount effects, and that
 * timer reads its refs unchecked; with 35 ms per effect the chain was still running well after the page looked ready,
 * and leaving the page then threw in the timer.
 */
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  setTimeout(callback);
};
