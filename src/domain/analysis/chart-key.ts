// What a chart says besides its marks (issue 39 item 2, "charts that explain themselves"): the figures as rows (the
// table, and the pie's shares), the colour of each mark, the legend naming each slice or series, and when a widget
// has nothing to draw. Pure, so both targets and the table show the same words and numbers.
import { periodLabel, type Grouping } from './date-range';
import { formatFigure, formatShare, sharesOf, type Aggregation } from './figures';

/**
 * The Okabe–Ito colours (Okabe & Ito, "Color Universal Design", 2008): eight colours that people with any common
 * colour-vision deficiency still tell apart, here in the order the charts use them (blue first, the app's own hue;
 * yellow and black last, as they sit worst beside the white card). A canvas cannot read CSS variables in the mini
 * program, so this is the one place every chart and legend takes its colours from.
 */
export const CHART_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#CC79A7', '#56B4E9', '#F0E442', '#000000'] as const;

/**
 * The palette colour of each of `n` marks in order. Past eight the colours repeat; a pie's last slice touches its
 * first, so when both would get the same colour the last takes the next one (its other neighbour is the eighth).
 */
export function markColors(n: number): string[] {
  const k = CHART_PALETTE.length;
  const at = Array.from({ length: Math.max(0, n) }, (_, i) => i % k);
  if (n > k && (n - 1) % k === 0) at[n - 1] = 1;
  return at.map((i) => CHART_PALETTE[i]!);
}

export type WidgetKind = 'number' | 'line' | 'bar' | 'pie' | 'table';

/** One figure of a widget as its table shows it: the row's name, its values (one per measure), a pie's share. */
export interface FigureRow {
  label: string;
  values: number[];
  /** Percent of the pie, one decimal; pies only. */
  share?: number;
}

/** The rows of a widget's table: dates named by their grouping, and for a pie each first value's share. */
export function figureRows(rows: readonly { key: string | null; label: string; values: number[] }[], group: Grouping | null, kind: WidgetKind): FigureRow[] {
  const shares = kind === 'pie' ? sharesOf(rows.map((r) => r.values[0] ?? 0)) : null;
  return rows.map((r, i) => ({ label: periodLabel(r.key, r.label, group), values: r.values, ...(shares ? { share: shares[i] } : {}) }));
}

/**
 * Nothing to draw: no rows, or a pie whose values hold no positive part (every slice would be empty). A line or bar
 * of zeros is still a figure (nothing happened) and is drawn.
 */
export function chartIsEmpty(kind: WidgetKind, rows: readonly FigureRow[]): boolean {
  if (rows.length === 0) return true;
  return kind === 'pie' && !rows.some((r) => Number.isFinite(r.values[0]) && r.values[0]! > 0);
}

/** One entry of a chart's legend; `index` is the figure it picks (null: the series as a whole). */
interface LegendEntry {
  index: number | null;
  label: string;
  color: string;
  value?: string;
  share?: string;
}

/** A pie's legend lists this many slices at most; the rest are in the table (a legend of 365 days helps nobody). */
export const LEGEND_MAX = 12;

export interface ChartLegend {
  entries: LegendEntry[];
  /** Slices left out of the legend (read them in the table). */
  more: number;
}

/**
 * The legend of a chart. A pie: one entry per slice in the slices' clockwise order, its colour, value and share (a
 * slice of 0 is listed too: it is a figure, drawn as nothing). A line or bar: the series it draws (the first
 * measure), named, in its colour; its categories are named along the axis and its values by the marks' labels.
 */
export function chartLegend(kind: 'line' | 'bar' | 'pie', rows: readonly FigureRow[], measure: { name: string; agg: Aggregation }): ChartLegend {
  if (kind !== 'pie') return { entries: [{ index: null, label: measure.name, color: CHART_PALETTE[0] }], more: 0 };
  const colors = markColors(rows.length);
  const entries = rows.slice(0, LEGEND_MAX).map((r, i) => ({
    index: i,
    label: r.label,
    color: colors[i]!,
    value: formatFigure(r.values[0] ?? 0, measure.agg),
    share: formatShare(r.share ?? 0),
  }));
  return { entries, more: Math.max(0, rows.length - LEGEND_MAX) };
}

/** What a picked figure reads out: `差旅：1,280.5（66.3%）`. */
export function figureReadout(row: FigureRow, agg: Aggregation): string {
  return `${row.label}：${formatFigure(row.values[0] ?? 0, agg)}${row.share !== undefined ? `（${formatShare(row.share)}）` : ''}`;
}
