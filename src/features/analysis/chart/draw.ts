/**
 * Draws a laid-out chart (domain/analysis chart-layout) on a Canvas 2D context: the same calls on the H5 `<canvas>`
 * and on the mini program's `type="2d"` canvas node. Nothing here measures or decides; it strokes and fills.
 */
import { CHART_COLORS } from './palette';
import {
  barLayout,
  CHART_PALETTE,
  formatFigure,
  lineLayout,
  markColors,
  markLabels,
  pieLayout,
  type Aggregation,
  type AxisLabel,
  type BarLayout,
  type LineLayout,
  type PieLayout,
  type Plot,
  type Size,
  type Tick,
} from '../../../domain/analysis';

/** The part of CanvasRenderingContext2D the charts use (both targets have it). */
export interface Ctx2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  closePath(): void;
  stroke(): void;
  fill(): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number): void;
}

export type ChartKind = 'line' | 'bar' | 'pie';

export interface ChartData {
  labels: string[];
  values: number[];
  agg: Aggregation;
}

export type ChartLayout = { kind: 'line'; layout: LineLayout } | { kind: 'bar'; layout: BarLayout } | { kind: 'pie'; layout: PieLayout };

export function layoutChart(kind: ChartKind, data: ChartData, size: Size): ChartLayout {
  if (kind === 'line') return { kind, layout: lineLayout(data.labels, data.values, size) };
  if (kind === 'bar') return { kind, layout: barLayout(data.labels, data.values, size) };
  return { kind, layout: pieLayout(data.values, size) };
}

const FONT = '11px sans-serif';

function axes(ctx: Ctx2D, plot: Plot, ticks: Tick[], xLabels: AxisLabel[], agg: Aggregation): void {
  ctx.lineWidth = 1;
  ctx.font = FONT;
  ctx.fillStyle = CHART_COLORS.text;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const t of ticks) {
    ctx.strokeStyle = CHART_COLORS.grid;
    ctx.beginPath();
    ctx.moveTo(plot.left, t.y);
    ctx.lineTo(plot.right, t.y);
    ctx.stroke();
    ctx.fillText(formatFigure(t.value, agg === 'count' ? 'sum' : agg), plot.left - 6, t.y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const l of xLabels) ctx.fillText(l.text, l.x, plot.bottom + 8);
}

/** The values at their marks, where they fit (domain markLabels). */
function values(ctx: Ctx2D, chart: LineLayout | BarLayout, data: ChartData): void {
  ctx.font = FONT;
  ctx.fillStyle = CHART_COLORS.text;
  ctx.textAlign = 'center';
  for (const l of markLabels(chart, data.values, data.agg)) {
    ctx.textBaseline = l.below ? 'top' : 'bottom';
    ctx.fillText(l.text, l.x, l.y);
  }
}

/** A single series in the palette's first colour; the picked mark in its second (and larger, or outlined). */
const SERIES = CHART_PALETTE[0];
const PICKED = CHART_PALETTE[1];

/** Draws the chart; `selected` (a point, bar or slice) is drawn emphasised. */
export function drawChart(ctx: Ctx2D, chart: ChartLayout, data: ChartData, size: Size, selected: number | null): void {
  ctx.clearRect(0, 0, size.width, size.height);
  if (chart.kind === 'line') {
    const { plot, ticks, points, xLabels } = chart.layout;
    axes(ctx, plot, ticks, xLabels, data.agg);
    values(ctx, chart.layout, data);
    ctx.strokeStyle = SERIES;
    ctx.lineWidth = 2;
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.stroke();
    // Dots only where they can still be told apart.
    if (points.length <= 60 || selected !== null) {
      points.forEach((p, i) => {
        if (points.length > 60 && i !== selected) return;
        ctx.fillStyle = i === selected ? PICKED : SERIES;
        ctx.beginPath();
        ctx.arc(p.x, p.y, i === selected ? 5 : 3, 0, Math.PI * 2);
        ctx.fill();
      });
    }
    return;
  }
  if (chart.kind === 'bar') {
    const { plot, ticks, bars, xLabels } = chart.layout;
    axes(ctx, plot, ticks, xLabels, data.agg);
    values(ctx, chart.layout, data);
    bars.forEach((b, i) => {
      ctx.fillStyle = i === selected ? PICKED : SERIES;
      ctx.fillRect(b.x, b.y, b.width, b.height);
    });
    // The picked bar is outlined too: told apart by more than its colour.
    const picked = selected === null ? undefined : bars[selected];
    if (picked) {
      ctx.strokeStyle = CHART_COLORS.text;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(picked.x, picked.y);
      ctx.lineTo(picked.x + picked.width, picked.y);
      ctx.lineTo(picked.x + picked.width, picked.y + picked.height);
      ctx.lineTo(picked.x, picked.y + picked.height);
      ctx.closePath();
      ctx.stroke();
    }
    return;
  }
  const { cx, cy, radius, slices } = chart.layout;
  // The legend lists the slices in this order with these colours (domain chartLegend).
  const colors = markColors(slices.length);
  slices.forEach((s, i) => {
    if (s.end <= s.start) return;
    const r = i === selected ? radius : radius - 4;
    ctx.fillStyle = colors[i]!;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, s.start, s.end);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = CHART_COLORS.surface;
    ctx.lineWidth = 1;
    ctx.stroke();
  });
}
