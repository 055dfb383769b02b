/**
 * config/paint-first.ts: the H5's entry scripts are preloaded at once (low priority, as `defer` had them) and run,
 * in order and once, after the browser reports the first contentful paint (the task after the next frame where paint
 * timing is missing); a hidden tab (no frames) starts them at once or when its visibility changes; and after
 * PAINT_WAIT_MS at the latest.
 */
import type { HtmlTagObject } from 'html-webpack-plugin';

import { PAINT_WAIT_MS, paintFirstTags, startAfterPaint } from '../../../config/paint-first';

const tag = (tagName: string, attributes: HtmlTagObject['attributes'], innerHTML?: string): HtmlTagObject => ({
  tagName,
  attributes,
  innerHTML,
  voidTag: tagName === 'link',
  meta: {},
});

describe('paintFirstTags', () => {
  const head = [
    tag('script', { defer: true, src: '/js/1607.ab.js' }),
    tag('script', { defer: true, src: '/js/app.cd.js' }),
    tag('link', { href: '/css/app.ef.css', rel: 'stylesheet' }),
    tag('script', {}, 'window.inline = 1'),
  ];
  const { head: newHead, body } = paintFirstTags(head);

  it('turns each external script into a low-priority preload, in the same place', () => {
    expect(newHead.map((t) => [t.tagName, t.attributes])).toEqual([
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/js/1607.ab.js' }],
      ['link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: '/js/app.cd.js' }],
      ['link', { href: '/css/app.ef.css', rel: 'stylesheet' }],
      ['script', {}],
    ]);
    expect(newHead[3]!.innerHTML).toBe('window.inline = 1');
  });

  it('adds one inline script to the body that starts them in order', () => {
    expect(body).toHaveLength(1);
    expect(body[0]!.tagName).toBe('script');
    expect(body[0]!.attributes.src).toBeUndefined();
    expect(body[0]!.innerHTML).toBe(startAfterPaint(['/js/1607.ab.js', '/js/app.cd.js']));
  });

  it('leaves a page without external scripts as it is', () => {
    const styles = [tag('link', { href: '/a.css', rel: 'stylesheet' })];
    expect(paintFirstTags(styles)).toEqual({ head: styles, body: [] });
  });
});

describe('startAfterPaint, run as the page runs it', () => {
  type Entries = { getEntriesByName(name: string): unknown[] };
  /** Runs the inline script against a page whose paints, frames, timers and visibility the test drives. */
  function page(visibilityState: 'visible' | 'hidden', paintTiming = true) {
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const listeners: (() => void)[] = [];
    const observers: { fn: (list: Entries) => void; options: unknown }[] = [];
    const added: { src: string; async: boolean }[] = [];
    const document = {
      visibilityState,
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (el: { src: string; async: boolean }) => added.push({ ...el }) },
      addEventListener: (type: string, fn: () => void) => type === 'visibilitychange' && listeners.push(fn),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
      constructor(private fn: (list: Entries) => void) {}
      observe(options: unknown) {
        observers.push({ fn: this.fn, options });
      }
    }
    const window = { PerformanceObserver };
    new Function('window', 'PerformanceObserver', 'document', 'requestAnimationFrame', 'setTimeout', startAfterPaint(['/a.js', '/b.js']))(
      window,
      PerformanceObserver,
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    );
    const paint = (...names: string[]) => {
      for (const o of observers) o.fn({ getEntriesByName: (n) => names.filter((x) => x === n) });
    };
    return { frames, timers, listeners, observers, added, paint };
  }
  const inOrder = [
    { src: '/a.js', async: false },
    { src: '/b.js', async: false },
  ];

  it('adds nothing before the first contentful paint is reported, nor on a paint without content', () => {
    const { added, observers, paint } = page('visible');
    expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    paint('first-paint');
    expect(added).toEqual([]);
  });

  it('on the first contentful paint, adds the scripts in order, not async, once', () => {
    const { added, paint, listeners, timers } = page('visible');
    paint('first-paint', 'first-contentful-paint');
    expect(added).toEqual(inOrder);
    paint('first-contentful-paint');
    listeners.forEach((fn) => fn());
    timers.forEach((t) => t.fn());
    expect(added).toEqual(inOrder);
  });

  it('without paint timing, the task after the next frame adds them', () => {
    const { added, frames, timers, observers } = page('visible', false);
    expect(observers).toEqual([]);
    frames[0]!();
    expect(added).toEqual([]);
    timers.find((t) => t.ms === 0)!.fn();
    expect(added).toEqual(inOrder);
  });

  it(`with no paint after ${PAINT_WAIT_MS} ms, the timer adds them`, () => {
    const { added, timers } = page('visible');
    timers.find((t) => t.ms === PAINT_WAIT_MS)!.fn();
    expect(added).toEqual(inOrder);
  });

  it('a hidden tab, which paints nothing, starts them at once', () => {
    const { added, frames, observers } = page('hidden');
    expect(added).toEqual(inOrder);
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
  });

  it('a tab hidden before its first paint starts them when its visibility changes', () => {
    const { added, listeners } = page('visible');
    listeners.forEach((fn) => fn());
    expect(added).toEqual(inOrder);
  });
});
