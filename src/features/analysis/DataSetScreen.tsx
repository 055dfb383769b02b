import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { openFigureRecords } from './open-records';
import { FigureTable } from './parts/FigureTable';
import { ANALYSIS_TEXT, DATA_SET_TEXT, GROUP_TEXT, WIDGET_TYPE_TEXT } from './text';
import { dataSetById, dataSetFieldList, dataSetFiguresByGet, widgetInfo, type DataSetField } from '../../api/data-sets';
import { hostSessionReady } from '../../api/host-session';
import { useLoad, usePullToRefresh } from '../../data';
import { figureReadout, figureRows, type DayRange, type Grouping } from '../../domain/analysis';
import { dateRangeDisplay } from '../../domain/time/date-display';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './analysis.css';

const paramOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined);
const dayOf = (v: unknown): string | null => {
  const day = paramOf(v);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
};
const groupOf = (v: unknown): Grouping | null => {
  const g = paramOf(v);
  return g === 'day' || g === 'week' || g === 'month' ? g : null;
};

/** What a field of the data set is, in words: 维度 · 选项 (n 项) / 日期 · 按月; 指标 · 求和. */
function fieldText(f: DataSetField): string {
  if (f.role === 'dimension') {
    const kind = f.kind === 'date' ? `${DATA_SET_TEXT.kind.date} · ${GROUP_TEXT[f.group ?? 'day']}` : `${DATA_SET_TEXT.kind.option} (${f.options.length} ${DATA_SET_TEXT.items})`;
    return `${DATA_SET_TEXT.role.dimension} · ${kind}`;
  }
  return `${DATA_SET_TEXT.role.measure} · ${DATA_SET_TEXT.agg[f.agg ?? 'sum']}`;
}

async function loadDefinition(widgetId: string | undefined, dataSetId: string | undefined) {
  await hostSessionReady();
  const widget = widgetId ? await widgetInfo(widgetId) : null;
  const id = widget?.dataSet.id ?? dataSetId;
  if (!id) throw new Error(DATA_SET_TEXT.missing);
  const [dataSet, fields] = await Promise.all([dataSetById(id), dataSetFieldList(id)]);
  return { widget, dataSet, fields };
}

/**
 * A data set (addition, /statisticAnalysis/dataSet?appId&widgetId|dataSetId(&start&end&group)), opened from a widget's
 * 详情 or from the panel's data set list: the widget's definition (widgetInfo/get), the data set's (dataSet/getById)
 * and its fields (DataSetField/list), then every figure in the range (dataSet/getRealData) as a table; a row picks its
 * figure and 查看数据 opens the records behind it in the lists screen. The server answers only what the caller may read.
 */
export default function DataSetScreen() {
  const { params } = useRouter();
  const widgetId = paramOf(params.widgetId);
  const dataSetId = paramOf(params.dataSetId);
  const definition = useLoad(['analysis-data-set', widgetId, dataSetId], () => loadDefinition(widgetId, dataSetId));
  usePullToRefresh(definition);
  const range: DayRange = { start: dayOf(params.start), end: dayOf(params.end) };
  return (
    <Screen className="analysis data-set">
      <Loaded load={definition} failed={(e) => (e.message === DATA_SET_TEXT.missing ? e.message : DATA_SET_TEXT.failed)}>
        {(d) => <DataSetBody appId={paramOf(params.appId) ?? d.dataSet.appId} definition={d} range={range} group={groupOf(params.group)} />}
      </Loaded>
    </Screen>
  );
}

type Definition = Awaited<ReturnType<typeof loadDefinition>>;

