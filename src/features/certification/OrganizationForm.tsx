import { View } from '@tarojs/components';
import { useState } from 'react';

import { CertField } from './CertField';
import { PhotoButton } from './PhotoButton';
import { CERT_TEXT } from './text';
import { MINE_KEY } from './use-face-return';
import { ocrBizLicense, submitCertification } from '../../api/certification';
import { invalidate, useChange } from '../../data';
import { creditCodeProblem } from '../../domain/certification/credit-code';
import { Button } from '../../ui/Button';

/** The organisation's certification: the business licence read by OCR, the credit code checked by its check character. */
export function OrganizationForm() {
  const [form, setForm] = useState({ name: '', legalPerson: '', creditCode: '', registeredOn: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof typeof form, string>>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const send = useChange({
    mutationFn: () => submitCertification({ kind: 'ORGANIZATION', ...form, creditCode: form.creditCode.trim().toUpperCase() }),
    onSuccess: () => void invalidate([...MINE_KEY]),
  });

  const submit = () => {
    const codeProblem = creditCodeProblem(form.creditCode);
    const found = {
      ...(form.name.trim() ? {} : { name: `${CERT_TEXT.required}${CERT_TEXT.orgName}` }),
      ...(form.legalPerson.trim() ? {} : { legalPerson: `${CERT_TEXT.required}${CERT_TEXT.legalPerson}` }),
      ...(codeProblem ? { creditCode: CERT_TEXT.creditProblem[codeProblem] } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <View className="cert-form">
      <PhotoButton label={CERT_TEXT.license} read={ocrBizLicense} onRead={(f) => setForm((d) => ({ ...d, creditCode: f.creditCode || d.creditCode, registeredOn: f.registeredOn || d.registeredOn, name: f.name || d.name, legalPerson: f.legalPerson || d.legalPerson }))} />
      <CertField name="orgName" label={CERT_TEXT.orgName} value={form.name} onChange={set('name')} problem={problems.name} maxLength={80} />
      <CertField name="legalPerson" label={CERT_TEXT.legalPerson} value={form.legalPerson} onChange={set('legalPerson')} problem={problems.legalPerson} />
      <CertField name="creditCode" label={CERT_TEXT.creditCode} value={form.creditCode} onChange={set('creditCode')} problem={problems.creditCode} maxLength={18} />
      <CertField name="registeredOn" label={CERT_TEXT.registeredOn} value={form.registeredOn} onChange={set('registeredOn')} maxLength={20} />
      <Button type="primary" block loading={send.isPending} onClick={submit}>
        {CERT_TEXT.submitOrg}
      </Button>
    </View>
  );
}
