/**
 * The H5's entry scripts run after the app shell's splash (`#ware-shell` in src/index.html) is on screen.
 *
 * The scripts are still requested at once, by the preload scanner, at the priority `defer` gives them (low), as
 * `<link rel="preload">`; a small inline script adds them as ordered script elements once the first frame has been
 * painted. With plain `defer`, a browser that already holds the scripts (the service worker's cache, a fast network)
 * evaluates them, about half a second of main-thread work on a mid-range phone, before it paints anything: the user
 * looks at a white page instead of the splash. It also makes Lighthouse's simulation (which replays a trace recorded
 * against the local server, where everything arrives at once) count the scripts' download before the splash's paint.
 * A tab opened in the background paints no frame: there the scripts start at once (nothing is on screen to wait for),
 * or as soon as the tab's visibility changes before its first frame.
 */
import HtmlWebpackPlugin, { type HtmlTagObject } from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** Without a first paint by then (say the stylesheet is slow to come), the scripts wait no longer. */
export const PAINT_WAIT_MS = 3_000;

/**
 * The inline script that starts `sources` in order once the first contentful paint is reported (the browser's own
 * paint timing, which gives the time the frame reached the screen; a browser without it: the task after the next
 * frame), at once in a hidden tab, and after PAINT_WAIT_MS at the latest.
 */
export function startAfterPaint(sources: string[]): string {
  return (
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s)})}` +
    `if(document.visibilityState==='hidden')return start();` +
    `document.addEventListener('visibilitychange',start);setTimeout(start,${PAINT_WAIT_MS});` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start)});` +
    `new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})})()`
  );
}

/**
 * The head's external scripts become low-priority preloads, and one inline script at the end of the body starts them
 * after the first paint. Other tags (styles, inline scripts) stay as they are.
 */
export function paintFirstTags(headTags: HtmlTagObject[]): { head: HtmlTagObject[]; body: HtmlTagObject[] } {
  const sources: string[] = [];
  const head = headTags.map((tag) => {
    const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
    if (typeof src !== 'string') return tag;
    sources.push(src);
    return HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: src });
  });
  if (sources.length === 0) return { head, body: [] };
  return { head, body: [HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaint(sources))] };
}

export class PaintFirstPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (groups) => {
        const { head, body } = paintFirstTags(groups.headTags);
        return { ...groups, headTags: head, bodyTags: [...groups.bodyTags, ...body] };
      });
    });
  }
}
