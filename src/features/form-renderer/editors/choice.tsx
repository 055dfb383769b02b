/** Choosing controls: radio, checkbox and checklabel (a group of choices), switch, rate (stars). */
import { Switch, Text, View } from '@tarojs/components';

import type { Editor } from './types';
import { RATE_COUNT } from '../../../domain/constants';
import { DISPLAY_TEXT, fillText, switchOn } from '../../../domain/form-engine';
import { controlA11y } from '../../../ui/a11y';
import { ChoiceGroup } from '../ChoiceGroup';

const CHOICE_TEXT = {
  /** {x}: the number of stars. */
  rateLabel: '{x}分',
} as const;

export const choiceEditor: Editor = ({ id, label, field, state, value, edit }) => (
  <ChoiceGroup
    id={id}
    label={label}
    multiple={field.type !== 'radio'}
    options={field.control.options.options ?? []}
    value={value}
    disabled={state.readOnly}
    onChange={edit}
  />
);

export const switchEditor: Editor = ({ id, label, state, value, edit }) => {
  const on = switchOn(value);
  return (
    <View className="form-field__switch">
      <Switch id={id} checked={on} disabled={state.readOnly} onChange={(e) => edit(e.detail.value)} {...controlA11y.input(label, id)} />
      <Text>{on ? DISPLAY_TEXT.on : DISPLAY_TEXT.off}</Text>
    </View>
  );
};

/** At most 10 stars; the spec's default count is 5 (§9). */
export const rateEditor: Editor = ({ id, label, field, state, value, edit }) => {
  const { max } = field.control.options;
  const count = typeof max === 'number' && max > 0 ? Math.min(max, 10) : RATE_COUNT;
  const current = Number(value) || 0;
  const readOnly = state.readOnly;
  return (
    <View className="form-field__rate" role="radiogroup" aria-label={label} id={id}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <View
          key={n}
          className={n <= current ? 'form-field__star form-field__star--on' : 'form-field__star'}
          onClick={() => !readOnly && edit(n)}
          {...controlA11y.choice('radio', fillText(CHOICE_TEXT.rateLabel, String(n)), n === current, readOnly, () => edit(n))}
        >
          <Text>★</Text>
        </View>
      ))}
    </View>
  );
};
