import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

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
  /** Beside the input (the SMS button). */
  extra?: ReactNode;
}

/** A labelled text field of the team forms: the label names the native input for screen readers and tests. */
export function Field({ name, label, value, onChange, placeholder, type = 'text', maxLength, problem, extra }: Props) {
  const id = `team-${name}`;
  return (
    <View className="team-field">
      <Text className="team-field__label">{label}</Text>
      <View className="team-field__line">
        <Input
          className="team-field__input"
          name={name}
          type={type}
          value={value}
          placeholder={placeholder ?? label}
          {...(maxLength === undefined ? {} : { maxLength })}
          onChange={(next: string) => onChange(next)}
          {...controlA11y.input(label, id)}
        />
        {extra}
      </View>
      {problem ? (
        <View className="team-field__problem" role="alert">
          <Text>{problem}</Text>
        </View>
      ) : null}
    </View>
  );
}

/** One "label: value" line of an information card. */
export function InfoRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <View className="team-row">
      <Text className="team-row__label">{label}</Text>
      <Text className="team-row__value" {...(testId ? { 'data-testid': testId } : {})}>
        {value}
      </Text>
    </View>
  );
}
