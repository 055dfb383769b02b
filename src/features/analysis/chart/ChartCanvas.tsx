import { Canvas, View } from '@tarojs/components';
import { useEffect, useRef, useState } from 'react';

import { drawChart, layoutChart, type ChartData, type ChartKind, type ChartLayout } from './draw';
import { nearestIndex, pieHit, type Size } from '../../../domain/analysis';
import { chartSurface, type ChartSurface } from '../../../platform/chart-surface';
import { chartTapProps } from '../../../platform/chart-tap';

/** The canvas id of a widget: ids may hold characters a selector does not take. */
export const canvasIdOf = (widgetId: string): string => `chart-${widgetId.replace(/[^\w-]/g, '_')}`;

function hit(chart: ChartLayout, x: number, y: number): number | null {
  if (chart.kind === 'pie') return pieHit(chart.layout, x, y);
  const xs = chart.kind === 'line' ? chart.layout.points.map((p) => p.x) : chart.layout.bars.map((b) => b.x + b.width / 2);
  return nearestIndex(xs, chart.layout.plot, x, y);
}

/**
 * One chart on a `type="2d"` canvas (the same drawing code on both targets, chart/draw.ts). A tap picks the point,
 * bar or slice under it (`onPick`). The canvas is an image to screen readers, labelled by `label`; the figures
 * themselves are in the widget's table. `data-drawn` says the picture is complete (the bench waits for it).
 */
export function ChartCanvas({ id, kind, data, selected, label, onPick }: { id: string; kind: ChartKind; data: ChartData; selected: number | null; label: string; onPick: (index: number | null) => void }) {
  const surface = useRef<ChartSurface | null>(null);
  const layout = useRef<{ chart: ChartLayout; size: Size } | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let live = true;
    const draw = (s: ChartSurface) => {
      const size = { width: s.width, height: s.height };
      const chart = layoutChart(kind, data, size);
      layout.current = { chart, size };
      drawChart(s.ctx, chart, data, size, selected);
      setDrawn(true);
    };
    if (surface.current) draw(surface.current);
    else
      void chartSurface(id).then((s) => {
        if (!live || !s) return;
        surface.current = s;
        draw(s);
      });
    return () => {
      live = false;
    };
  }, [id, kind, data, selected]);

  const tap = (x: number, y: number) => {
    if (layout.current) onPick(hit(layout.current.chart, x, y));
  };
  const tapProps = chartTapProps(tap);
  return (
    <View className="analysis-chart" {...(tapProps.frame as object)}>
      <Canvas
        type="2d"
        id={id}
        canvasId={id}
        className={`analysis-chart__canvas analysis-chart__canvas--${kind}`}
        {...(tapProps.canvas as object)}
        role="img" aria-label={label} data-drawn={drawn ? '1' : '0'} data-testid="chart-canvas"
      />
    </View>
  );
}
