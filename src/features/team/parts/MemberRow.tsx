import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import type { Member } from '../../../api/schemas/team';
import { pressable } from '../../../ui/a11y';
import { Picture } from '../../../ui/Picture';
import { TEAM_PATHS, withQuery } from '../paths';
import { TEAM_TEXT } from '../text';

/** One member of a list, with their avatar (their first character without one); opens the member's info. */
export function MemberRow({ member }: { member: Member }) {
  const name = member.nickname || member.username;
  const open = () => void Taro.navigateTo({ url: withQuery(TEAM_PATHS.userInfo, { id: member.id }) });
  const meta = [member.departmentName, member.jobTitle, member.role === 'ADMIN' ? TEAM_TEXT.admin : '', member.phone].filter(Boolean).join(' · ');
  return (
    <View className="team-member" data-testid="member" onClick={open} {...pressable(open)}>
      <Picture className="team__avatar" src={member.picture} name={name} />
      <View className="team-member__body">
        <Text className="team-member__name">{name}</Text>
        <Text className="team__meta">{meta}</Text>
      </View>
    </View>
  );
}
