/** Where a tap landed on the canvas, in CSS pixels: canvas touch events carry x and y relative to the canvas. */
export function chartTapProps(onPoint: (x: number, y: number) => void): Record<string, unknown> {
  return {
    onTouchEnd: (event: { changedTouches?: { x?: number; y?: number }[] }) => {
      const touch = event.changedTouches?.[0];
      if (touch && typeof touch.x === 'number' && typeof touch.y === 'number') onPoint(touch.x, touch.y);
    },
  };
}
