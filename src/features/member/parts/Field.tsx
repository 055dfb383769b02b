import { Text, View } from '@tarojs/components';

import { controlA11y } from '../../../ui/a11y';
import { Input } from '../../../ui/Input';

interface Props {
  /** The form name, and the id of the native input. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'number' | 'digit';
  maxLength?: number;
  /** Shown under the field, as an alert. */
  problem?: string | null;
}

/** A labelled text field of the member, store and after-sales forms: the label names the native input. */
export function Field({ name, label, value, onChange, placeholder, type = 'text', maxLength, problem }: Props) {
  return (
    <View className="member-field">
      <Text className="member-field__label">{label}</Text>
      <View className="member-field__line">
        <Input
          name={name}
          type={type}
          value={value}
          placeholder={placeholder ?? label}
          {...(maxLength === undefined ? {} : { maxLength })}
          onChange={(next: string) => onChange(next)}
          {...controlA11y.input(label, `member-${name}`)}
        />
      </View>
      {problem ? (
        <View className="member-field__problem" role="alert">
          <Text>{problem}</Text>
        </View>
      ) : null}
    </View>
  );
}
