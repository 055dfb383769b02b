// Where each mark of a chart goes, and which mark a tap hits: pure geometry for the panel's line, bar and pie
// charts, so the drawing code only strokes what is laid out here (and both targets draw the same picture).
import { formatFigure, type Aggregation } from './figures';

export interface Size {
  width: number;
  height: number;
}

export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Tick {
  value: number;
  y: number;
}

export interface AxisLabel {
  x: number;
  text: string;
}

/** Room for the value axis on the left, the labels below, and a value printed above the highest mark. */
const PLOT_PADDING = { left: 44, top: 18, right: 12, bottom: 28 } as const;
const TICK_COUNT = 4;

/**
 * Round tick values from the lowest to the highest value (0 always included): steps of 1, 2 or 5 × 10^n.
 * All zero (or nothing) gives 0 and 1.
 */
export function niceTicks(values: readonly number[], count = TICK_COUNT): number[] {
  const finite = values.filter(Number.isFinite);
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  if (hi === lo) return [0, 1];
  const raw = (hi - lo) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  // Steps are built by multiplication so 0.1 + 0.2 drift never adds a tick.
  for (let i = 0; first + i * step < hi + step * 1e-9 || ticks.length < 2; i++) ticks.push(Number((first + i * step).toPrecision(12)));
  if (ticks[ticks.length - 1]! < hi) ticks.push(Number((first + ticks.length * step).toPrecision(12)));
  return ticks;
}

function plotOf(size: Size): Plot {
  return { left: PLOT_PADDING.left, top: PLOT_PADDING.top, right: size.width - PLOT_PADDING.right, bottom: size.height - PLOT_PADDING.bottom };
}

function valueScale(ticks: readonly number[], plot: Plot) {
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  return (v: number) => plot.bottom - ((v - lo) / (hi - lo || 1)) * (plot.bottom - plot.top);
}

/** The x labels to print: at most `max`, spread evenly, always the first and the last. */
export function sparseLabels(labels: readonly string[], xs: readonly number[], max: number): AxisLabel[] {
  if (labels.length <= max) return labels.map((text, i) => ({ x: xs[i]!, text }));
  const step = (labels.length - 1) / (max - 1);
  const picked = new Set(Array.from({ length: max }, (_, i) => Math.round(i * step)));
  return [...picked].map((i) => ({ x: xs[i]!, text: labels[i]! }));
}

const MAX_X_LABELS = 6;

/** About how wide a text prints in the charts' 11 px font: a Chinese character 1 em, digits and signs about 0.6 em. */
export const textWidth = (text: string): number => [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 11 : 6.6), 0);

/** Labels centred on their marks, moved in where the first or last would run off the canvas (2026年4月 at the edge). */
function keptInside<T extends { x: number; text: string }>(labels: T[], width: number): T[] {
  return labels.map((l) => {
    const half = textWidth(l.text) / 2;
    return { ...l, x: Math.max(half, Math.min(width - half, l.x)) };
  });
}

export interface LineLayout {
  plot: Plot;
  ticks: Tick[];
  points: { x: number; y: number }[];
  xLabels: AxisLabel[];
}

export function lineLayout(labels: readonly string[], values: readonly number[], size: Size): LineLayout {
  const plot = plotOf(size);
  const tickValues = niceTicks(values);
  const y = valueScale(tickValues, plot);
  const n = values.length;
  const xs = values.map((_, i) => (n === 1 ? (plot.left + plot.right) / 2 : plot.left + (i * (plot.right - plot.left)) / (n - 1)));
  return {
    plot,
    ticks: tickValues.map((value) => ({ value, y: y(value) })),
    points: values.map((v, i) => ({ x: xs[i]!, y: y(Number.isFinite(v) ? v : 0) })),
    xLabels: keptInside(sparseLabels(labels, xs, MAX_X_LABELS), size.width),
  };
}

export interface BarLayout {
  plot: Plot;
  ticks: Tick[];
  bars: { x: number; y: number; width: number; height: number }[];
  xLabels: AxisLabel[];
}

