import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { joinMembership, membershipCards, myMemberships, vipOfUser } from '../../../api/member';
import { invalidate, useChange, useLoad, usePullToRefresh, useReloadOnShow } from '../../../data';
import { vipLevelText } from '../../../domain/member/membership';
import { normaliseDate } from '../../../domain/time/normalise-date';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { SignInNeeded } from '../../session';
import { useWorkAreas } from '../../team';
import { MembershipCard } from '../parts/MembershipCard';
import { MEMBER_ENTRIES } from '../paths';
import { MEMBER_TEXT } from '../text';
import { ThemeSwitch } from './ThemeSwitch';
import '../member.css';

/**
 * Member centre (/memberCenter/index, alias /platform/member): my VIP level, my membership cards in the current
 * organisation with their status, benefits and end, the cards I may join, and the entries to redeeming, orders
 * and after-sales; the appearance switch (dark mode, issue 39.5) last.
 */
export default function MemberCentre() {
  const userId = useSession((s) => s.userId);
  const mine = useLoad(['member', 'memberships'], myMemberships, { freshFor: 0 });
  const cards = useLoad(['member', 'cards'], membershipCards);
  const vip = useLoad(['member', 'vip', userId], () => vipOfUser(userId!), { enabled: !!userId, freshFor: 0 });
  usePullToRefresh(mine, vip, cards);
  useReloadOnShow(mine, vip);
  const join = useChange({ mutationFn: joinMembership, onSuccess: () => invalidate(['member']) });
  const areas = useWorkAreas();

  if (!userId) {
    return <SignInNeeded className="member" needs="user" />;
  }
  return (
    <Screen className="member">
      <View className="ware-card" data-testid="vip">
        <Text className="member__card-title">{MEMBER_TEXT.vip}</Text>
        {vip.data?.active ? (
          <>
            <Text className="member__meta">{vipLevelText(vip.data.level)}</Text>
            {vip.data.expiresAt ? <Text className="member__meta">{`${MEMBER_TEXT.vipUntil} ${normaliseDate(vip.data.expiresAt, 'YYYY-MM-DD')}`}</Text> : null}
          </>
        ) : vip.data ? (
          <Text className="member__meta">{MEMBER_TEXT.vipNone}</Text>
        ) : null}
      </View>
      <View className="member__buttons">
        {MEMBER_ENTRIES.filter((e) => !e.area || areas.includes(e.area)).map((e) => (
          <Button key={e.path} size="small" type={e.primary ? 'primary' : 'default'} onClick={() => void Taro.navigateTo({ url: e.path })}>
            {e.label}
          </Button>
        ))}
      </View>
      <Text className="member__section">{MEMBER_TEXT.myCards}</Text>
      <Loaded load={mine} failed={MEMBER_TEXT.centreFailed}>
        {(list) =>
          list.length === 0 ? (
            <Empty description={MEMBER_TEXT.noCards} />
          ) : (
            <View role="list">
              {list.map((m) => (
                <MembershipCard key={m.memberId} membership={m} />
              ))}
            </View>
          )
        }
      </Loaded>
      {cards.data?.some((c) => c.joinable) ? (
        <>
          <Text className="member__section">{MEMBER_TEXT.joinable}</Text>
          <View role="list">
            {cards.data
              .filter((c) => c.joinable)
              .map((c) => {
                const held = mine.data?.some((m) => m.cardId === c.id && m.status === 1) ?? false;
                return (
                  <View key={c.id} className="ware-card" role="listitem" data-testid="offer" aria-label={c.cardName}>
                    <Text className="member__card-title">{c.cardName}</Text>
                    {c.benefits ? <Text className="member__meta">{`${MEMBER_TEXT.benefits}：${c.benefits}`}</Text> : null}
                    <View className="member__buttons">
                      <Button size="small" type="primary" disabled={held || join.isPending} loading={join.isPending && join.variables === c.id} onClick={() => join.mutate(c.id)}>
                        {held ? MEMBER_TEXT.joined : MEMBER_TEXT.join}
                      </Button>
                    </View>
                  </View>
                );
              })}
          </View>
        </>
      ) : null}
      <ThemeSwitch />
    </Screen>
  );
}
