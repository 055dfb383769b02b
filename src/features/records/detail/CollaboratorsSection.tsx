import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useCallback, useEffect, useRef, useState } from 'react';

import { DETAIL_TEXT } from './text';
import { collaborators, inviteCollaborators, orgMembers, removeCollaborator, type Collaborator, type OrgMember, type RecordTarget } from '../../../api/record-extras';
import { Button } from '../../../ui/Button';
import { Input } from '../../../ui/Input';

const memberId = (m: OrgMember) => m.userId ?? m.id ?? '';
const memberName = (m: OrgMember) => m.nickname || m.name || m.username || memberId(m);

/**
 * Collaborators of the record: the list, removing one (with the invite permission; anyone may leave), and inviting
 * members of the organisation picked from /platform/members by keyword. The picker is an inline panel, not a popup,
 * so it needs no page measuring and renders the same in H5 and the mini program.
 */
export function CollaboratorsSection({ target, canInvite, me }: { target: RecordTarget; canInvite: boolean; me: string | null }) {
  const [list, setList] = useState<Collaborator[]>([]);
  const [picking, setPicking] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [members, setMembers] = useState<OrgMember[] | null>(null);

  // The parent builds `target` on every render: the list reloads only when the record changes.
  const targetRef = useRef(target);
  targetRef.current = target;
  const recordKey = `${target.appId}/${target.formId}/${target.dataId}`;
  const reload = useCallback(async () => setList(await collaborators(targetRef.current).catch(() => [])), []);
  useEffect(() => void reload(), [reload, recordKey]);

  const search = async (word: string) => {
    try {
      setMembers((await orgMembers(word.trim())).content.filter((m) => memberId(m) && memberId(m) !== me));
    } catch (error) {
      console.warn('[detail] members failed', error);
      setMembers([]);
    }
  };

  const invite = async (m: OrgMember) => {
    try {
      setList(await inviteCollaborators(target, [memberId(m)]));
      void Taro.showToast({ title: DETAIL_TEXT.invited, icon: 'success' });
    } catch (error) {
      console.warn('[detail] invite failed', error);
    }
  };

  const remove = async (c: Collaborator) => {
    try {
      await removeCollaborator(target.appType, c.id);
      await reload();
    } catch (error) {
      console.warn('[detail] remove collaborator failed', error);
    }
  };

  const invitedIds = new Set(list.map((c) => c.userId));
  return (
    <View className="records__card" role="region" aria-label={DETAIL_TEXT.collaborators}>
      <Text className="records__title">{DETAIL_TEXT.collaborators}</Text>
      {list.length === 0 ? <Text className="records__footer">{DETAIL_TEXT.noCollaborators}</Text> : null}
      {list.map((c) => {
        const name = c.user?.nickname ?? c.userId;
        const mine = c.userId === me;
        return (
          <View key={c.id} className="records__line" data-testid="collaborator">
            <Text className="records__value">{name}</Text>
            {canInvite || mine ? (
              <Button size="small" fill="none" aria-label={`${mine ? DETAIL_TEXT.leave : DETAIL_TEXT.removeCollaborator} ${name}`} onClick={() => void remove(c)}>
                <Text>{mine ? DETAIL_TEXT.leave : DETAIL_TEXT.removeCollaborator}</Text>
              </Button>
            ) : null}
          </View>
        );
      })}
      {canInvite && !picking ? (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            setPicking(true);
            void search('');
          }}
        >
          <Text>{DETAIL_TEXT.invite}</Text>
        </Button>
      ) : null}
      {picking ? (
        <View className="detail__picker" data-testid="member-picker">
          <View className="records__search">
            <Input
              className="records__keyword"
              name="member-keyword"
              aria-label={DETAIL_TEXT.inviteSearch}
              placeholder={DETAIL_TEXT.inviteSearch}
              value={keyword}
              onChange={(v: string) => setKeyword(v)}
              onConfirm={() => void search(keyword)}
            />
            <Button size="small" onClick={() => void search(keyword)}>
              <Text>搜索</Text>
            </Button>
            <Button size="small" fill="none" onClick={() => setPicking(false)}>
              <Text>{DETAIL_TEXT.closePicker}</Text>
            </Button>
          </View>
          {members?.length === 0 ? <Text className="records__footer">{DETAIL_TEXT.noMembers}</Text> : null}
          {(members ?? []).map((m) => (
            <View key={memberId(m)} className="records__line" data-testid="member-option">
              <Text className="records__value">{memberName(m)}</Text>
              {invitedIds.has(memberId(m)) ? (
                <Text className="records__label">{DETAIL_TEXT.invited}</Text>
              ) : (
                <Button size="small" type="primary" aria-label={`${DETAIL_TEXT.inviteOne} ${memberName(m)}`} onClick={() => void invite(m)}>
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
