import { Text, View } from '@tarojs/components';

import { domProps, onKeys } from '../../../ui/a11y';

/** One line of a record under its title: a field's label and its text. */
export interface RowLine {
  key: string;
  label: string;
  text: string;
}

/**
 * A record's title and field lines as a link to its detail, as the Lists rows and the Search results show it
 * (H5: a tab stop that Enter follows, as a link does; the mini program ignores those props).
 */
export function RecordItem({ title, lines, onOpen }: { title: string; lines: readonly RowLine[]; onOpen: () => void }) {
  return (
    <View className="records__item" {...domProps({ role: 'link', tabIndex: 0, onKeyDown: onKeys(onOpen) })}>
      <Text className="records__title">{title}</Text>
      {lines.map((line) => (
        <View key={line.key} className="records__line">
          <Text className="records__label">{line.label}</Text>
          <Text className="records__value">{line.text}</Text>
        </View>
      ))}
    </View>
  );
}
