import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState, type ReactNode } from 'react';

import { removeAction, useBatchSelect } from './BatchSelect';
import { CrmList, useKeywordSearch, type FormBinding } from './CrmList';
import { membershipById, membershipCardById, membershipsPage, removeMembership, removeMemberships, setMembershipCard, setMembershipEnd, type HeldMembership } from '../../../api/crm-memberships';
import { membershipCards } from '../../../api/member';
import { invalidate, rowsOf, useChange, useLoad, usePagedLoad, usePullToRefresh } from '../../../data';
import { cardStatusText, expiryText } from '../../../domain/member/membership';
import { normaliseDate } from '../../../domain/time/normalise-date';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/DateField';
import { Loaded } from '../../../ui/Loaded';
import { Choices } from '../parts/Choices';
import { FormFrame } from '../parts/FormFrame';
import { pageOf } from '../parts/paging';
import { MEMBER_TEXT } from '../text';

/** What the form changes: the card (null: the same one), and the end (a day, or null for 长期有效). */
interface EndInput {
  cardId: string | null;
  endDay: string | null;
}

/** Saves the form: another card first (it may be refused), then the end. */
async function saveMembership(id: string, v: EndInput) {
  if (v.cardId) await setMembershipCard(id, v.cardId);
  return setMembershipEnd(id, v.endDay);
}

const day = (iso: string) => normaliseDate(iso, 'YYYY-MM-DD');
const refresh = () => invalidate(['crm']);
/** A row as the list names it: its holder, or its member code when the holder is not a customer. */
const named = (m: HeldMembership) => ({ ...m, id: m.memberId, name: m.customerName || m.code });
type Row = ReturnType<typeof named>;

/** The end's form: the card as it is now (status, benefits), and 长期有效 or a last day. */
function MembershipEndForm({ id, binding }: { id: string; binding: FormBinding<EndInput> }) {
  const membership = useLoad(['crm', 'membership', id], () => membershipById(id), { freshFor: 0 });
  const cardId = membership.data?.cardId ?? '';
  const card = useLoad(['crm', 'membership-card', cardId], () => membershipCardById(cardId), { enabled: !!cardId });
  const cards = useLoad(['crm', 'membership-cards'], membershipCards);
  const valid = (cards.data ?? []).filter((c) => c.status === 1);
  return (
    <Loaded load={membership} failed={MEMBER_TEXT.membershipsFailed}>
      {(m) => (
        <EndForm initial={m.expiresAt ? day(m.expiresAt) : null} card={{ current: m.cardId, options: valid.map((c) => ({ value: c.id, text: c.cardName })) }} binding={binding}>
          {card.data ? (
            <View>
              <Text className="member__card-title">{card.data.cardName}</Text>
              <Text className="member__meta">{`${MEMBER_TEXT.cardStatus} ${cardStatusText(card.data.status)}`}</Text>
              {card.data.benefits ? <Text className="member__meta">{`${MEMBER_TEXT.benefits}：${card.data.benefits}`}</Text> : null}
            </View>
          ) : null}
        </EndForm>
      )}
    </Loaded>
  );
}

function EndForm({ initial, card, binding, children }: { initial: string | null; card: { current: string; options: { value: string; text: string }[] }; binding: FormBinding<EndInput>; children: ReactNode }) {
  const [cardId, setCardId] = useState(card.current);
  const [endless, setEndless] = useState(initial === null);
  const [endDay, setEndDay] = useState(initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const wrong = !endless && !endDay ? MEMBER_TEXT.endDayMissing : null;
    setProblem(wrong);
    if (!wrong) binding.onSave({ cardId: cardId === card.current ? null : cardId, endDay: endless ? null : endDay });
  };
  return (
    <FormFrame testId="membership-form" problem={problem ?? binding.error} pending={binding.pending} onSave={save} onCancel={binding.onCancel}>
      {children}
      {card.options.length > 1 ? <Choices label={MEMBER_TEXT.membershipCard} options={card.options} value={cardId} onChange={setCardId} /> : null}
      <Choices
        label={MEMBER_TEXT.membershipEnd}
        options={[
          { value: 'endless', text: MEMBER_TEXT.endless },
          { value: 'day', text: MEMBER_TEXT.endOn },
        ]}
        value={endless ? 'endless' : 'day'}
        onChange={(v) => setEndless(v === 'endless')}
      />
      {endless ? null : (
        <DateField id="member-endDay" label={MEMBER_TEXT.endDay} value={endDay} start="2000-01-01" end="2099-12-31" className="ware-field" placeholderClassName="member__meta" onChange={setEndDay} />
      )}
    </FormFrame>
  );
}

/**
 * The memberships of the organisation (the customers area's 会员 tab): who holds which card, its §4 status and end;
 * an admin changes the end, removes one (asked once more), or several in the select mode. Others are refused by the
 * server, whose message is shown.
 */
export function MembershipsList({ header }: { header: ReactNode }) {
  const { keyword, search } = useKeywordSearch();
  const list = usePagedLoad(
    ['crm', 'memberships', keyword],
    async (page) => {
      const found = pageOf(await membershipsPage(keyword, page), page);
      return { ...found, rows: found.rows.map(named) };
    },
    { freshFor: 0 },
  );
  usePullToRefresh(list);
  const select = useBatchSelect({ rows: rowsOf(list), action: removeAction(MEMBER_TEXT.membershipTab, removeMemberships), done: refresh });
  const remove = useChange({ mutationFn: removeMembership, onSuccess: refresh });
  const confirmRemove = async (m: Row) => {
    if ((await Taro.showModal({ title: MEMBER_TEXT.remove, content: MEMBER_TEXT.removeMembershipConfirm(m.name) })).confirm) remove.mutate(m.id);
  };
  return (
    <CrmList<Row, EndInput>
      header={header}
      search={{ ...search, name: 'membershipKeyword', label: MEMBER_TEXT.searchMemberships }}
      texts={{ failed: MEMBER_TEXT.membershipsFailed, empty: MEMBER_TEXT.noMemberships }}
      testId="held-membership"
      list={list}
      select={select}
      save={saveMembership}
      saved={refresh}
      form={(m, binding) => (m ? <MembershipEndForm id={m.id} binding={binding} /> : null)}
      meta={(m) => [`${MEMBER_TEXT.memberCode} ${m.code} · ${m.cardName}`, `${cardStatusText(m.status)} · ${expiryText(m.expiresAt, day)}`]}
      actions={(m) => (
        <Button size="small" loading={remove.isPending && remove.variables === m.id} disabled={remove.isPending} onClick={() => void confirmRemove(m)}>
          {MEMBER_TEXT.remove}
        </Button>
      )}
    />
  );
}
