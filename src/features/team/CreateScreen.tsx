import { Switch, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { ChoicePopup } from './parts/ChoicePopup';
import { Field } from './parts/Field';
import { SmsCodeButton } from './parts/SmsCodeButton';
import { TEAM_PATHS, withQuery } from './paths';
import { TEAM_TEXT } from './text';
import { createOrganisation, sendSmsCode, verifySmsCode } from '../../api/team';
import { useChange } from '../../data';
import { createProblems, type CreateProblem } from '../../domain/team/create';
import { INDUSTRIES } from '../../domain/team/industries';
import { isMobile, SMS_CODE_LENGTH } from '../../domain/team/sms';
import { useSession } from '../../stores/session';
import { controlA11y, pressable } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { enterOrganisation } from '../session';
import './team.css';

const PROBLEM_TEXT: Record<CreateProblem, string> = {
  name: TEAM_TEXT.nameInvalid,
  industry: TEAM_TEXT.industryMissing,
  contactName: TEAM_TEXT.contactMissing,
  contactPhone: TEAM_TEXT.phoneInvalid,
  smsCode: TEAM_TEXT.smsInvalid,
};

const INDUSTRY_CHOICES = INDUSTRIES.map((i) => ({ value: i.name, label: i.name }));

/**
 * Create (/team/joinTeam/create): name, industry, contact and the contact's phone proved by an SMS code
 * (msg/register send and verify); the creator becomes the organisation's admin and enters it.
 */
export default function Create() {
  const nickname = useSession((s) => s.userInfo?.nickname ?? '');
  const [form, setForm] = useState({ name: '', industry: '', contactName: nickname ?? '', contactPhone: '', smsCode: '', joinApproval: true });
  const [shown, setShown] = useState<CreateProblem[]>([]);
  const [picking, setPicking] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  const send = useChange<unknown, string>({
    mutationFn: sendSmsCode,
    onSuccess: () => {
      setSentAt(Date.now());
      void Taro.showToast({ title: TEAM_TEXT.smsSent, icon: 'none' });
    },
  });
  const create = useChange({
    mutationFn: async () => {
      const phone = form.contactPhone.trim();
      await verifySmsCode(phone, form.smsCode.trim());
      const org = await createOrganisation({ name: form.name.trim(), industry: form.industry, contactName: form.contactName.trim(), contactPhone: phone, joinApproval: form.joinApproval });
      await enterOrganisation(org);
      return org;
    },
    onSuccess: (org) => void Taro.reLaunch({ url: withQuery(TEAM_PATHS.result, { status: 'CREATED', orgName: org.name, tenantId: org.id }) }),
  });

  const problem = (key: CreateProblem) => (shown.includes(key) ? PROBLEM_TEXT[key] : null);
  const askCode = () => {
    if (!isMobile(form.contactPhone.trim())) setShown((s) => [...new Set([...s, 'contactPhone' as const])]);
    else send.mutate(form.contactPhone.trim());
  };
  const submit = () => {
    const problems = createProblems(form);
    setShown(problems);
    if (!problems.length) create.mutate();
  };
  const failure = create.error?.message ?? send.error?.message;

  return (
    <Screen className="team">
      <Field name="orgName" autoComplete="organization" label={TEAM_TEXT.nameLabel} placeholder={TEAM_TEXT.namePlaceholder} value={form.name} onChange={set('name')} maxLength={50} problem={problem('name')} />
      <View className="ware-field">
        <Text className="ware-field__label">{TEAM_TEXT.industryLabel}</Text>
        <View className="ware-field__line" onClick={() => setPicking(true)} {...pressable(() => setPicking(true), `${TEAM_TEXT.industryLabel}:${form.industry || TEAM_TEXT.industryPlaceholder}`)}>
          <Text className="ware-field__input">{form.industry || TEAM_TEXT.industryPlaceholder}</Text>
        </View>
        {problem('industry') ? (
          <View className="ware-field__problem" role="alert">
            <Text>{problem('industry')}</Text>
          </View>
        ) : null}
      </View>
      <Field name="contactName" autoComplete="name" label={TEAM_TEXT.contactLabel} value={form.contactName} onChange={set('contactName')} maxLength={32} problem={problem('contactName')} />
      <Field name="contactPhone" autoComplete="tel" label={TEAM_TEXT.phoneLabel} type="number" value={form.contactPhone} onChange={set('contactPhone')} maxLength={11} problem={problem('contactPhone')} />
      <Field
        name="smsCode"
        autoComplete="one-time-code"
        label={TEAM_TEXT.smsLabel}
        type="number"
        value={form.smsCode}
        onChange={set('smsCode')}
        maxLength={SMS_CODE_LENGTH}
        problem={problem('smsCode')}
        extra={<SmsCodeButton sentAt={sentAt} sending={send.isPending} onSend={askCode} />}
      />
      <View className="team__switch">
        <Text>{TEAM_TEXT.approvalLabel}</Text>
        <Switch id="team-joinApproval" checked={form.joinApproval} onChange={(e) => set('joinApproval')(e.detail.value)} {...controlA11y.input(TEAM_TEXT.approvalLabel, 'team-joinApproval')} />
      </View>
      {failure ? (
        <View role="alert">
          <Text className="team__problem">{failure}</Text>
        </View>
      ) : null}
      <View className="team__actions">
        <Button type="primary" block loading={create.isPending} onClick={submit}>
          {create.isPending ? TEAM_TEXT.creating : TEAM_TEXT.submitCreate}
        </Button>
      </View>
      <ChoicePopup
        title={TEAM_TEXT.industryLabel}
        open={picking}
        choices={INDUSTRY_CHOICES}
        value={form.industry || null}
        onChoose={(v) => {
          set('industry')(v);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </Screen>
  );
}
