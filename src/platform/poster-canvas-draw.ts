import Taro from '@tarojs/taro';

import type { PosterOp } from '../domain/share/poster';

/**
 * Draws a poster plan on a `<Canvas canvasId>` with Taro's canvas context (the same API on H5 and in the mini
 * program). Resolves false when the canvas is not available (e.g. a test renderer without one).
 */
export function drawPoster(canvasId: string, ops: readonly PosterOp[], scope?: unknown): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const ctx = Taro.createCanvasContext(canvasId, scope as never);
      // H5's context names its <canvas> (absent while the canvas element is not rendered yet); the mini program's
      // has no such field.
      const h5Canvas = ctx && 'canvas' in ctx ? (ctx as { canvas?: unknown }).canvas : true;
      if (!ctx || typeof ctx.draw !== 'function' || !h5Canvas) {
        resolve(false);
        return;
      }
      for (const op of ops) {
        if (op.kind === 'rect') {
          ctx.setFillStyle(op.color);
          ctx.fillRect(op.x, op.y, op.w, op.h);
        } else {
          ctx.setFillStyle(op.color);
          ctx.setFontSize(op.size);
          ctx.setTextAlign(op.align);
          ctx.fillText(op.text, op.x, op.y);
        }
      }
      ctx.draw(false, () => resolve(true));
      // Some renderers never call back: the drawing is done once draw() returns.
      setTimeout(() => resolve(true), 500);
    } catch (error) {
      console.warn('[poster] drawing failed', error);
      resolve(false);
    }
  });
}
