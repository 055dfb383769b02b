import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { CertField } from './CertField';
import { refusalText } from './refusal';
import { RefusalNote } from './RefusalNote';
import { CERT_TEXT } from './text';
import { MINE_KEY } from './use-face-return';
import { submitCertification } from '../../api/certification';
import { invalidate, useChange } from '../../data';
import { ID_TYPES, idDocumentProblem, normaliseIdNumber } from '../../domain/certification/id-types';
import { Button } from '../../ui/Button';

/**
 * A person certified by an officer's card, a passport or another document (§4 ID types 3, 4, 6): the holder's name
 * and the number, checked by the type's rule (and, for another document, its name); no face check can match these
 * against the citizen registry, so the platform reviews them.
 */
export function DocumentForm({ idType }: { idType: 3 | 4 | 6 }) {
  const [form, setForm] = useState({ name: '', number: '', documentName: '' });
  const [problems, setProblems] = useState<{ name?: string; number?: string; documentName?: string }>({});
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const send = useChange({
    mutationFn: () => submitCertification({ kind: 'PERSON', idType, name: form.name.trim(), number: normaliseIdNumber(form.number), documentName: form.documentName.trim() }),
    onSuccess: () => void invalidate([...MINE_KEY]),
  });
  const submit = () => {
    const problem = idDocumentProblem(idType, form.number, form.documentName);
    const found = {
      ...(form.name.trim() ? {} : { name: `${CERT_TEXT.required}${CERT_TEXT.holderName}` }),
      ...(problem ? { [problem.field]: problem.message } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  return (
    <View className="cert-form">
      <Text className="cert-hint">{CERT_TEXT.documentReview}</Text>
      {idType === 6 ? <CertField name="documentName" label={CERT_TEXT.documentName} value={form.documentName} onChange={set('documentName')} problem={problems.documentName} maxLength={20} /> : null}
      <CertField name="holderName" label={CERT_TEXT.holderName} value={form.name} onChange={set('name')} problem={problems.name} />
      <CertField name="documentNumber" label={ID_TYPES[idType].numberLabel} value={form.number} onChange={set('number')} problem={problems.number} maxLength={30} />
      {send.error ? <RefusalNote text={refusalText(send.error)} /> : null}
      <Button type="primary" block loading={send.isPending} onClick={submit}>
        {CERT_TEXT.submitDocument}
      </Button>
    </View>
  );
}
