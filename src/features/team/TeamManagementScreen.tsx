import { Switch, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { InfoRow } from './parts/Field';
import { TEAM_PATHS } from './paths';
import { TEAM_TEXT } from './text';
import { useManagementEntries } from './use-permissions';
import type { InvitationCode } from '../../api/schemas/team';
import { currentInvitationCode, joinRequests, organisationInfo, switchInvitationCode } from '../../api/team';
import { invalidate, useChange, useLoad, usePullToRefresh, useReloadOnShow } from '../../data';
import { controlA11y, pressable } from '../../ui/a11y';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './team.css';

/**
 * Team management (/team/teamManagement/index), for organisation admins: the organisation's information and counts,
 * the invitation code with its on/off switch, and the entries to applications, members and share. Whoever lacks
 * the permission sees no entry (and the server refuses them anyway).
 */
export default function TeamManagement() {
  const { entries } = useManagementEntries();
  const allowed = !!entries?.includes('management');
  const info = useLoad(['team', 'information'], organisationInfo, { enabled: allowed });
  const code = useLoad(['team', 'invitation-code'], currentInvitationCode, { enabled: allowed });
  const pending = useLoad(['team', 'join-requests', 'PENDING'], () => joinRequests('PENDING'), { enabled: !!entries?.includes('applications') });
  usePullToRefresh(info, code, pending);
  useReloadOnShow(info, pending);
  const toggle = useChange<InvitationCode, boolean>({
    mutationFn: switchInvitationCode,
    onSuccess: () => invalidate(['team', 'invitation-code']),
  });

  if (entries && !allowed) {
    return (
      <Screen className="team">
        <View role="alert">
          <Text className="team__problem">{TEAM_TEXT.notAdmin}</Text>
        </View>
      </Screen>
    );
  }
  const go = (url: string) => void Taro.navigateTo({ url });
  // Each entry is a button inside an item of the list (a list may hold only items), named by what it shows.
  const entry = (key: string, label: string, url: string, badge?: number) => (
    <View key={key} role="listitem">
      <View className="team__entry" data-testid={`entry-${key}`} onClick={() => go(url)} {...pressable(() => go(url))}>
        <Text>{label}</Text>
        {badge ? <Text className="team__badge">{badge}</Text> : null}
      </View>
    </View>
  );

  return (
    <Screen className="team">
      <Loaded load={info} failed={TEAM_TEXT.infoFailed}>
        {(org) => (
          <View className="ware-card" data-testid="organisation-info">
            <View role="heading" aria-level={1}>
              <Text className="team__card-title">{org.name}</Text>
            </View>
            <InfoRow label={TEAM_TEXT.industry} value={org.industry || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.memberCount} value={org.memberCount} testId="member-count" />
            <InfoRow label={TEAM_TEXT.departmentCount} value={org.departmentCount} />
            <InfoRow label={TEAM_TEXT.appCount} value={org.appCount} />
          </View>
        )}
      </Loaded>
      {code.data ? (
        <View className="ware-card" data-testid="invitation-code">
          <Text className="team__meta">{TEAM_TEXT.invitationCode}</Text>
          <Text className="team__code">{code.data.code}</Text>
          <View className="team__switch">
            <Text>{code.data.enabled ? TEAM_TEXT.invitationOn : TEAM_TEXT.invitationOff}</Text>
            <Switch
              id="team-invitation-switch"
              checked={code.data.enabled}
              disabled={toggle.isPending}
              onChange={(e) => toggle.mutate(e.detail.value)}
              {...controlA11y.input(TEAM_TEXT.invitationSwitch, 'team-invitation-switch')}
            />
          </View>
        </View>
      ) : null}
      {entries ? (
        <View role="list">
          {entries.includes('applications') ? entry('applications', TEAM_TEXT.applications, TEAM_PATHS.applications, pending.data?.length) : null}
          {entries.includes('members') ? entry('members', TEAM_TEXT.memberList, TEAM_PATHS.memberList) : null}
          {entries.includes('share') ? entry('share', TEAM_TEXT.share, TEAM_PATHS.share) : null}
        </View>
      ) : null}
    </Screen>
  );
}
