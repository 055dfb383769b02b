import { Text, View } from '@tarojs/components';

import { Button } from '../../../ui/Button';

/** One choice among a few, as a row of buttons (the chosen one primary and pressed), with its label above. */
export function Choices<V extends string | number>({ label, options, value, onChange }: { label: string; options: readonly { value: V; text: string }[]; value: V; onChange: (v: V) => void }) {
  return (
    <View className="ware-field">
      <Text className="ware-field__label">{label}</Text>
      <View className="member__buttons">
        {options.map((o) => (
          <Button key={String(o.value)} size="small" type={o.value === value ? 'primary' : 'default'} aria-label={`${label}:${o.text}`} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
            {o.text}
          </Button>
        ))}
      </View>
    </View>
  );
}
