import { Text, View } from '@tarojs/components';

import { controlA11y } from '../../../ui/a11y';
import { MEMBER_TEXT } from '../text';

export type CrmTab = 'customers' | 'memberships';

const TABS: readonly { value: CrmTab; text: string }[] = [
  { value: 'customers', text: MEMBER_TEXT.customerTab },
  { value: 'memberships', text: MEMBER_TEXT.membershipTab },
];

/** The customers area's two lists: the customers, and the memberships they hold. */
export function ListTabs({ value, onChange }: { value: CrmTab; onChange: (tab: CrmTab) => void }) {
  return (
    <View className="member__buttons" role="tablist" aria-label={MEMBER_TEXT.listTabs}>
      {TABS.map((t) => (
        <View key={t.value} className={`member__tab${t.value === value ? ' member__tab--on' : ''}`} {...controlA11y.tab(t.text, t.value === value, () => onChange(t.value))} onClick={() => onChange(t.value)}>
          <Text>{t.text}</Text>
        </View>
      ))}
    </View>
  );
}
