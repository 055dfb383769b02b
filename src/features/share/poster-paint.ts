import type { PosterOp } from '../../domain/share/poster';

/** The calls of a standard 2D context the poster needs: the browser's canvas and the mini program's type="2d" one. */
export interface Paint2D {
  fillStyle: unknown;
  font: string;
  textAlign: 'center' | 'left' | 'right' | 'start' | 'end';
  scale(x: number, y: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
}

/** Paints a poster plan (CSS pixels) on a canvas `scale` times larger: the device's pixels, so the QR stays sharp. */
export function paintPoster(ctx: Paint2D, ops: readonly PosterOp[], scale: number): void {
  ctx.scale(scale, scale);
  for (const op of ops) {
    ctx.fillStyle = op.color;
    if (op.kind === 'rect') ctx.fillRect(op.x, op.y, op.w, op.h);
    else {
      ctx.font = `${op.size}px sans-serif`;
      ctx.textAlign = op.align;
      ctx.fillText(op.text, op.x, op.y);
    }
  }
}