export function barLayout(labels: readonly string[], values: readonly number[], size: Size): BarLayout {
  const plot = plotOf(size);
  const tickValues = niceTicks(values);
  const y = valueScale(tickValues, plot);
  const n = Math.max(1, values.length);
  const slot = (plot.right - plot.left) / n;
  const width = Math.max(1, Math.min(slot * 0.6, 48));
  const zero = y(0);
  const bars = values.map((v, i) => {
    const top = y(Number.isFinite(v) ? v : 0);
    return { x: plot.left + slot * i + (slot - width) / 2, y: Math.min(top, zero), width, height: Math.abs(zero - top) };
  });
  return {
    plot,
    ticks: tickValues.map((value) => ({ value, y: y(value) })),
    bars,
    xLabels: keptInside(sparseLabels(labels, bars.map((b) => b.x + b.width / 2), MAX_X_LABELS), size.width),
  };
}

export interface PieLayout {
  cx: number;
  cy: number;
  radius: number;
  /** Angles in radians, clockwise from 12 o'clock (canvas angles: start at -π/2). */
  slices: { start: number; end: number }[];
}

const TURN = Math.PI * 2;
const TOP = -Math.PI / 2;

/** Slices of the positive values, clockwise from the top; a value of 0 (or negative) gets an empty slice. */
export function pieLayout(values: readonly number[], size: Size): PieLayout {
  const positive = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = positive.reduce((a, b) => a + b, 0);
  let at = TOP;
  const slices = positive.map((v) => {
    const start = at;
    at += total === 0 ? 0 : (v / total) * TURN;
    return { start, end: at };
  });
  return { cx: size.width / 2, cy: size.height / 2, radius: Math.max(0, Math.min(size.width, size.height) / 2 - 8), slices };
}

/** The slice under a point, or null (outside the circle, or no slice there). */
export function pieHit(layout: PieLayout, x: number, y: number): number | null {
  const dx = x - layout.cx;
  const dy = y - layout.cy;
  if (dx * dx + dy * dy > layout.radius * layout.radius) return null;
  let angle = Math.atan2(dy, dx);
  if (angle < TOP) angle += TURN;
  const i = layout.slices.findIndex((s) => s.end > s.start && angle >= s.start && angle < s.end);
  return i < 0 ? null : i;
}

/** The point or bar nearest to a tap along x, when the tap is inside the plot (with a little slack). */
export function nearestIndex(xs: readonly number[], plot: Plot, x: number, y: number): number | null {
  const slack = 16;
  if (xs.length === 0 || x < plot.left - slack || x > plot.right + slack || y < plot.top - slack || y > plot.bottom + slack) return null;
  let best = 0;
  xs.forEach((px, i) => {
    if (Math.abs(px - x) < Math.abs(xs[best]! - x)) best = i;
  });
  return best;
}

/** A value printed at its mark: `y` is the text's bottom (above a mark) or top (below a negative bar). */
export interface MarkLabel {
  x: number;
  y: number;
  text: string;
  below: boolean;
}

const LABEL_GAP = 6;

/**
 * Each value printed at its point or bar, so a short chart names every figure without a tap: only when every
 * category is named on the axis too (at most the axis's label count) and no two values would overlap; otherwise
 * none (a tap or the table gives them).
 */
export function markLabels(chart: LineLayout | BarLayout, values: readonly number[], agg: Aggregation): MarkLabel[] {
  const marks = 'points' in chart ? chart.points.map((p) => ({ x: p.x, top: p.y, bottom: p.y })) : chart.bars.map((b) => ({ x: b.x + b.width / 2, top: b.y, bottom: b.y + b.height }));
  if (marks.length === 0 || marks.length > MAX_X_LABELS) return [];
  const texts = marks.map((_, i) => formatFigure(values[i] ?? 0, agg));
  const room = marks.length === 1 ? chart.plot.right - chart.plot.left : marks[1]!.x - marks[0]!.x;
  if (texts.some((t) => textWidth(t) + LABEL_GAP > room)) return [];
  const labels = marks.map((m, i) => {
    const below = (values[i] ?? 0) < 0 && !('points' in chart);
    return { x: m.x, y: below ? m.bottom + LABEL_GAP : m.top - LABEL_GAP, text: texts[i]!, below };
  });
  return keptInside(labels, chart.plot.right + PLOT_PADDING.right);
}
