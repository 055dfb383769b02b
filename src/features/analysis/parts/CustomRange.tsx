import Taro from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { customRange, customRangeBounds, FIRST_DAY_OF_WEEK, type DayRange } from '../../../domain/analysis';
import { Calendar } from '../../../ui/Calendar';
import { ANALYSIS_TEXT } from '../text';

/**
 * 自定义: the panel's own days, picked on NutUI's range Calendar (both targets) with Monday-first weeks. What it
 * confirms is checked (both days, start not after end) before it becomes the panel's range, which every widget reads.
 * The calendar mounts when first opened, not with the panel: a hidden one laid out its months (hundreds of days) on
 * every visit of the panel, for the few who pick their own days.
 */
export function CustomRange({ visible, value, onPick, onClose }: { visible: boolean; value: DayRange; onPick: (r: DayRange) => void; onClose: () => void }) {
  const bounds = useMemo(() => customRangeBounds(new Date()), []);
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  const initial = value.start && value.end ? [value.start, value.end] : [];
  const confirm = (picked: unknown) => {
    const checked = customRange(picked);
    if ('problem' in checked) {
      void Taro.showToast({ title: ANALYSIS_TEXT.customProblem[checked.problem], icon: 'none' });
      return;
    }
    onPick(checked.range);
  };
  if (!opened) return null;
  return (
    <Calendar
      visible={visible}
      type="range"
      title={ANALYSIS_TEXT.customTitle}
      startText={ANALYSIS_TEXT.customStart}
      endText={ANALYSIS_TEXT.customEnd}
      confirmText={ANALYSIS_TEXT.customConfirm}
      firstDayOfWeek={FIRST_DAY_OF_WEEK}
      startDate={bounds.startDate}
      endDate={bounds.endDate}
      defaultValue={initial}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
