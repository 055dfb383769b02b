import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { ChoicePopup } from './ChoicePopup';
import { Field, InfoCard, InfoRow, PickField, SaveCancel } from './Field';
import type { Profile } from '../../../api/schemas/team';
import { departments, myPositions, myProfile, updateMyProfile } from '../../../api/team';
import { wechatUserInfo } from '../../../api/wechat-user';
import { invalidate, useChange, useLoad } from '../../../data';
import { wechatLoginCode, wechatLoginKind } from '../../../platform/wechat';
import { useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { Loaded } from '../../../ui/Loaded';
import { TEAM_TEXT } from '../text';

const GENDER_CHOICES = TEAM_TEXT.genders.map((label, value) => ({ value: String(value), label }));

/** My profile (GET and PUT /platform/my-profile): name, contact, and my department, job title and positions here. */
export function MyProfile() {
  const tenantId = useSession((s) => s.tenantId);
  const profile = useLoad(['team', 'my-profile'], myProfile);
  const list = useLoad(['team', 'departments'], departments, { enabled: !!tenantId });
  const positions = useLoad(['team', 'my-positions'], myPositions, { enabled: !!tenantId });
  const [editing, setEditing] = useState(false);

  return (
    <Loaded load={profile} failed={TEAM_TEXT.profileFailed}>
      {(me) =>
        editing ? (
          <ProfileEditor profile={me} onDone={() => setEditing(false)} />
        ) : (
          <InfoCard title={TEAM_TEXT.myProfile} testId="my-profile" onEdit={() => setEditing(true)}>
            <InfoRow label={TEAM_TEXT.nickname} value={me.nickname || me.username} testId="profile-nickname" />
            <InfoRow label={TEAM_TEXT.username} value={me.username} />
            <InfoRow label={TEAM_TEXT.phone} value={me.phone || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.email} value={me.email || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.gender} value={TEAM_TEXT.genders[me.gender ?? 0] ?? TEAM_TEXT.genders[0]} />
            {tenantId ? (
              <>
                <InfoRow label={TEAM_TEXT.department} value={list.data?.find((d) => d.id === me.departmentId)?.name || TEAM_TEXT.none} testId="profile-department" />
                <InfoRow label={TEAM_TEXT.jobTitle} value={me.jobTitle || TEAM_TEXT.none} testId="profile-job-title" />
                <InfoRow label={TEAM_TEXT.positions} value={positions.data?.map((p) => (p.isLeader ? `${p.name}(${TEAM_TEXT.leader})` : p.name)).join('、') || TEAM_TEXT.none} testId="profile-positions" />
              </>
            ) : null}
          </InfoCard>
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
  // In the mini program the WeChat user's own nickname (GET /weixin/wx/user/info with a wx.login code) fills the field.
  const fromWechat = useChange({
    mutationFn: async () => wechatUserInfo(await wechatLoginCode()),
    onSuccess: (info) => {
      if (info.nickname) setNickname(info.nickname.slice(0, 32));
    },
    onError: (error) => console.warn('[profile] WeChat user info failed', error),
  });
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
    <View className="ware-card" data-testid="profile-editor">
      <Field name="nickname" autoComplete="nickname" label={TEAM_TEXT.nickname} value={nickname} onChange={setNickname} maxLength={32} />
      {wechatLoginKind() === 'mini-program' ? (
        <Button size="small" fill="none" loading={fromWechat.isPending} onClick={() => fromWechat.mutate()}>
          {TEAM_TEXT.wechatNickname}
        </Button>
      ) : null}
      <Field name="email" autoComplete="email" label={TEAM_TEXT.email} value={email} onChange={setEmail} maxLength={100} />
      <PickField label={TEAM_TEXT.gender} value={TEAM_TEXT.genders[Number(gender)] ?? ''} onPress={() => setPicking(true)} />
      {save.error ? (
        <View role="alert">
          <Text className="team__problem">{save.error.message}</Text>
        </View>
      ) : null}
      <SaveCancel saving={save.isPending} onSave={() => save.mutate()} onCancel={onDone} />
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
