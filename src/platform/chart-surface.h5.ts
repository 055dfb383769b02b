import Taro from '@tarojs/taro';

import type { ChartSurface } from './chart-surface';

export type { ChartSurface } from './chart-surface';

const canvasIn = (host: HTMLElement): HTMLCanvasElement | null => (host instanceof HTMLCanvasElement ? host : host.querySelector('canvas'));

/** The element's inner `<canvas>`, as soon as Taro's component has put it there (given up after 5 s). */
function innerCanvas(host: HTMLElement): Promise<HTMLCanvasElement | null> {
  const now = canvasIn(host);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(canvasIn(host));
    };
    const observer = new MutationObserver(() => {
      if (canvasIn(host)) done();
    });
    observer.observe(host, { childList: true, subtree: true });
    const timer = setTimeout(done, 5000);
  });
}

/**
 * H5: the `<canvas>` inside Taro's canvas element, read from the DOM as soon as the element has rendered it. Taro's
 * selector query would wait for its own next tick, which in H5 polls for up to 100 ms before answering (twice with
 * the tick before it): on a six-chart panel that was most of the time between the figures' answer and the picture.
 */
export async function chartSurface(id: string): Promise<ChartSurface | null> {
  const host = document.getElementById(id) as (HTMLElement & { componentOnReady?: () => Promise<unknown> }) | null;
  if (!host) {
    console.warn('[chart] no canvas element', id);
    return null;
  }
  await host.componentOnReady?.();
  const canvas = await innerCanvas(host);
  const { width, height } = (canvas ?? host).getBoundingClientRect();
  const ctx = canvas?.getContext('2d') ?? null;
  if (!canvas || !ctx || width <= 0 || height <= 0) {
    console.warn('[chart] canvas not ready', id, { canvas: !!canvas, ctx: !!ctx, width, height });
    return null;
  }
  let ratio = 1;
  try {
    ratio = Taro.getWindowInfo().pixelRatio || window.devicePixelRatio || 1;
  } catch {
    ratio = window.devicePixelRatio || 1;
  }
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  return { ctx, width, height };
}
