import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import type { Profile } from '../../../api/schemas/team';
import { departments, myProfile, updateMyProfile } from '../../../api/team';
import { invalidate, useChange, useLoad } from '../../../data';
import { useSession } from '../../../stores/session';
import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { TEAM_TEXT } from '../text';
import { ChoicePopup } from './ChoicePopup';
import { Field, InfoRow } from './Field';

const GENDER_CHOICES = TEAM_TEXT.genders.map((label, value) => ({ value: String(value), label }));

/** My profile (GET and PUT /platform/my-profile): name, contact, and my department and job title here. */
export function MyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  const profile = useLoad(['team', 'my-profile'], myProfile);
  const list = useLoad(['team', 'departments'], departments, { enabled: !!tenantId });
  const [editing, setEditing] = useState(false);

  return (
    <Loaded load={profile} failed={TEAM_TEXT.profileFailed}>
      {(me) =>
        editing ? (
          <ProfileEditor profile={me} onDone={() => setEditing(false)} />
        ) : (
          <View className="team__card" data-testid="my-profile">
            <View role="heading" aria-level={1}>
              <Text className="team__card-title">{TEAM_TEXT.myProfile}</Text>
            </View>
            <InfoRow label={TEAM_TEXT.nickname} value={me.nickname || me.username} testId="profile-nickname" />
            <InfoRow label={TEAM_TEXT.username} value={me.username} />
            <InfoRow label={TEAM_TEXT.phone} value={me.phone || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.email} value={me.email || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.gender} value={TEAM_TEXT.genders[me.gender ?? 0] ?? TEAM_TEXT.genders[0]} />
            {tenantId ? (
              <>
                <InfoRow label={TEAM_TEXT.department} value={list.data?.find((d) => d.id === me.departmentId)?.name || TEAM_TEXT.none} testId="profile-department" />
                <InfoRow label={TEAM_TEXT.jobTitle} value={me.jobTitle || TEAM_TEXT.none} testId="profile-job-title" />
              </>
            ) : null}
            <View className="team__actions">
              <Button type="primary" block onClick={() => setEditing(true)}>
                {TEAM_TEXT.edit}
              </Button>
            </View>
          </View>
        )
      }
    </Loaded>
  );
}

function ProfileEditor({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [nickname, setNickname] = useState(profile.nickname);
  const [email, setEmail] = useState(profile.email);
  const [gender, setGender] = useState(String(profile.gender ?? 0));
  const [picking, setPicking] = useState(false);
  const save = useChange({
    mutationFn: () => updateMyProfile({ nickname: nickname.trim(), email: email.trim(), gender: Number(gender) as 0 | 1 | 2 }),
    onSuccess: async (saved) => {
      const user = useSession.getState().userInfo;
      if (user) useSession.getState().setUser({ ...user, nickname: saved.nickname });
      await invalidate(['team', 'my-profile']);
      void Taro.showToast({ title: TEAM_TEXT.saved, icon: 'success' });
      onDone();
    },
  });
  return (
    <View className="team__card" data-testid="profile-editor">
      <Field name="nickname" label={TEAM_TEXT.nickname} value={nickname} onChange={setNickname} maxLength={32} />
      <Field name="email" label={TEAM_TEXT.email} value={email} onChange={setEmail} maxLength={100} />
      <View className="team-field">
        <Text className="team-field__label">{TEAM_TEXT.gender}</Text>
        <View className="team-field__line" onClick={() => setPicking(true)} {...pressable(() => setPicking(true), `${TEAM_TEXT.gender}:${TEAM_TEXT.genders[Number(gender)]}`)}>
          <Text className="team-field__input">{TEAM_TEXT.genders[Number(gender)]}</Text>
        </View>
      </View>
      {save.error ? (
        <View role="alert">
          <Text className="team__problem">{save.error.message}</Text>
        </View>
      ) : null}
      <View className="team__buttons">
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
          {TEAM_TEXT.save}
        </Button>
        <Button onClick={onDone}>{TEAM_TEXT.cancel}</Button>
      </View>
      <ChoicePopup
        title={TEAM_TEXT.gender}
        open={picking}
        choices={GENDER_CHOICES}
        value={gender}
        onChoose={(v) => {
          setGender(v);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </View>
  );
}
