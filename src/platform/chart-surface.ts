import Taro from '@tarojs/taro';

/**
 * A `type="2d"` canvas ready to draw on: its 2D context scaled to the device pixels, and its size in CSS pixels.
 * In the mini program a selector query reaches the canvas node; H5 reads its inner `<canvas>` directly (chart-surface.h5.ts).
 * Null when the node cannot be had (an old base library, a test renderer without canvas).
 */
export interface ChartSurface {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
}

interface CanvasNode {
  width: number;
  height: number;
  getContext(type: '2d'): CanvasRenderingContext2D | null;
}

const pixelRatio = (): number => {
  try {
    return Taro.getWindowInfo().pixelRatio || 1;
  } catch {
    return 1;
  }
};

/** Once the page has rendered the canvas (Taro's next tick), its node and size from a selector query. */
export function chartSurface(id: string): Promise<ChartSurface | null> {
  return new Promise((resolve) => Taro.nextTick(() => querySurface(id, resolve)));
}

function querySurface(id: string, resolve: (s: ChartSurface | null) => void): void {
  try {
    // Node and size in two entries: Taro H5 answers a node request with the node alone.
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true })
      .select(`#${id}`)
      .fields({ size: true })
      .exec((res) => {
        const [withNode, withSize] = (res ?? []) as ({ node?: CanvasNode | null; width?: number; height?: number } | null)[];
        const node = withNode?.node;
        const width = withSize?.width ?? 0;
        const height = withSize?.height ?? 0;
        const ctx = node && typeof node.getContext === 'function' ? node.getContext('2d') : null;
        if (!node || !ctx || width <= 0 || height <= 0) {
          console.warn('[chart] canvas not ready', id, { node: !!node, ctx: !!ctx, width, height });
          return resolve(null);
        }
        const ratio = pixelRatio();
        node.width = Math.round(width * ratio);
        node.height = Math.round(height * ratio);
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        resolve({ ctx, width, height });
      });
  } catch (error) {
    console.warn('[chart] no canvas', error);
    resolve(null);
  }
}
