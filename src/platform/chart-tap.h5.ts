import type { ChartTapProps } from './chart-tap';

/**
 * H5: Taro's canvas element passes no events of its own; a click (a tap on a phone) reaches the view around it from
 * the inner `<canvas>`, and its offset is relative to that canvas. Taro's H5 components hand their handlers the DOM
 * event itself (React's own elements a synthetic one with `nativeEvent`): both are read.
 */
export function chartTapProps(onPoint: (x: number, y: number) => void): ChartTapProps {
  return {
    canvas: {},
    frame: {
      onClick: (event: { nativeEvent?: Partial<MouseEvent> } & Partial<MouseEvent>) => {
        const native = event.nativeEvent ?? event;
        if (native && native.target instanceof HTMLCanvasElement && typeof native.offsetX === 'number' && typeof native.offsetY === 'number') onPoint(native.offsetX, native.offsetY);
      },
    },
  };
}
