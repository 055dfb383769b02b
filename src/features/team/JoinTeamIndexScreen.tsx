import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { scanInvitation } from './parts/scan';
import { TEAM_PATHS, withQuery } from './paths';
import { TEAM_TEXT } from './text';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './team.css';

/** Create or join (/team/joinTeam/index): where a signed-in person without an organisation lands. */
export default function JoinTeamIndex() {
  const inOrganisation = useSession((s) => !!s.tenantId);
  const go = (url: string) => void Taro.navigateTo({ url });
  const scan = () =>
    void scanInvitation().then((code) => {
      if (code) go(withQuery(TEAM_PATHS.join, { inviteCode: code }));
    });

  return (
    <Screen className="team">
      <View className="team__title" role="heading" aria-level={1}>
        <Text>{inOrganisation ? TEAM_TEXT.join : TEAM_TEXT.noOrganisation}</Text>
      </View>
      <Text className="team__hint">{TEAM_TEXT.createOrJoinHint}</Text>
      <View className="ware-card">
        <Text className="team__card-title">{TEAM_TEXT.join}</Text>
        <Text className="team__meta">{TEAM_TEXT.joinHint}</Text>
        <View className="team__buttons">
          <Button type="primary" onClick={() => go(TEAM_PATHS.join)}>
            {TEAM_TEXT.join}
          </Button>
          <Button onClick={scan}>{TEAM_TEXT.scan}</Button>
        </View>
      </View>
      <View className="ware-card">
        <Text className="team__card-title">{TEAM_TEXT.create}</Text>
        <Text className="team__meta">{TEAM_TEXT.createHint}</Text>
        <View className="team__buttons">
          <Button type="primary" onClick={() => go(TEAM_PATHS.create)}>
            {TEAM_TEXT.create}
          </Button>
        </View>
      </View>
      <View className="team__actions">
        <Button fill="none" onClick={() => go(PATHS.selectTenant)}>
          {TEAM_TEXT.chooseJoined}
        </Button>
      </View>
    </Screen>
  );
}
