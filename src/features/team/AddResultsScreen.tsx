import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';

import { enterAndGoHome } from './enter';
import { TEAM_PATHS } from './paths';
import { TEAM_TEXT } from './text';
import { useChange } from '../../data';
import { fillText } from '../../domain/messages';
import { paramOf } from '../../domain/routing/page-option';
import { nextStepOf, outcomeOfStatus, type JoinOutcome } from '../../domain/team/join-result';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './team.css';

const HEADLINE: Record<JoinOutcome, string> = {
  joined: TEAM_TEXT.resultJoined,
  created: TEAM_TEXT.resultCreated,
  pending: TEAM_TEXT.resultPending,
  refused: TEAM_TEXT.resultRefused,
};

/**
 * Result (/team/joinTeam/addResults?status=&orgName=&tenantId=&message=): joined, created, pending approval or
 * refused, with the next step. A created organisation has already been entered by the create screen.
 */
export default function AddResults() {
  const { params } = useRouter();
  const outcome = outcomeOfStatus(params.status);
  const orgName = paramOf(params.orgName) ?? '';
  const message = paramOf(params.message);
  const tenantId = paramOf(params.tenantId) ?? '';
  const inOrganisation = useSession((s) => !!s.tenantId);
  const enter = useChange({
    mutationFn: () => (outcome === 'created' ? Taro.reLaunch({ url: PATHS.home }).then(() => undefined) : enterAndGoHome(tenantId, orgName)),
  });
  const next = nextStepOf(outcome);

  return (
    <Screen className="team">
      <View className="ware-card" data-testid="join-result" data-outcome={outcome}>
        <View role="heading" aria-level={1}>
          <Text className={outcome === 'refused' ? 'team__problem' : 'team__success'}>{fillText(HEADLINE[outcome], orgName)}</Text>
        </View>
        {outcome === 'pending' ? <Text className="team__meta">{TEAM_TEXT.resultPendingHint}</Text> : null}
        {outcome === 'created' ? <Text className="team__meta">{TEAM_TEXT.resultCreatedHint}</Text> : null}
        {outcome === 'refused' && message ? <Text className="team__meta">{message}</Text> : null}
      </View>
      {enter.isError ? (
        <View role="alert">
          <Text className="team__problem">{TEAM_TEXT.enterFailed}</Text>
        </View>
      ) : null}
      <View className="team__actions">
        {next === 'enter' ? (
          <Button type="primary" block loading={enter.isPending} onClick={() => enter.mutate()}>
            {TEAM_TEXT.enter}
          </Button>
        ) : null}
        {outcome === 'created' ? (
          <Button block onClick={() => void Taro.navigateTo({ url: TEAM_PATHS.management })}>
            {TEAM_TEXT.manageTeam}
          </Button>
        ) : null}
        {next === 'retry' ? (
          <Button type="primary" block onClick={() => void Taro.redirectTo({ url: TEAM_PATHS.join })}>
            {TEAM_TEXT.retry}
          </Button>
        ) : null}
        {next !== 'enter' ? (
          <Button block fill="none" onClick={() => void Taro.reLaunch({ url: inOrganisation ? PATHS.home : TEAM_PATHS.joinIndex })}>
            {TEAM_TEXT.backHome}
          </Button>
        ) : null}
      </View>
    </Screen>
  );
}
