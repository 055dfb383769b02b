import { Text, View } from '@tarojs/components';

import type { Membership } from '../../../api/schemas/member';
import { cardStatusText, expiryText } from '../../../domain/member/membership';
import { normaliseDate } from '../../../domain/time/normalise-date';
import { MEMBER_TEXT } from '../text';

const day = (iso: string) => normaliseDate(iso, 'YYYY-MM-DD');

/** One of my membership cards: name, member code, §4 status, benefits and end. */
export function MembershipCard({ membership: m }: { membership: Membership }) {
  const valid = m.status === 1;
  return (
    <View className="ware-card" role="listitem" data-testid="membership" aria-label={m.cardName}>
      <View className="member__card-head">
        <Text className="member__card-title">{m.cardName}</Text>
        <Text className={valid ? 'member__status member__status--on' : 'member__status'} data-testid="membership-status">
          {cardStatusText(m.status)}
        </Text>
      </View>
      <Text className="member__meta">{`${MEMBER_TEXT.memberCode} ${m.code}`}</Text>
      {m.benefits ? <Text className="member__meta">{`${MEMBER_TEXT.benefits}：${m.benefits}`}</Text> : null}
      <Text className="member__meta">{expiryText(m.expiresAt, day)}</Text>
    </View>
  );
}
