import { View } from '@tarojs/components';
import { useState } from 'react';

import { CertField } from './CertField';
import { PhotoButton } from './PhotoButton';
import { CERT_TEXT } from './text';
import { MINE_KEY } from './use-face-return';
import { ocrBizLicense, submitCertification } from '../../api/certification';
import { invalidate, useChange } from '../../data';
import { idDocumentProblem } from '../../domain/certification/id-types';
import { Button } from '../../ui/Button';

/**
 * The organisation's certification by a business licence (§4 ID type 1, read by OCR) or an institution's legal-person
 * certificate (type 5): the credit code checked by its check character (an institution's starts 12).
 */
export function OrganizationForm({ idType }: { idType: 1 | 5 }) {
  const [form, setForm] = useState({ name: '', legalPerson: '', creditCode: '', registeredOn: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof typeof form, string>>>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const send = useChange({
    mutationFn: () => submitCertification({ kind: 'ORGANIZATION', idType, ...form, creditCode: form.creditCode.trim().toUpperCase() }),
    onSuccess: () => void invalidate([...MINE_KEY]),
  });

  const submit = () => {
    const codeProblem = idDocumentProblem(idType, form.creditCode);
    const orgName = idType === 1 ? CERT_TEXT.orgName : CERT_TEXT.institutionName;
    const found = {
      ...(form.name.trim() ? {} : { name: `${CERT_TEXT.required}${orgName}` }),
      ...(form.legalPerson.trim() ? {} : { legalPerson: `${CERT_TEXT.required}${CERT_TEXT.legalPerson}` }),
      ...(codeProblem ? { creditCode: codeProblem.message } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };

  return (
    <View className="cert-form">
      {idType === 1 ? <PhotoButton label={CERT_TEXT.license} read={ocrBizLicense} onRead={(f) => setForm((d) => ({ ...d, creditCode: f.creditCode || d.creditCode, registeredOn: f.registeredOn || d.registeredOn, name: f.name || d.name, legalPerson: f.legalPerson || d.legalPerson }))} /> : null}
      <CertField name="orgName" label={idType === 1 ? CERT_TEXT.orgName : CERT_TEXT.institutionName} value={form.name} onChange={set('name')} problem={problems.name} maxLength={80} />
      <CertField name="legalPerson" label={CERT_TEXT.legalPerson} value={form.legalPerson} onChange={set('legalPerson')} problem={problems.legalPerson} />
      <CertField name="creditCode" label={CERT_TEXT.creditCode} value={form.creditCode} onChange={set('creditCode')} problem={problems.creditCode} maxLength={18} />
      <CertField name="registeredOn" label={CERT_TEXT.registeredOn} value={form.registeredOn} onChange={set('registeredOn')} maxLength={20} />
      <Button type="primary" block loading={send.isPending} onClick={submit}>
        {CERT_TEXT.submitOrg}
      </Button>
    </View>
  );
}
