import { Text, View } from '@tarojs/components';

import { RECORDS_TEXT } from './record-view';
import type { SortChoice, SortOrder } from '../../../domain/records';
import { pressable } from '../../../ui/a11y';

/**
 * The Lists screen's sort switcher (ours; the spec names none): one chip per sortable field, the active one marked
 * with its direction; pressing it again flips the direction (domain/records `pickSort`).
 */
export function SortBar(props: { choices: readonly SortChoice[]; sort: readonly SortOrder[]; onPick: (choice: SortChoice) => void }) {
  const active = props.sort[0];
  return (
    <View className="records__sorts" role="group" aria-label={RECORDS_TEXT.sortBy}>
      {props.choices.map((choice) => {
        const on = active?.field === choice.field;
        const asc = on && active?.direction === 'ASC';
        const label = on ? `${choice.label} ${asc ? RECORDS_TEXT.sortAsc : RECORDS_TEXT.sortDesc}` : choice.label;
        return (
          <View
            key={choice.field}
            className={on ? 'records__sort records__sort--active' : 'records__sort'}
            data-testid="sort-choice"
            aria-pressed={on}
            onClick={() => props.onPick(choice)}
            {...pressable(() => props.onPick(choice), `${RECORDS_TEXT.sortBy}: ${label}`)}
          >
            <Text>{on ? `${choice.label} ${asc ? '↑' : '↓'}` : choice.label}</Text>
          </View>
        );
      })}
    </View>
  );
}
