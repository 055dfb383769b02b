import { Text, View } from '@tarojs/components';

import { formatFigure, formatShare, type Aggregation, type FigureRow } from '../../../domain/analysis';
import { pressable } from '../../../ui/a11y';
import { ANALYSIS_TEXT } from '../text';

/**
 * Every figure of a widget as a table: the table widget itself and the accessible form of each chart. A row picks
 * its figure like a tap on the chart does.
 */
export function FigureTable({ title, dimension, measures, rows, selected, onPick }: {
  title: string;
  dimension: string | null;
  measures: { name: string; agg: Aggregation }[];
  rows: FigureRow[];
  selected: number | null;
  onPick?: (index: number) => void;
}) {
  const withShare = rows.some((r) => r.share !== undefined);
  return (
    <View className="analysis-table" role="table" aria-label={title}>
      <View className="analysis-table__row analysis-table__head" role="row">
        <Text className="analysis-table__cell analysis-table__label" role="columnheader">
          {dimension ?? ANALYSIS_TEXT.dimension}
        </Text>
        {measures.map((m) => (
          <Text key={m.name} className="analysis-table__cell" role="columnheader">
            {m.name}
          </Text>
        ))}
        {withShare ? <Text className="analysis-table__cell" role="columnheader">{ANALYSIS_TEXT.share}</Text> : null}
      </View>
      {rows.map((r, i) => (
        <View
          key={`${r.label}-${i}`}
          className={`analysis-table__row${i === selected ? ' analysis-table__row--selected' : ''}`}
          onClick={onPick ? () => onPick(i) : undefined}
          {...(onPick ? pressable(() => onPick(i)) : {})}
          role="row"
          data-testid="figure-row"
        >
          <Text className="analysis-table__cell analysis-table__label" role="rowheader">
            {r.label}
          </Text>
          {measures.map((m, j) => (
            <Text key={m.name} className="analysis-table__cell" role="cell">
              {formatFigure(r.values[j] ?? 0, m.agg)}
            </Text>
          ))}
          {withShare ? <Text className="analysis-table__cell" role="cell">{formatShare(r.share ?? 0)}</Text> : null}
        </View>
      ))}
    </View>
  );
}
