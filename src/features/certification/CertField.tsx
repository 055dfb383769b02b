import { Text, View } from '@tarojs/components';

import { controlA11y } from '../../ui/a11y';
import { Input } from '../../ui/Input';

/** One labelled field of the certification forms, with its problem under it as an alert. */
export function CertField(props: { name: string; label: string; value: string; onChange: (v: string) => void; problem?: string | null; maxLength?: number }) {
  const { name, label, value, onChange, problem, maxLength = 40 } = props;
  return (
    <View className="cert-field">
      <Text className="cert-field__label">{label}</Text>
      <Input className="cert-field__input" name={name} value={value} placeholder={label} maxLength={maxLength} onChange={(v: string) => onChange(v)} {...controlA11y.input(label, `cert-${name}`)} />
      {problem ? (
        <View className="cert-field__problem" role="alert">
          <Text>{problem}</Text>
        </View>
      ) : null}
    </View>
  );
}
