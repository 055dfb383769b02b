import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { CustomRange } from './parts/CustomRange';
import { DataSetList } from './parts/DataSetList';
import { RangeBar } from './parts/RangeBar';
import { preloadFigures, WidgetCard } from './parts/WidgetCard';
import { ANALYSIS_TEXT } from './text';
import { analysisPanels, printPanelRange, printPanelRangeNamed, type Panel } from '../../api/analysis';
import { hostSessionReady } from '../../api/host-session';
import { printedPdf } from '../../api/print';
import { invalidate, useChange, useLoad, usePullToRefresh } from '../../data';
import { OPEN_RANGE, presetRange, type DayRange, type Grouping, type RangePreset } from '../../domain/analysis';
import { dateRangeDisplay } from '../../domain/time/date-display';
import { openDocument } from '../../platform/file-transfer';
import { controlA11y, pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './analysis.css';

const paramOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && v !== 'undefined' ? decodeURIComponent(v) : undefined);

/**
 * Statistic analysis (/statisticAnalysis/index?appId(&panelId)): the analysis panels of an application, reached
 * from the application index. Each widget (number card, line, bar, pie, table) is fed by its data set for the
 * chosen date range (Monday-first weeks) and grouping; tapping a point, bar or slice (or its table row) shows the
 * figure, and 查看数据 opens the records behind it in the lists screen. 打印 prints the panel's figures of the range as
 * a PDF (render-date-range, or named-render-date-range under the name the user gives it), opened as a record's print is.
 * A widget's 详情 and the app's data sets (数据集) open the data set screen: definition, fields, every figure.
 */
export default function StatisticAnalysis() {
  const { params } = useRouter();
  const appId = paramOf(params.appId);
  const panels = useLoad(['analysis-panels', appId], async () => {
    if (!appId) throw new Error(ANALYSIS_TEXT.missingApp);
    await hostSessionReady();
    const list = await analysisPanels(appId);
    // The shown panel's figures (whole range, default grouping) are asked for with the panels' answer, all at once,
    // not once the cards have rendered: the panel is drawn one render sooner.
    const shown = list.find((p) => p.id === paramOf(params.panelId)) ?? list[0];
    if (shown) preloadFigures(shown.widgets, OPEN_RANGE, null);
    return list;
  });
  usePullToRefresh({
    refetch: async () => {
      await panels.refetch();
      await invalidate(['analysis-figures']);
    },
  });
  return (
    <Screen className="analysis">
      <Loaded load={panels} failed={(e) => (e.message === ANALYSIS_TEXT.missingApp ? e.message : ANALYSIS_TEXT.loadFailed)}>
        {(list) => <Panels appId={appId!} panels={list} initial={paramOf(params.panelId)} />}
      </Loaded>
    </Screen>
  );
}

function Panels({ appId, panels, initial }: { appId: string; panels: Panel[]; initial: string | undefined }) {
  const [panelId, setPanelId] = useState(initial && panels.some((p) => p.id === initial) ? initial : panels[0]?.id);
  const [preset, setPreset] = useState<RangePreset>('all');
  const [group, setGroup] = useState<Grouping | null>(null);
  const [custom, setCustom] = useState<DayRange>(OPEN_RANGE);
  const [picking, setPicking] = useState(false);
  // The range is read from the clock when the preset is picked, so a panel left open over midnight keeps its days.
  const range = useMemo(() => presetRange(preset, new Date(), custom), [preset, custom]);
  // 自定义 shows the days to pick (again, when it is already the range); the range changes once they are confirmed.
  const pickPreset = (p: RangePreset) => {
    setPicking(p === 'custom');
    if (p !== 'custom') setPreset(p);
  };
  const panel = panels.find((p) => p.id === panelId);
  if (!panel) return <Text className="analysis__empty">{ANALYSIS_TEXT.noPanel}</Text>;
  return (
    <>
      {panels.length > 1 ? (
        <View className="analysis__panels" role="tablist" aria-label={ANALYSIS_TEXT.panels}>
          {panels.map((p) => (
            <View
              key={p.id}
              className={`analysis__panel-tab${p.id === panelId ? ' analysis__panel-tab--on' : ''}`}
              onClick={() => setPanelId(p.id)}
              {...pressable(() => setPanelId(p.id), p.name)} role="tab" aria-selected={p.id === panelId}
            >
              <Text>{p.name}</Text>
            </View>
          ))}
        </View>
      ) : (
        <Text className="analysis__title" role="heading" aria-level={1}>
          {panel.name}
        </Text>
      )}
      <PrintButton panelId={panel.id} range={range} />
      <RangeBar
        preset={preset}
        onPreset={pickPreset}
        custom={
          picking ? (
            <CustomRange
              value={range}
              onPick={(r) => {
                setCustom(r);
                setPreset('custom');
                setPicking(false);
              }}
              onClose={() => setPicking(false)}
            />
          ) : null
        }
        group={group} onGroup={setGroup} rangeText={range.start ? dateRangeDisplay(range.start, range.end, 'YYYY-MM-DD') : ''} />
      {panel.widgets.length === 0 ? <Text className="analysis__empty">{ANALYSIS_TEXT.noWidget}</Text> : null}
      {panel.widgets.map((w) => (
        <WidgetCard key={w.id} widget={w} range={range} group={group} />
      ))}
      <DataSetList appId={appId} range={range} group={group} />
    </>
  );
}

function PrintButton({ panelId, range }: { panelId: string; range: DayRange }) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  // The request layer has toasted a refusal; a PDF that cannot be opened is said in the log only, as in the detail.
  const print = useChange({
    mutationFn: () => {
      const q = { start: range.start, end: range.end, timeZoneOffset: -new Date().getTimezoneOffset() };
      // The platform prints under a name of the user's (named-render-date-range); without one, under the panel's.
      return name.trim() ? printPanelRangeNamed(panelId, name.trim(), q) : printPanelRange(panelId, q);
    },
    onSuccess: async (file) => {
      setNaming(false);
      void Taro.showToast({ title: ANALYSIS_TEXT.printed, icon: 'success' });
      // Read through print/pdf/print with the token: the server gives a print to its printer only.
      await openDocument({ ...printedPdf(file.fileId), name: file.name, fileType: 'pdf' }).catch((error: unknown) => console.warn('[analysis] opening the PDF failed', error));
    },
  });
  if (!naming) {
    return (
      <View className="analysis__tools">
        <Button size="small" onClick={() => setNaming(true)}>
          {ANALYSIS_TEXT.print}
        </Button>
      </View>
    );
  }
  return (
    <View className="analysis__tools analysis__print" data-testid="print-panel">
      <Text className="analysis-range__label">{ANALYSIS_TEXT.printName}</Text>
      <Input
        className="analysis__print-name"
        value={name}
        placeholder={ANALYSIS_TEXT.printNameHint}
        maxLength={60}
        onChange={(next: string) => setName(next)}
        {...controlA11y.input(ANALYSIS_TEXT.printName, 'analysis-print-name')}
      />
      <Button size="small" type="primary" disabled={print.isPending} onClick={() => print.mutate()}>
        {print.isPending ? ANALYSIS_TEXT.printing : ANALYSIS_TEXT.printGo}
      </Button>
      <Button size="small" disabled={print.isPending} onClick={() => setNaming(false)}>
        {ANALYSIS_TEXT.cancel}
      </Button>
    </View>
  );
}
