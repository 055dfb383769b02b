import { Text, View } from '@tarojs/components';

import { controlA11y } from '../../../ui/a11y';

interface Chip {
  id: string;
  name: string;
}

/** A row of chips of which one is chosen (a radio group): the to-do centre's application and engine filters. */
export function ChipGroup({ label, chips, value, onPick, testId }: { label: string; chips: Chip[]; value: string; onPick: (id: string) => void; testId?: string }) {
  return (
    <View className="todo__apps" role="radiogroup" aria-label={label} data-testid={testId}>
      {chips.map((chip) => {
        const pick = () => onPick(chip.id);
        return (
          <View key={chip.id || 'all'} className={chip.id === value ? 'todo__app todo__app--on' : 'todo__app'} onClick={pick} {...controlA11y.choice('radio', chip.name, chip.id === value, false, pick)}>
            <Text>{chip.name}</Text>
          </View>
        );
      })}
    </View>
  );
}
