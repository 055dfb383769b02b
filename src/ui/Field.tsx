import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { controlA11y } from './a11y';
import { Input } from './Input';

export interface FieldProps {
  /** The form name; with `idPrefix`, the id of the native input. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'number' | 'digit' | 'password';
  maxLength?: number;
  /** Shown under the field, as an alert. */
  problem?: string | null;
  /** Beside the input (an SMS button). */
  extra?: ReactNode;
  /** The keyboard's confirm key: its label, and what it does (moves on, or submits the form). */
  confirmType?: 'next' | 'done' | 'send' | 'search' | 'go';
  onConfirm?: () => void;
}

/**
 * A labelled one-line text field of the product's small forms (account login, team, member, store, after-sales,
 * certification): the label names the
 * native input for screen readers and tests. Its look is `.ware-field` in ui/surfaces.css, which choosers drawn as a
 * field (a department, an industry) use too.
 */
export function Field({ idPrefix, name, label, value, onChange, placeholder, type = 'text', maxLength, problem, extra, confirmType, onConfirm }: FieldProps & { idPrefix: string }) {
  return (
    <View className="ware-field">
      <Text className="ware-field__label">{label}</Text>
      <View className="ware-field__line">
        <Input
          className="ware-field__input"
          name={name}
          type={type}
          value={value}
          placeholder={placeholder ?? label}
          {...(maxLength === undefined ? {} : { maxLength })}
          {...(confirmType ? { confirmType } : {})}
          {...(onConfirm ? { onConfirm: () => onConfirm() } : {})}
          onChange={(next: string) => onChange(next)}
          {...controlA11y.input(label, `${idPrefix}-${name}`)}
        />
        {extra}
      </View>
      {problem ? (
        <View className="ware-field__problem" role="alert">
          <Text>{problem}</Text>
        </View>
      ) : null}
    </View>
  );
}
