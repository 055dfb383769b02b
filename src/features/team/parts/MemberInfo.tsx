import { Switch, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { isLeader } from '../../../api/platform';
import type { MemberDetail } from '../../../api/schemas/team';
import { departments, memberById, orgRoles, updateMember } from '../../../api/team';
import { invalidate, useChange, useLoad } from '../../../data';
import { controlA11y } from '../../../ui/a11y';
import { Loaded } from '../../../ui/Loaded';
import { TEAM_TEXT } from '../text';
import { useManagementEntries } from '../use-permissions';
import { ChoicePopup } from './ChoicePopup';
import { Field, InfoCard, InfoRow, PickField, SaveCancel } from './Field';

/**
 * A member's profile, department, positions, role and leader status (is-leader: false when the call fails);
 * organisation admins edit the job title, department and role (PUT /platform/members/{id}).
 */
export function MemberInfo({ id }: { id: string }) {
  const member = useLoad(['team', 'member', id], () => memberById(id));
  const leader = useLoad(['team', 'is-leader', id], () => isLeader(id));
  // The role's name as the organisation calls it (GET /platform/roles); the code's own word until it answers.
  const roles = useLoad(['team', 'roles'], orgRoles);
  const roleName = (code: string) => roles.data?.find((r) => r.code === code)?.name || (code === 'ADMIN' ? TEAM_TEXT.admin : TEAM_TEXT.members);
  const { entries } = useManagementEntries();
  const mayEdit = !!entries?.includes('members');
  const [editing, setEditing] = useState(false);

  return (
    <Loaded load={member} failed={TEAM_TEXT.memberFailed}>
      {(m) =>
        editing ? (
          <MemberEditor member={m} onDone={() => setEditing(false)} />
        ) : (
          <InfoCard title={m.nickname || m.username} testId="member-info" {...(mayEdit ? { onEdit: () => setEditing(true) } : {})}>
            <InfoRow label={TEAM_TEXT.username} value={m.username} />
            <InfoRow label={TEAM_TEXT.phone} value={m.phone || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.email} value={m.email || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.department} value={m.departmentName || TEAM_TEXT.none} testId="member-department" />
            <InfoRow label={TEAM_TEXT.jobTitle} value={m.jobTitle || TEAM_TEXT.none} testId="member-job-title" />
            <InfoRow label={TEAM_TEXT.role} value={roleName(m.role)} testId="member-role" />
            <InfoRow label={TEAM_TEXT.positions} value={m.positions.map((p) => p.name).join('、') || TEAM_TEXT.none} />
            <InfoRow label={TEAM_TEXT.leader} value={leader.data ? TEAM_TEXT.yes : TEAM_TEXT.no} testId="member-leader" />
          </InfoCard>
        )
      }
    </Loaded>
  );
}

function MemberEditor({ member, onDone }: { member: MemberDetail; onDone: () => void }) {
  const [jobTitle, setJobTitle] = useState(member.jobTitle);
  const [departmentId, setDepartmentId] = useState(member.departmentId ?? null);
  const [admin, setAdmin] = useState(member.role === 'ADMIN');
  const [picking, setPicking] = useState(false);
  const list = useLoad(['team', 'departments'], departments);
  const save = useChange({
    mutationFn: () => updateMember(member.id, { jobTitle: jobTitle.trim(), departmentId, role: admin ? 'ADMIN' : 'MEMBER' }),
    onSuccess: async () => {
      await invalidate(['team']);
      void Taro.showToast({ title: TEAM_TEXT.saved, icon: 'success' });
      onDone();
    },
  });
  const departmentName = list.data?.find((d) => d.id === departmentId)?.name ?? member.departmentName;

  return (
    <View className="ware-card" data-testid="member-editor">
      <Field name="jobTitle" label={TEAM_TEXT.jobTitle} value={jobTitle} onChange={setJobTitle} maxLength={50} />
      <PickField label={TEAM_TEXT.department} value={departmentName ?? ''} hint={TEAM_TEXT.chooseDepartment} onPress={() => setPicking(true)} />
      <View className="team__switch">
        <Text>{TEAM_TEXT.asAdmin}</Text>
        <Switch id="team-member-admin" checked={admin} onChange={(e) => setAdmin(e.detail.value)} {...controlA11y.input(TEAM_TEXT.asAdmin, 'team-member-admin')} />
      </View>
      <SaveCancel saving={save.isPending} onSave={() => save.mutate()} onCancel={onDone} />
      <ChoicePopup
        title={TEAM_TEXT.chooseDepartment}
        open={picking}
        choices={(list.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        value={departmentId}
        onChoose={(v) => {
          setDepartmentId(v);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </View>
  );
}
