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
  /**
   * The HTML autocomplete token for a field about the person filling it in (WCAG 1.3.5, 3.3.8): the browser or a
   * password manager fills it, an SMS code (`one-time-code`) included. Not for someone else's data (a customer's phone).
   */
  autoComplete?: 'name' | 'nickname' | 'email' | 'tel' | 'username' | 'current-password' | 'one-time-code' | 'organization' | 'organization-title';
}

/**
 * A labelled one-line text field of the product's small forms (account login, team, member, store, after-sales,
 * certification): the label names the
 * native input for screen readers and tests. Its look is `.ware-field` in ui/surfaces.css, which choosers drawn as a
 * field (a department, an industry) use too.
 */
export function Field({ idPrefix, name, label, value, onChange, placeholder, type = 'text', maxLength, problem, extra, confirmType, onConfirm, autoComplete }: FieldProps & { idPrefix: string }) {
  const a11y = controlA11y.input(label, `${idPrefix}-${name}`);
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
          nativeProps={autoComplete ? { ...a11y.nativeProps, autocomplete: autoComplete } : a11y.nativeProps}
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
