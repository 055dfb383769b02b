import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { ChartLegend } from './ChartLegend';
import { FigureTable } from './FigureTable';
import { dataSetFigures, type Figures, type Widget } from '../../../api/analysis';
import { preload, useLoad } from '../../../data';
import { chartIsEmpty, chartLegend, figureReadout, figureRows, formatFigure, type DayRange, type Grouping } from '../../../domain/analysis';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { canvasIdOf, ChartCanvas } from '../chart/ChartCanvas';
import { dataSetUrl } from '../data-set-url';
import { openFigureRecords } from '../open-records';
import { ANALYSIS_TEXT, WIDGET_TYPE_TEXT } from '../text';

const timeZoneOffset = () => -new Date().getTimezoneOffset();

const figuresKey = (dataSetId: string, range: DayRange, group: Grouping | null) => ['analysis-figures', dataSetId, range.start, range.end, group];
const loadFigures = (dataSetId: string, range: DayRange, group: Grouping | null) => () =>
  dataSetFigures(dataSetId, { start: range.start, end: range.end, group, timeZoneOffset: timeZoneOffset() });

/** A widget's figures for the panel's range and grouping; widgets on the same data set share one call. */
function useFigures(widget: Pick<Widget, 'dataSetId'>, range: DayRange, group: Grouping | null) {
  return useLoad(figuresKey(widget.dataSetId, range, group), loadFigures(widget.dataSetId, range, group));
}

/** Asks for the widgets' figures at once, all together, before their cards are drawn (the panel's first view). */
export function preloadFigures(widgets: Pick<Widget, 'dataSetId'>[], range: DayRange, group: Grouping | null): void {
  for (const dataSetId of new Set(widgets.map((w) => w.dataSetId))) preload(figuresKey(dataSetId, range, group), loadFigures(dataSetId, range, group));
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** One widget of a panel or board: a number card, a line, bar or pie chart (with its table), or a table. */
export function WidgetCard({ widget, range, group }: { widget: Widget; range: DayRange; group: Grouping | null }) {
  const figures = useFigures(widget, range, group);
  // 详情: the widget's definition, its data set's fields and every figure, in the panel's range and grouping.
  const details = () => void Taro.navigateTo({ url: dataSetUrl({ appId: widget.appId, widgetId: widget.id, range, group }) });
  return (
    <View className="analysis-card" data-testid="widget" aria-label={widget.title} role="region">
      <View className="analysis-card__head">
        <Text className="analysis-card__title" role="heading" aria-level={2}>
          {widget.title}
        </Text>
        {widget.appName ? <Text className="analysis-card__app">{widget.appName}</Text> : null}
        <Text className="analysis-card__more" data-testid="widget-details" onClick={details} {...pressable(details, `${widget.title} ${ANALYSIS_TEXT.details}`)}>
          {ANALYSIS_TEXT.details}
        </Text>
      </View>
      <Loaded load={figures} failed={ANALYSIS_TEXT.widgetFailed}>
        {(data) => <WidgetBody widget={widget} figures={data} range={range} />}
      </Loaded>
    </View>
  );
}

function WidgetBody({ widget, figures, range }: { widget: Widget; figures: Figures; range: DayRange }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [asTable, setAsTable] = useState(false);
  const rows = useMemo(() => figureRows(figures.rows, figures.dimension?.group ?? null, widget.type), [figures, widget.type]);
  const first = figures.measures[0] ?? { name: '', agg: 'sum' as const };
  const chartData = useMemo(() => ({ labels: rows.map((r) => r.label), values: rows.map((r) => r.values[0] ?? 0), agg: first.agg }), [rows, first.agg]);

  const openRecords = (index: number | null) => openFigureRecords(widget, figures, index, range);

  if (widget.type === 'number') {
    const values = figures.rows[0]?.values ?? [];
    const open = () => openRecords(figures.dimension ? null : 0);
    const shown = figures.measures.map((m, i) => ({ key: m.key, name: m.name, value: formatFigure(values[i] ?? 0, m.agg) }));
    // Named by the figures it shows, then what a press does (WCAG 2.5.3: the visible words start the name).
    const label = `${shown.map((s) => `${s.value} ${s.name}`).join(' ')} ${ANALYSIS_TEXT.openRecords}`;
    return (
      <View className="analysis-number" onClick={open} {...pressable(open, label)}>
        {shown.map((m) => (
          <View key={m.key} className="analysis-number__item">
            <Text className="analysis-number__value" data-testid="number-value">
              {m.value}
            </Text>
            <Text className="analysis-number__name">{m.name}</Text>
          </View>
        ))}
      </View>
    );
  }
  if (chartIsEmpty(widget.type, rows)) return <Text className="analysis-card__empty">{ANALYSIS_TEXT.noData}</Text>;

  const measures = figures.measures.map((m) => ({ name: m.name, agg: m.agg }));
  const pick = (i: number | null) => setSelected((was) => (i === was ? null : i));
  const row = selected === null ? undefined : rows[selected];
  const table = <FigureTable title={widget.title} dimension={figures.dimension?.name ?? null} measures={measures} rows={rows} selected={selected} onPick={pick} />;
  const kind = widget.type === 'table' ? null : widget.type;
  return (
    <View>
      {kind === null ? (
        table
      ) : (
        <>
          <View className="analysis-card__switch">
            <Button size="mini" onClick={() => setAsTable((t) => !t)}>
              {asTable ? ANALYSIS_TEXT.showChart : ANALYSIS_TEXT.showTable}
            </Button>
          </View>
          {asTable ? (
            table
          ) : (
            <>
              <ChartCanvas
                id={canvasIdOf(widget.id)}
                kind={kind}
                data={chartData}
                selected={selected}
                label={fill(ANALYSIS_TEXT.chartLabel, { type: WIDGET_TYPE_TEXT[kind], title: widget.title, n: rows.length })}
                onPick={pick}
              />
              <ChartLegend legend={chartLegend(kind, rows, first)} selected={selected} onPick={pick} />
            </>
          )}
        </>
      )}
      {/* Always there, so a screen reader hears each figure picked (a live region must exist before it changes). */}
      <View className={`analysis-card__readout${row ? '' : ' analysis-card__readout--idle'}`}>
        <View role="status" aria-live="polite" data-testid="figure-readout">
          {row ? <Text>{figureReadout(row, first.agg)}</Text> : null}
        </View>
        {row && widget.formId ? (
          <Button size="small" type="primary" onClick={() => openRecords(selected)}>
            {ANALYSIS_TEXT.openRecords}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
