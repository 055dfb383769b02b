/** A group of choices pressed like checkboxes (touch, mouse, Enter or Space), announced with their state. */
import { Text, View } from '@tarojs/components';

import { onKeys } from '../../../ui/a11y';

export interface Chip {
  id: string;
  label: string;
}


export function FilterChips({ label, chips, chosen, onToggle }: { label: string; chips: readonly Chip[]; chosen: ReadonlySet<string>; onToggle: (id: string) => void }) {
  return (
    <View className="search-chips" role="group" aria-label={label}>
      {chips.map((chip) => {
        const on = chosen.has(chip.id);
        const toggle = () => onToggle(chip.id);
        return (
          <View
            key={chip.id}
            className={on ? 'search-chip search-chip--on' : 'search-chip'}
            role="checkbox" aria-checked={on} aria-label={chip.label} tabIndex={0} onKeyDown={onKeys(toggle, true)}
            onClick={toggle}
          >
            <Text>{chip.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
