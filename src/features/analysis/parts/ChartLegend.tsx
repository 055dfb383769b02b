import { Text, View } from '@tarojs/components';

import type { ChartLegend as Legend } from '../../../domain/analysis';
import { pressable } from '../../../ui/a11y';
import { ANALYSIS_TEXT } from '../text';

const fill = (template: string, n: number) => template.replace('{n}', String(n));

/**
 * A chart's legend (domain chartLegend): a pie's slices, each a button that picks its slice as a tap on it does (the
 * keyboard's way to a slice, pressed while picked); a line's or bar's series, named. The swatch is the mark's colour;
 * the words say the rest, so colour is never the only cue.
 */
export function ChartLegend({
  legend,
  selected,
  onPick,
}: {
  legend: Legend;
  selected: number | null;
  onPick: (index: number) => void;
}) {
  return (
    <>
      <View className="analysis-legend" role="list" aria-label={ANALYSIS_TEXT.legend}>
        {legend.entries.map((e) => {
          const swatch = <View className="analysis-legend__swatch" style={{ backgroundColor: e.color }} />;
          if (e.index === null) {
            return (
              <View key={e.label} className="analysis-legend__item" role="listitem">
                {swatch}
                <Text className="analysis-legend__label">{e.label}</Text>
              </View>
            );
          }
          const index = e.index;
          return (
            <View key={index} className="analysis-legend__row" role="listitem">
              <View
                className={`analysis-legend__item analysis-legend__item--pick${index === selected ? ' analysis-legend__item--on' : ''}`}
                data-testid="legend-entry"
                onClick={() => onPick(index)}
                {...pressable(() => onPick(index))} aria-pressed={index === selected}
              >
                {swatch}
                {/* Named by what it shows; the trailing spaces keep the words apart in that name (差旅 1,280.5 66.3%). */}
                <Text className="analysis-legend__label">{`${e.label} `}</Text>
                <Text className="analysis-legend__value">{`${e.value} `}</Text>
                <Text className="analysis-legend__share">{e.share}</Text>
              </View>
            </View>
          );
        })}
      </View>
      {legend.more > 0 ? (
        <Text className="analysis-legend__more">{fill(ANALYSIS_TEXT.legendMore, legend.more)}</Text>
      ) : null}
    </>
  );
}
