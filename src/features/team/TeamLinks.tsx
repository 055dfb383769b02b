import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { TEAM_LINK_TEXT } from './links-text';
import { TEAM_PATHS } from './paths';
import { useManagementEntries } from './use-permissions';
import { Button } from '../../ui/Button';

/**
 * The home's ways into the team screens: team management for those whose permissions open it, my profile, and
 * create or join another organisation.
 */
export function TeamLinks() {
  const { entries } = useManagementEntries();
  const go = (url: string) => void Taro.navigateTo({ url });
  return (
    <View className="team__buttons" data-testid="team-links">
      <Button size="small" onClick={() => go(TEAM_PATHS.userInfo)}>
        {TEAM_LINK_TEXT.myProfile}
      </Button>
      <Button size="small" fill="outline" onClick={() => go(TEAM_PATHS.joinIndex)}>
        {TEAM_LINK_TEXT.createOrJoin}
      </Button>
      {/* Last: it appears once the permissions answer, and must not push the others aside (a layout shift). */}
      {entries?.includes('management') ? (
        <Button size="small" type="primary" onClick={() => go(TEAM_PATHS.management)}>
          {TEAM_LINK_TEXT.manageTeam}
        </Button>
      ) : null}
    </View>
  );
}
