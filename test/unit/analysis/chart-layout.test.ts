import { barLayout, lineLayout, markLabels, nearestIndex, niceTicks, pieHit, pieLayout, sparseLabels, textWidth } from '@/domain/analysis';

const SIZE = { width: 300, height: 200 };

describe('niceTicks', () => {
  it.each<{ case: string; values: number[]; expected: number[] }>([
    { case: 'amounts up to 1280.5', values: [1280.5, 560, 89.9], expected: [0, 500, 1000, 1500] },
    { case: 'small counts', values: [1, 2, 1], expected: [0, 0.5, 1, 1.5, 2] },
    { case: 'an exact top stays the top', values: [100], expected: [0, 50, 100] },
    { case: 'negative values reach below zero', values: [-30, 70], expected: [-50, 0, 50, 100] },
    { case: 'all zero', values: [0, 0], expected: [0, 1] },
    { case: 'nothing', values: [], expected: [0, 1] },
  ])('$case', ({ values, expected }) => {
    expect(niceTicks(values)).toEqual(expected);
  });
});

describe('line and bar layout', () => {
  it('points run from the left of the plot to the right; the highest value is highest', () => {
    const { points, plot, ticks } = lineLayout(['a', 'b', 'c'], [10, 30, 20], SIZE);
    expect(points[0]!.x).toBe(plot.left);
    expect(points[2]!.x).toBe(plot.right);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(ticks[0]!.y).toBe(plot.bottom);
  });

  it('one point sits in the middle', () => {
    const { points, plot } = lineLayout(['a'], [5], SIZE);
    expect(points[0]!.x).toBe((plot.left + plot.right) / 2);
  });

  it('bars stand on zero and their heights follow the values', () => {
    const { bars, plot } = barLayout(['a', 'b'], [50, 100], SIZE);
    expect(bars[0]!.y + bars[0]!.height).toBeCloseTo(plot.bottom);
    expect(bars[1]!.height).toBeCloseTo(bars[0]!.height * 2);
  });

  it('at most six x labels, the first and the last always', () => {
    const labels = Array.from({ length: 31 }, (_, i) => `d${i + 1}`);
    const picked = sparseLabels(labels, labels.map((_, i) => i), 6).map((l) => l.text);
    expect(picked).toHaveLength(6);
    expect(picked[0]).toBe('d1');
    expect(picked.at(-1)).toBe('d31');
  });
});

describe('markLabels (values printed at their marks)', () => {
  it('each bar’s value above it, centred, with the aggregation’s decimals; a negative bar’s below it', () => {
    const chart = barLayout(['上门', '电话', '退款'], [1280.5, 560, -89.9], SIZE);
    const labels = markLabels(chart, [1280.5, 560, -89.9], 'sum');
    expect(labels.map((l) => [l.text, l.below])).toEqual([
      ['1,280.5', false],
      ['560', false],
      ['-89.9', true],
    ]);
    chart.bars.forEach((b, i) => expect(labels[i]!.x).toBe(b.x + b.width / 2));
    expect(labels[0]!.y).toBeLessThan(chart.bars[0]!.y);
    expect(labels[2]!.y).toBeGreaterThan(chart.bars[2]!.y + chart.bars[2]!.height);
    // The highest value's label stays inside the canvas.
    expect(labels[0]!.y - 11).toBeGreaterThanOrEqual(0);
  });

  it('each point’s value above it; counts whole', () => {
    const chart = lineLayout(['1月', '2月', '3月'], [3, 50, 5], SIZE);
    expect(markLabels(chart, [3, 50, 5], 'count').map((l) => [l.text, l.y])).toEqual(chart.points.map((p, i) => [['3', '50', '5'][i], p.y - 6]));
  });

  it('the last point’s value and the last month stay inside the canvas, the middle ones on their marks', () => {
    const chart = lineLayout(['2026年2月', '2026年3月', '2026年4月'], [1280.5, 560, 89.9], SIZE);
    const labels = markLabels(chart, [1280.5, 560, 89.9], 'sum');
    expect(labels[1]!.x).toBe(chart.points[1]!.x);
    expect(labels[2]!.x + textWidth('89.9') / 2).toBeLessThanOrEqual(SIZE.width);
    expect(labels[2]!.x).toBeLessThan(chart.points[2]!.x);
    const last = chart.xLabels.at(-1)!;
    expect(last.x + textWidth('2026年4月') / 2).toBeLessThanOrEqual(SIZE.width);
    expect(chart.xLabels[0]!.x).toBe(chart.points[0]!.x);
  });

  it.each<{ case: string; n: number; value: number; expected: number }>([
    { case: 'six marks: every one named on the axis, every value printed', n: 6, value: 12, expected: 6 },
    { case: 'seven marks: the axis skips some, so no values are printed', n: 7, value: 12, expected: 0 },
    { case: 'values wider than the room between marks would overlap: none', n: 6, value: 1234567.89, expected: 0 },
    { case: 'one wide value has the whole plot', n: 1, value: 1234567.89, expected: 1 },
    { case: 'no marks', n: 0, value: 1, expected: 0 },
  ])('$case', ({ n, value, expected }) => {
    const values = Array.from({ length: n }, () => value);
    expect(markLabels(barLayout(values.map(String), values, SIZE), values, 'sum')).toHaveLength(expected);
  });
});

describe('hits', () => {
  it.each<{ case: string; x: number; y: number; expected: number | null }>([
    { case: 'right of the centre is the first slice (from 12 o’clock clockwise, 66.3%)', x: 200, y: 100, expected: 0 },
    { case: 'just left of 12 o’clock is the last slice', x: 148, y: 30, expected: 2 },
    { case: 'below-left is still the first (it ends at 148.8°)', x: 110, y: 150, expected: 0 },
    { case: 'left, a little above the centre (200°), is the second slice', x: 112, y: 86, expected: 1 },
    { case: 'outside the circle is nothing', x: 5, y: 5, expected: null },
  ])('pie: $case', ({ x, y, expected }) => {
    expect(pieHit(pieLayout([1280.5, 560, 89.9], SIZE), x, y)).toBe(expected);
  });

  it('a zero slice is never hit', () => {
    const layout = pieLayout([0, 1], SIZE);
    expect(pieHit(layout, 200, 100)).toBe(1);
  });

  it.each<{ case: string; x: number; y: number; expected: number | null }>([
    { case: 'nearest along x', x: 140, y: 100, expected: 1 },
    { case: 'the last', x: 290, y: 100, expected: 2 },
    { case: 'far outside the plot', x: 140, y: 400, expected: null },
  ])('points: $case', ({ x, y, expected }) => {
    expect(nearestIndex([50, 150, 250], { left: 40, top: 10, right: 290, bottom: 170 }, x, y)).toBe(expected);
  });
});
