import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { GROUPINGS, RANGE_PRESETS, type Grouping, type RangePreset } from '../../../domain/analysis';
import { pressable } from '../../../ui/a11y';
import { ANALYSIS_TEXT, GROUP_TEXT, RANGE_TEXT } from '../text';

/** Chips of one choice: a radio group to screen readers, Enter or Space to pick. */
function Chips<T extends string>({ id, label, choices, text, value, onPick }: { id: string; label: string; choices: readonly T[]; text: (c: T) => string; value: T; onPick: (c: T) => void }) {
  return (
    <View className="analysis-range__group" role="radiogroup" aria-label={label}>
      <Text className="analysis-range__label">{label}</Text>
      <View className="analysis-range__chips">
        {choices.map((c) => (
          <View
            key={c}
            id={`${id}-${c}`}
            className={`analysis-range__chip${c === value ? ' analysis-range__chip--on' : ''}`}
            onClick={() => onPick(c)}
            {...pressable(() => onPick(c), text(c))} role="radio" aria-checked={c === value}
          >
            <Text>{text(c)}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

const GROUP_CHOICES = ['default', ...GROUPINGS] as const;
type GroupChoice = (typeof GROUP_CHOICES)[number];

/**
 * The panel's filter: the date range (Monday-first weeks; 自定义 shows `custom`, the days to pick, right under the
 * chips, next in the tab order) and how date figures are grouped. A chip's id is `analysis-range-{preset}`.
 */
export function RangeBar({ preset, onPreset, custom, group, onGroup, rangeText }: {
  preset: RangePreset;
  onPreset: (p: RangePreset) => void;
  custom: ReactNode;
  group: Grouping | null;
  onGroup: (g: Grouping | null) => void;
  rangeText: string;
}) {
  return (
    <View className="analysis-range">
      <Chips id="analysis-range" label={ANALYSIS_TEXT.range} choices={RANGE_PRESETS} text={(p) => RANGE_TEXT[p]} value={preset} onPick={onPreset} />
      {custom}
      {rangeText ? (
        <Text className="analysis-range__days" data-testid="range-days">
          {rangeText}
        </Text>
      ) : null}
      <Chips<GroupChoice>
        id="analysis-group"
        label={ANALYSIS_TEXT.grouping}
        choices={GROUP_CHOICES}
        text={(g) => (g === 'default' ? ANALYSIS_TEXT.groupDefault : GROUP_TEXT[g])}
        value={group ?? 'default'}
        onPick={(g) => onGroup(g === 'default' ? null : g)}
      />
    </View>
  );
}
