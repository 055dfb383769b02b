/** Where a tap landed on a chart, in CSS pixels from the canvas's corner; `canvas` props go on the canvas, `frame` props on the view around it. */
export interface ChartTapProps {
  canvas: Record<string, unknown>;
  frame: Record<string, unknown>;
}

/** Mini program: canvas touch events carry x and y relative to the canvas. */
export function chartTapProps(onPoint: (x: number, y: number) => void): ChartTapProps {
  return {
    canvas: {
      onTouchEnd: (event: { changedTouches?: { x?: number; y?: number }[] }) => {
        const touch = event.changedTouches?.[0];
        if (touch && typeof touch.x === 'number' && typeof touch.y === 'number') onPoint(touch.x, touch.y);
      },
    },
    frame: {},
  };
}
