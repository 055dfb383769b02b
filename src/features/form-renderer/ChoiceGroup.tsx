/** Radio, checkbox and check-label controls: a group of choices, each pressable with touch, mouse or keyboard. */
import { Text, View } from '@tarojs/components';

import type { ControlOption } from '../../domain/form-engine';
import { controlA11y } from '../../ui/a11y';
import { ChoiceMark } from '../../ui/ChoiceMark';

export interface ChoiceGroupProps {
  id: string;
  label: string;
  multiple: boolean;
  options: readonly ControlOption[];
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

export function ChoiceGroup({ id, label, multiple, options, value, disabled, onChange }: ChoiceGroupProps) {
  const selected = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  const isOn = (v: unknown) => selected.some((s) => same(s, v));
  const toggle = (v: ControlOption['value']) => {
    if (disabled) return;
    if (!multiple) return onChange(v);
    onChange(isOn(v) ? selected.filter((s) => !same(s, v)) : [...selected, v]);
  };
  const role = multiple ? 'checkbox' : 'radio';
  return (
    <View className="form-choices" id={id} role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
      {options.map((o) => (
        <View
          key={String(o.value)}
          className={isOn(o.value) ? 'form-choice form-choice--on' : 'form-choice'}
          onClick={() => toggle(o.value)}
          {...controlA11y.choice(role, o.label, isOn(o.value), disabled, () => toggle(o.value))}
        >
          <ChoiceMark several={multiple} on={isOn(o.value)} />
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  );
}
