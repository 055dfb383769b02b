import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { Field } from './parts/Field';
import { scanInvitation } from './parts/scan';
import { TEAM_PATHS, withQuery } from './paths';
import { TEAM_TEXT } from './text';
import type { Accepted, Invitation } from '../../api/schemas/team';
import { acceptInvitation, invitationByCode } from '../../api/team';
import { useChange, useLoad } from '../../data';
import { paramOf } from '../../domain/routing/page-option';
import { invitationCodeFrom } from '../../domain/team/invitation';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './team.css';

/**
 * Join (/team/joinTeam/join?inviteCode=): by invitation code, typed, from a shared link (the query) or scanned. The
 * organisation shows before confirming; an unknown code or one switched off says so here.
 */
export default function Join() {
  const { params } = useRouter();
  const fromLink = invitationCodeFrom(paramOf(params.inviteCode) ?? paramOf(params.code) ?? null);
  const [draft, setDraft] = useState(fromLink ?? '');
  const [code, setCode] = useState<string | null>(fromLink);
  const [typo, setTypo] = useState(false);
  const [note, setNote] = useState('');

  const invitation = useLoad(['team', 'invitation', code], () => invitationByCode(code!), { enabled: !!code, freshFor: 0 });
  const accept = useChange<Accepted, string>({
    mutationFn: (c) => acceptInvitation(c, note.trim()),
    onSuccess: (done) =>
      void Taro.redirectTo({ url: withQuery(TEAM_PATHS.result, { status: done.status, orgName: done.orgName, tenantId: done.tenantId }) }),
    // A refusal (the code was switched off meanwhile, already a member) is the result screen's "refused".
    onError: (error) => void Taro.redirectTo({ url: withQuery(TEAM_PATHS.result, { status: 'REJECTED', message: error.message }) }),
  });

  const find = (text = draft) => {
    const found = invitationCodeFrom(text);
    setTypo(!found);
    if (found) {
      setDraft(found);
      setCode(found);
    }
  };
  const scan = () => void scanInvitation().then((c) => c && find(c));

  return (
    <Screen className="team">
      <Field
        name="inviteCode"
        label={TEAM_TEXT.codeLabel}
        placeholder={TEAM_TEXT.codePlaceholder}
        value={draft}
        onChange={setDraft}
        maxLength={300}
        problem={typo ? TEAM_TEXT.codeInvalid : null}
      />
      <View className="team__buttons">
        <Button type="primary" onClick={() => find()}>
          {TEAM_TEXT.find}
        </Button>
        <Button onClick={scan}>{TEAM_TEXT.scan}</Button>
      </View>
      {code && invitation.status === 'error' ? (
        <View role="alert">
          <Text className="team__problem">{invitation.error?.message || TEAM_TEXT.lookupFailed}</Text>
        </View>
      ) : null}
      {code && invitation.data ? <InvitationCard invitation={invitation.data} pending={accept.isPending} note={note} onNote={setNote} onJoin={() => accept.mutate(code)} /> : null}
    </Screen>
  );
}

function InvitationCard({ invitation, pending, note, onNote, onJoin }: { invitation: Invitation; pending: boolean; note: string; onNote: (v: string) => void; onJoin: () => void }) {
  const meta = [invitation.industry, invitation.memberCount != null ? `${TEAM_TEXT.members} ${invitation.memberCount}` : '', invitation.joinApproval ? TEAM_TEXT.needsApproval : TEAM_TEXT.noApproval];
  return (
    <View className="ware-card" data-testid="invitation">
      <Text className="team__card-title">{invitation.orgName}</Text>
      <Text className="team__meta">{meta.filter(Boolean).join(' · ')}</Text>
      {!invitation.enabled ? (
        <View role="alert">
          <Text className="team__problem">{TEAM_TEXT.codeOff}</Text>
        </View>
      ) : invitation.joined ? (
        <Text className="team__meta">{TEAM_TEXT.alreadyJoined}</Text>
      ) : (
        <>
          {invitation.joinApproval ? <Field name="joinMessage" label={TEAM_TEXT.messageLabel} value={note} onChange={onNote} maxLength={200} /> : null}
          <Button type="primary" block loading={pending} onClick={onJoin}>
            {invitation.joinApproval ? TEAM_TEXT.applyToJoin : TEAM_TEXT.joinNow}
          </Button>
        </>
      )}
    </View>
  );
}
