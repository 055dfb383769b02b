import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { customRange, customRangeBounds, type DayRange } from '../../../domain/analysis';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/DateField';
import { ANALYSIS_TEXT } from '../text';

/** The 自定义 chip's id: the focus goes back to it when the days are confirmed or left (H5). */
const CUSTOM_CHIP_ID = 'analysis-range-custom';

/**
 * 自定义: the panel's own days, a start and an end day on the date picker the form's date control uses (ui/DateField:
 * WeChat's own picker in the mini program, a sheet with keys and names in H5), shown under the range chips once 自定义
 * is pressed. It starts from the range the panel shows. What 确定 confirms is checked (both days, start not after
 * end) before it becomes the panel's range, which every widget reads; 取消 leaves the range as it was.
 */
export function CustomRange({ value, onPick, onClose }: { value: DayRange; onPick: (r: DayRange) => void; onClose: () => void }) {
  const bounds = useMemo(() => customRangeBounds(new Date()), []);
  const [start, setStart] = useState(value.start ?? '');
  const [end, setEnd] = useState(value.end ?? '');
  // The pressed button leaves the screen with this part: the focus goes back to 自定义, where the user was.
  const backToChip = () => {
    if (process.env.TARO_ENV === 'h5') document.getElementById(CUSTOM_CHIP_ID)?.focus({ preventScroll: true });
  };
  const confirm = () => {
    const checked = customRange([start, end]);
    if ('problem' in checked) {
      void Taro.showToast({ title: ANALYSIS_TEXT.customProblem[checked.problem], icon: 'none' });
      return;
    }
    backToChip();
    onPick(checked.range);
  };
  const cancel = () => {
    backToChip();
    onClose();
  };
  const day = (id: string, label: string, v: string, set: (v: string) => void) => (
    <DateField id={id} label={label} value={v} start={bounds.startDate} end={bounds.endDate} className="analysis-custom__day" placeholderClassName="analysis-custom__prompt" onChange={set} />
  );
  return (
    <View className="analysis-custom" role="group" aria-label={ANALYSIS_TEXT.customTitle} data-testid="custom-range">
      <View className="analysis-custom__days">
        {day('analysis-custom-start', ANALYSIS_TEXT.customStart, start, setStart)}
        <Text className="analysis-custom__to">{ANALYSIS_TEXT.customTo}</Text>
        {day('analysis-custom-end', ANALYSIS_TEXT.customEnd, end, setEnd)}
      </View>
      <View className="analysis-custom__actions">
        <Button size="small" type="primary" onClick={confirm}>
          {ANALYSIS_TEXT.customConfirm}
        </Button>
        <Button size="small" onClick={cancel}>
          {ANALYSIS_TEXT.cancel}
        </Button>
      </View>
    </View>
  );
}
