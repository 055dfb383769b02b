import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { ChoicePopup } from './parts/ChoicePopup';
import { TEAM_TEXT } from './text';
import type { JoinRequest } from '../../api/schemas/team';
import { approveJoinRequest, decideJoinRequest, departments, joinRequests } from '../../api/team';
import { invalidate, useChange, useLoad, usePullToRefresh } from '../../data';
import { fillText } from '../../domain/messages';
import { normaliseDate } from '../../domain/time/normalise-date';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Loaded } from '../../ui/Loaded';
import { Picture } from '../../ui/Picture';
import { Screen } from '../../ui/Screen';
import './team.css';

type Decision = { id: string; approve: boolean; departmentId?: string | null };

/**
 * New member applications (/team/teamManagement/memberApplication): the pending requests, each with who and when,
 * approved by the approve call or refused by the generic approval call (spec §4). Approving first asks which
 * department the new member joins (issue 41: approved members landed in none, with nothing asking them): the approver
 * knows the organisation, and the spec gives the member no call to place themselves.
 */
export default function MemberApplication() {
  const pending = useLoad(['team', 'join-requests', 'PENDING'], () => joinRequests('PENDING'), { freshFor: 0 });
  usePullToRefresh(pending);
  const decide = useChange<JoinRequest, Decision>({
    mutationFn: ({ id, approve, departmentId }) => (approve ? approveJoinRequest(id, departmentId ?? null) : decideJoinRequest(id, 'REJECTED')),
    onSuccess: (_, { approve }) => {
      void Taro.showToast({ title: approve ? TEAM_TEXT.approved : TEAM_TEXT.rejected, icon: 'success' });
      // The counts of team management and the member list change with a decision.
      return invalidate(['team']);
    },
  });
  const departmentList = useLoad(['team', 'departments'], departments);
  // The request being approved while its department is chosen.
  const [placing, setPlacing] = useState<{ id: string; who: string } | null>(null);
  const approve = (id: string, who: string) => {
    // An organisation without departments has nowhere to place anyone: approved at once.
    if (departmentList.data?.length === 0) decide.mutate({ id, approve: true, departmentId: null });
    else setPlacing({ id, who });
  };
  // A refusal cannot be taken back from this screen: it is asked first, naming who is refused.
  const reject = async (id: string, who: string) => {
    const answer = await Taro.showModal({
      title: TEAM_TEXT.rejectTitle,
      content: fillText(TEAM_TEXT.rejectConfirm, who),
      confirmText: TEAM_TEXT.reject,
      cancelText: TEAM_TEXT.cancel,
    });
    if (answer.confirm) decide.mutate({ id, approve: false });
  };

  return (
    <Screen className="team">
      <Loaded load={pending} failed={TEAM_TEXT.applicationsFailed}>
        {(requests) =>
          requests.length === 0 ? (
            <Empty description={TEAM_TEXT.noApplications} />
          ) : (
            <View role="list">
              {requests.map((r) => {
                const who = r.user?.nickname || r.user?.username || r.userId;
                const busy = decide.isPending && decide.variables?.id === r.id;
                return (
                  <View key={r.id} className="ware-card" role="listitem" data-testid="application" aria-label={who}>
                    <View className="team__person">
                      <Picture className="team__avatar" src={r.user?.picture} name={who} />
                      <View className="team-member__body">
                        <Text className="team__card-title">{who}</Text>
                        {r.user?.phone ? <Text className="team__meta">{r.user.phone}</Text> : null}
                      </View>
                    </View>
                    <Text className="team__meta">{`${TEAM_TEXT.appliedAt} ${normaliseDate(r.createdAt, 'YYYY-MM-DD HH:mm')}`}</Text>
                    {r.message ? <Text className="team__meta">{r.message}</Text> : null}
                    <View className="team__buttons">
                      <Button size="small" type="primary" loading={busy && decide.variables?.approve} disabled={decide.isPending} onClick={() => approve(r.id, who)}>
                        {TEAM_TEXT.approve}
                      </Button>
                      <Button size="small" loading={busy && !decide.variables?.approve} disabled={decide.isPending} onClick={() => void reject(r.id, who)}>
                        {TEAM_TEXT.reject}
                      </Button>
                    </View>
                  </View>
                );
              })}
            </View>
          )
        }
      </Loaded>
      <ChoicePopup
        title={placing ? fillText(TEAM_TEXT.placeInDepartment, placing.who) : TEAM_TEXT.chooseDepartment}
        open={!!placing}
        choices={(departmentList.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        value={null}
        onChoose={(departmentId) => {
          if (placing) decide.mutate({ id: placing.id, approve: true, departmentId });
          setPlacing(null);
        }}
        onClose={() => setPlacing(null)}
      />
    </Screen>
  );
}
