/** Dates: date and dateSelector (format YYYY / YYYY-MM / YYYY-MM-DD picks year, month or day), dateRange. */
import { Text, View } from '@tarojs/components';

import { inputText, type Editor } from './types';
import { datePickerRange } from '../../../domain/form-engine';
import { DateField } from '../../../ui/DateField';

const DATE_TEXT = {
  start: '开始日期',
  end: '结束日期',
  to: '至',
} as const;

interface DatePickerProps {
  id: string;
  label: string;
  value: string;
  fields: 'day' | 'month' | 'year';
  disabled: boolean;
  onChange: (v: string) => void;
}

function DatePickerField(props: DatePickerProps) {
  // §9: the picker offers 10 years either side of today.
  const { start, end } = datePickerRange(new Date());
  return <DateField {...props} start={start} end={end} className="form-field__picker" placeholderClassName="form-field__placeholder" />;
}

export const dateEditor: Editor = ({ id, label, field, state, value, edit }) => {
  const { format } = field.control.options;
  const fields = format === 'YYYY' ? 'year' : format === 'YYYY-MM' ? 'month' : 'day';
  return <DatePickerField id={id} label={label} value={inputText(value)} fields={fields} disabled={state.readOnly} onChange={edit} />;
};

export const dateRangeEditor: Editor = ({ id, label, state, value, edit }) => {
  const range = Array.isArray(value) ? value.map(inputText) : ['', ''];
  const set = (i: number, v: string) => {
    const next = [range[0] ?? '', range[1] ?? ''];
    next[i] = v;
    edit(next);
  };
  return (
    <View className="form-field__range">
      <DatePickerField id={id} label={`${label} ${DATE_TEXT.start}`} value={range[0] ?? ''} fields="day" disabled={state.readOnly} onChange={(v) => set(0, v)} />
      <Text className="form-field__range-sep">{DATE_TEXT.to}</Text>
      <DatePickerField id={`${id}-end`} label={`${label} ${DATE_TEXT.end}`} value={range[1] ?? ''} fields="day" disabled={state.readOnly} onChange={(v) => set(1, v)} />
    </View>
  );
};
