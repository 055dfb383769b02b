import { Text, View } from '@tarojs/components';

import { pressable } from '../../../ui/a11y';
import { Popup } from '../../../ui/Popup';

interface Props {
  title: string;
  open: boolean;
  choices: readonly { value: string; label: string }[];
  value: string | null;
  onChoose: (value: string) => void;
  onClose: () => void;
}

/** A list of choices in a bottom popup (the industry, a member's department). */
export function ChoicePopup({ title, open, choices, value, onChoose, onClose }: Props) {
  return (
    <Popup visible={open} position="bottom" round closeable title={title} closeAriaLabel="关闭" onClose={onClose}>
      <View style={{ maxHeight: '60vh', overflowY: 'auto' }} role="listbox" aria-label={title}>
        {choices.map((c) => {
          const choose = () => onChoose(c.value);
          return (
            <View key={c.value} className={c.value === value ? 'team-choice team-choice--on' : 'team-choice'} onClick={choose} {...pressable(choose, c.label)}>
              <Text>{c.label}</Text>
            </View>
          );
        })}
      </View>
    </Popup>
  );
}
