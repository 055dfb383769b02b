/** H5: a click (a tap on a phone) on the inner `<canvas>`: its offset is relative to the canvas. */
export function chartTapProps(onPoint: (x: number, y: number) => void): Record<string, unknown> {
  return {
    onClick: (event: { nativeEvent?: { offsetX?: number; offsetY?: number } }) => {
      const native = event.nativeEvent;
      if (native && typeof native.offsetX === 'number' && typeof native.offsetY === 'number') onPoint(native.offsetX, native.offsetY);
    },
  };
}