function DataSetBody({ appId, definition, range, group }: { appId: string; definition: Definition; range: DayRange; group: Grouping | null }) {
  const { widget, dataSet, fields } = definition;
  const dateName = dataSet.definition.dateField === 'createTime' ? DATA_SET_TEXT.createTime : (fields.find((f) => f.key === dataSet.definition.dateField)?.name ?? dataSet.definition.dateField);
  const rangeText = range.start || range.end ? dateRangeDisplay(range.start ?? '', range.end, 'YYYY-MM-DD') : DATA_SET_TEXT.allTime;
  const facts: [string, string][] = [
    ...(widget ? ([[DATA_SET_TEXT.widgetType, WIDGET_TYPE_TEXT[widget.type]]] as [string, string][]) : []),
    [DATA_SET_TEXT.dataSet, dataSet.name],
    [DATA_SET_TEXT.dateField, dateName],
    [ANALYSIS_TEXT.range, group ? `${rangeText} · ${GROUP_TEXT[group]}` : rangeText],
  ];
  return (
    <>
      <Text className="analysis__title" role="heading" aria-level={1} data-testid="data-set-title">
        {widget?.title || dataSet.name}
      </Text>
      <View className="analysis-card" role="list" aria-label={DATA_SET_TEXT.definition}>
        {facts.map(([k, v]) => (
          <View key={k} className="data-set__fact" role="listitem">
            <Text className="data-set__key">{k}</Text>
            <Text className="data-set__value">{v}</Text>
          </View>
        ))}
      </View>
      <View className="analysis-card">
        <Text className="analysis-card__title" role="heading" aria-level={2}>
          {DATA_SET_TEXT.fields}
        </Text>
        <View role="list" aria-label={DATA_SET_TEXT.fields}>
          {fields.map((f) => (
            <View key={f.key} className="data-set__fact" role="listitem" data-testid="data-set-field">
              <Text className="data-set__key">{f.name}</Text>
              <Text className="data-set__value">{fieldText(f)}</Text>
            </View>
          ))}
        </View>
      </View>
      <DataSetFigures appId={appId} formId={widget?.formId ?? dataSet.formId} dataSetId={dataSet.id} title={widget?.title || dataSet.name} range={range} group={group} />
    </>
  );
}

function DataSetFigures({ appId, formId, dataSetId, title, range, group }: { appId: string; formId: string | null | undefined; dataSetId: string; title: string; range: DayRange; group: Grouping | null }) {
  const figures = useLoad(['analysis-data-set-figures', dataSetId, range.start, range.end, group], () =>
    dataSetFiguresByGet(dataSetId, { start: range.start, end: range.end, group, timeZoneOffset: -new Date().getTimezoneOffset() }),
  );
  const [selected, setSelected] = useState<number | null>(null);
  const data = figures.data;
  const rows = useMemo(() => (data ? figureRows(data.rows, data.dimension?.group ?? null, 'table') : []), [data]);
  const first = data?.measures[0] ?? { agg: 'sum' as const };
  const row = selected === null ? undefined : rows[selected];
  return (
    <View className="analysis-card" role="region" aria-label={DATA_SET_TEXT.figures}>
      <Text className="analysis-card__title" role="heading" aria-level={2}>
        {DATA_SET_TEXT.figures}
      </Text>
      <Loaded load={figures} failed={ANALYSIS_TEXT.widgetFailed}>
        {(f) =>
          rows.length === 0 ? (
            <Text className="analysis-card__empty">{ANALYSIS_TEXT.noData}</Text>
          ) : (
            <FigureTable
              title={title}
              dimension={f.dimension?.name ?? null}
              measures={f.measures.map((m) => ({ name: m.name, agg: m.agg }))}
              rows={rows}
              selected={selected}
              onPick={(i) => setSelected((was) => (was === i ? null : i))}
            />
          )
        }
      </Loaded>
      <View className={`analysis-card__readout${row ? '' : ' analysis-card__readout--idle'}`}>
        <View role="status" aria-live="polite" data-testid="figure-readout">
          {row ? <Text>{figureReadout(row, first.agg)}</Text> : null}
        </View>
        {row && data && formId ? (
          <Button size="small" type="primary" onClick={() => openFigureRecords({ appId, formId }, data, selected, range)}>
            {ANALYSIS_TEXT.openRecords}
          </Button>
        ) : null}
      </View>
    </View>
  );
}
