import { Text, View } from '@tarojs/components';

import { CERT_TEXT } from './text';
import { ID_TYPES, type IdType } from '../../domain/certification/id-types';
import { Button } from '../../ui/Button';

/** Which document certifies: the §4 ID types the kind offers, as a row of buttons (the chosen one pressed). */
export function IdTypeChoice({ types, value, onChange }: { types: IdType[]; value: IdType; onChange: (t: IdType) => void }) {
  return (
    <View className="cert-id-types" role="group" aria-label={CERT_TEXT.idType}>
      <Text className="cert-hint">{CERT_TEXT.idType}</Text>
      {types.map((t) => (
        <Button key={t} size="small" type={t === value ? 'primary' : 'default'} aria-pressed={t === value} onClick={() => onChange(t)}>
          {ID_TYPES[t].name}
        </Button>
      ))}
    </View>
  );
}
