import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { DETAIL_TEXT } from './text';
import { collaborators, inviteCollaborators, memberId, orgMembers, removeCollaborator, type Collaborator, type OrgMember, type RecordTarget } from '../../../api/record-extras';
import { useChange, useLoad } from '../../../data';
import { Button } from '../../../ui/Button';
import { KeywordInput } from '../../../ui/KeywordInput';
import { RECORDS_TEXT } from '../parts/record-view';

const memberName = (m: OrgMember) => m.nickname || m.name || m.username || memberId(m);

/**
 * Collaborators of the record: the list, removing one (with the invite permission; anyone may leave), and inviting
 * members of the organisation picked from /platform/members by keyword. The picker is an inline panel, not a popup,
 * so it needs no page measuring and renders the same in H5 and the mini program. A list or search that fails shows
 * as empty (the record is what matters); a failed change has been toasted by the request layer.
 */
export function CollaboratorsSection({ target, canInvite, me }: { target: RecordTarget; canInvite: boolean; me: string | null }) {
  const [keyword, setKeyword] = useState('');
  /** The keyword searched in the picker; null while the picker is closed. */
  const [searched, setSearched] = useState<string | null>(null);
  const list = useLoad(['collaborators', target.appId, target.formId, target.dataId], () => collaborators(target));
  const members = useLoad(['org-members', searched], () => orgMembers(searched ?? ''), { enabled: searched !== null });
  const invite = useChange<unknown, OrgMember>({
    mutationFn: (m) => inviteCollaborators(target, [memberId(m)]),
    onSuccess: () => {
      void Taro.showToast({ title: DETAIL_TEXT.invited, icon: 'success' });
      return list.refetch();
    },
  });
  const remove = useChange<unknown, Collaborator>({ mutationFn: (c) => removeCollaborator(target.appType, c.id), onSuccess: () => list.refetch() });

  const shown = list.data ?? [];
  const invitedIds = new Set(shown.map((c) => c.userId));
  const found = searched === null || members.isPending ? null : (members.data?.content ?? []).filter((m) => memberId(m) && memberId(m) !== me);
  return (
    <View className="records__card" role="region" aria-label={DETAIL_TEXT.collaborators}>
      <Text className="records__title">{DETAIL_TEXT.collaborators}</Text>
      {shown.length === 0 ? <Text className="records__footer">{DETAIL_TEXT.noCollaborators}</Text> : null}
      {shown.map((c) => {
        const name = c.user?.nickname ?? c.userId;
        const mine = c.userId === me;
        return (
          <View key={c.id} className="records__line" data-testid="collaborator">
            <Text className="records__value">{name}</Text>
            {canInvite || mine ? (
              <Button size="small" fill="none" aria-label={`${mine ? DETAIL_TEXT.leave : DETAIL_TEXT.removeCollaborator} ${name}`} onClick={() => remove.mutate(c)}>
                <Text>{mine ? DETAIL_TEXT.leave : DETAIL_TEXT.removeCollaborator}</Text>
              </Button>
            ) : null}
          </View>
        );
      })}
      {canInvite && searched === null ? (
        <Button size="small" type="primary" onClick={() => setSearched('')}>
          <Text>{DETAIL_TEXT.invite}</Text>
        </Button>
      ) : null}
      {searched !== null ? (
        <View className="detail__picker" data-testid="member-picker">
          <View className="records__search">
            <KeywordInput
              className="records__keyword"
              name="member-keyword"
              label={DETAIL_TEXT.inviteSearch}
              value={keyword}
              onChange={setKeyword}
              onSearch={() => setSearched(keyword.trim())}
            />
            <Button size="small" onClick={() => setSearched(keyword.trim())}>
              <Text>{RECORDS_TEXT.search}</Text>
            </Button>
            <Button size="small" fill="none" onClick={() => setSearched(null)}>
              <Text>{DETAIL_TEXT.closePicker}</Text>
            </Button>
          </View>
          {found?.length === 0 ? <Text className="records__footer">{DETAIL_TEXT.noMembers}</Text> : null}
          {(found ?? []).map((m) => (
            <View key={memberId(m)} className="records__line" data-testid="member-option">
              <Text className="records__value">{memberName(m)}</Text>
              {invitedIds.has(memberId(m)) ? (
                <Text className="records__label">{DETAIL_TEXT.invited}</Text>
              ) : (
                <Button size="small" type="primary" aria-label={`${DETAIL_TEXT.inviteOne} ${memberName(m)}`} onClick={() => invite.mutate(m)}>
                  <Text>{DETAIL_TEXT.inviteOne}</Text>
                </Button>
              )}
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
}
