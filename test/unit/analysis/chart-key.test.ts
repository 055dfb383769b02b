import { CHART_PALETTE, chartIsEmpty, chartLegend, figureReadout, figureRows, LEGEND_MAX, markColors, type FigureRow } from '@/domain/analysis';

const EXPENSE = [
  { key: 'a', label: '差旅', values: [1280.5, 1] },
  { key: 'b', label: '招待', values: [560, 1] },
  { key: 'c', label: '办公', values: [89.9, 1] },
];
const AMOUNT = { name: '报销金额', agg: 'sum' as const };

describe('markColors (Okabe–Ito, one colour per mark)', () => {
  const [blue, orange, green, red] = CHART_PALETTE;
  it.each<{ case: string; n: number; expected: (string | undefined)[] }>([
    { case: 'nothing', n: 0, expected: [] },
    { case: 'three slices take the first three', n: 3, expected: [blue, orange, green] },
    { case: 'eight take all eight', n: 8, expected: [...CHART_PALETTE] },
    { case: 'a ninth would touch the first in its colour: it takes the second', n: 9, expected: [...CHART_PALETTE, orange] },
    { case: 'ten repeat from the start (the tenth differs from the first)', n: 10, expected: [...CHART_PALETTE, blue, orange] },
    { case: 'seventeen: the last again avoids the first', n: 17, expected: [...CHART_PALETTE, ...CHART_PALETTE, orange] },
    { case: 'four', n: 4, expected: [blue, orange, green, red] },
  ])('$case', ({ n, expected }) => {
    expect(markColors(n)).toEqual(expected);
  });

  it('no two neighbours of a pie share a colour, whatever the count', () => {
    for (let n = 2; n <= 40; n++) {
      const c = markColors(n);
      c.forEach((color, i) => expect([n, i, color]).not.toEqual([n, i, c[(i + 1) % n]]));
    }
  });
});

describe('figureRows (the table)', () => {
  it.each<{ case: string; kind: 'pie' | 'bar' | 'table'; group: 'month' | null; rows: { key: string | null; label: string; values: number[] }[]; expected: FigureRow[] }>([
    {
      case: 'a pie: each row with its share of the first measure',
      kind: 'pie',
      group: null,
      rows: EXPENSE,
      expected: [
        { label: '差旅', values: [1280.5, 1], share: 66.3 },
        { label: '招待', values: [560, 1], share: 29 },
        { label: '办公', values: [89.9, 1], share: 4.7 },
      ],
    },
    { case: 'a bar: no shares', kind: 'bar', group: null, rows: EXPENSE.slice(0, 1), expected: [{ label: '差旅', values: [1280.5, 1] }] },
    { case: 'months named by their grouping', kind: 'table', group: 'month', rows: [{ key: '2026-02', label: '2026-02', values: [3] }], expected: [{ label: '2026年2月', values: [3] }] },
    { case: 'no value given reads as 未填写 (the server’s label)', kind: 'pie', group: null, rows: [{ key: null, label: '未填写', values: [] }], expected: [{ label: '未填写', values: [], share: 0 }] },
  ])('$case', ({ kind, group, rows, expected }) => {
    expect(figureRows(rows, group, kind)).toEqual(expected);
  });
});

describe('chartIsEmpty', () => {
  const rows = (...values: number[]): FigureRow[] => values.map((v, i) => ({ label: String(i), values: [v] }));
  it.each<{ case: string; kind: 'pie' | 'line' | 'bar'; rows: FigureRow[]; expected: boolean }>([
    { case: 'no rows, a pie', kind: 'pie', rows: [], expected: true },
    { case: 'no rows, a line', kind: 'line', rows: [], expected: true },
    { case: 'a pie of zeros has no slice', kind: 'pie', rows: rows(0, 0), expected: true },
    { case: 'a pie of negatives has no slice', kind: 'pie', rows: rows(-1, 0), expected: true },
    { case: 'a pie with one positive part', kind: 'pie', rows: rows(0, 2), expected: false },
    { case: 'a line of zeros is drawn (nothing happened is a figure)', kind: 'line', rows: rows(0, 0), expected: false },
    { case: 'a bar of zeros is drawn', kind: 'bar', rows: rows(0), expected: false },
  ])('$case', ({ kind, rows: r, expected }) => {
    expect(chartIsEmpty(kind, r)).toBe(expected);
  });
});

describe('chartLegend', () => {
  it('a pie names each slice in order with its colour, value and share', () => {
    const legend = chartLegend('pie', figureRows(EXPENSE, null, 'pie'), AMOUNT);
    expect(legend).toEqual({
      entries: [
        { index: 0, label: '差旅', color: CHART_PALETTE[0], value: '1,280.5', share: '66.3%' },
        { index: 1, label: '招待', color: CHART_PALETTE[1], value: '560', share: '29.0%' },
        { index: 2, label: '办公', color: CHART_PALETTE[2], value: '89.9', share: '4.7%' },
      ],
      more: 0,
    });
  });

  it('a count pie prints whole numbers; a zero slice is listed with 0.0%', () => {
    const rows = figureRows([{ key: 'm', label: '男', values: [2] }, { key: 'f', label: '女', values: [0] }], null, 'pie');
    expect(chartLegend('pie', rows, { name: '人数', agg: 'count' }).entries.map((e) => [e.label, e.value, e.share])).toEqual([
      ['男', '2', '100.0%'],
      ['女', '0', '0.0%'],
    ]);
  });

  it(`a pie of many slices lists the first ${LEGEND_MAX} and counts the rest`, () => {
    const rows = figureRows(Array.from({ length: 31 }, (_, i) => ({ key: null, label: `${i + 1}日`, values: [1] })), null, 'pie');
    const legend = chartLegend('pie', rows, AMOUNT);
    expect(legend.entries).toHaveLength(LEGEND_MAX);
    expect(legend.entries[LEGEND_MAX - 1]!.label).toBe(`${LEGEND_MAX}日`);
    expect(legend.more).toBe(31 - LEGEND_MAX);
  });

  it.each(['line', 'bar'] as const)('a %s names its series in the first colour', (kind) => {
    expect(chartLegend(kind, figureRows(EXPENSE, null, kind), AMOUNT)).toEqual({ entries: [{ index: null, label: '报销金额', color: CHART_PALETTE[0] }], more: 0 });
  });
});

describe('figureReadout (what a tap shows)', () => {
  it.each<{ case: string; row: FigureRow; agg: 'sum' | 'count' | 'avg'; expected: string }>([
    { case: 'a slice with its share', row: { label: '差旅', values: [1280.5], share: 66.3 }, agg: 'sum', expected: '差旅：1,280.5（66.3%）' },
    { case: 'a whole share keeps its decimal', row: { label: '招待', values: [560], share: 29 }, agg: 'sum', expected: '招待：560（29.0%）' },
    { case: 'a bar', row: { label: '03-09起', values: [4] }, agg: 'count', expected: '03-09起：4' },
    { case: 'an average, two decimals', row: { label: '2026年3月', values: [10 / 3] }, agg: 'avg', expected: '2026年3月：3.33' },
  ])('$case', ({ row, agg, expected }) => {
    expect(figureReadout(row, agg)).toBe(expected);
  });
});
