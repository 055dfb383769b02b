/**
 * A day (or month, or year) picked on the platform's date picker: Taro's Picker, which is WeChat's own picker in the
 * mini program and a sheet in H5 (ui/taro-popups.h5.ts gives the sheet its name, keys and focus). The form's date
 * control and the analysis panel's own range use it, so both look and behave alike.
 */
import { Picker, Text, View } from '@tarojs/components';

import { controlA11y, onKeys } from './a11y';

const DATE_FIELD_TEXT = { choose: '请选择日期' } as const;

interface Props {
  /** The trigger's id (unique on the page). */
  id: string;
  label: string;
  /** `YYYY-MM-DD` (or `YYYY-MM`, `YYYY` with `fields`); '' when none is picked yet. */
  value: string;
  fields?: 'day' | 'month' | 'year';
  /** The first and last days offered, `YYYY-MM-DD`. */
  start: string;
  end: string;
  disabled?: boolean;
  /** The box's look and the prompt's, from the screen that shows the field. */
  className: string;
  placeholderClassName: string;
  onChange: (value: string) => void;
}

export function DateField({ id, label, value, fields = 'day', start, end, disabled = false, className, placeholderClassName, onChange }: Props) {
  const shown = value || DATE_FIELD_TEXT.choose;
  // Enter or Space opens the picker as a tap does: the click reaches Taro's Picker around the trigger (H5 only; the
  // mini program has no keys here and WeChat's picker is its own).
  const open = () => {
    if (process.env.TARO_ENV === 'h5') document.getElementById(id)?.click();
  };
  return (
    <Picker mode="date" fields={fields} value={value} start={start} end={end} disabled={disabled} onChange={(e) => onChange(String(e.detail.value))}>
      {/* Named by the field's label and what it shows (WCAG 2.5.3: the shown date or prompt is part of the name). */}
      <View className={className} id={id} {...controlA11y.pressable(`${label}：${shown}`, disabled)} onKeyDown={disabled ? undefined : onKeys(open, true)}>
        <Text className={value ? '' : placeholderClassName}>{shown}</Text>
      </View>
    </Picker>
  );
}
