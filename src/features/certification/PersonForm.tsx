import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { CertField } from './CertField';
import { personDraft, type PersonDraft } from './draft';
import { openProvider } from './handoff';
import { PhotoButton } from './PhotoButton';
import { refusalText } from './refusal';
import { RefusalNote } from './RefusalNote';
import { CERT_TEXT } from './text';
import { faceDetectAuth, ocrIdCardBack, ocrIdCardFront } from '../../api/certification';
import { useChange } from '../../data';
import { idNumberProblem } from '../../domain/certification/id-number';
import { PATHS } from '../../routes';
import { Button } from '../../ui/Button';

const EMPTY: PersonDraft = { name: '', idNumber: '', address: '', validFrom: '', validTo: '' };

/**
 * The person's certification: ID card front and back read by OCR (the number and the validity; the Chinese fields
 * are typed), the number checked by its GB 11643 check digit, then the hand-off to face verification.
 */
export function PersonForm() {
  const [draft, setDraft] = useState<PersonDraft>(() => ({ ...EMPTY, ...personDraft.read(), bizToken: undefined }));
  const [problems, setProblems] = useState<{ name?: string; idNumber?: string }>({});
  const set = (key: keyof PersonDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const start = useChange({
    mutationFn: () => faceDetectAuth({ name: draft.name.trim(), idNumber: draft.idNumber.trim().toUpperCase(), redirectUrl: `${PATHS.certification}?kind=PERSON` }),
    onSuccess: ({ bizToken, url }) => {
      personDraft.save({ ...draft, name: draft.name.trim(), idNumber: draft.idNumber.trim().toUpperCase(), bizToken });
      openProvider(url);
    },
  });

  const next = () => {
    const idProblem = idNumberProblem(draft.idNumber);
    const found = {
      ...(draft.name.trim() ? {} : { name: `${CERT_TEXT.required}${CERT_TEXT.name}` }),
      ...(idProblem ? { idNumber: CERT_TEXT.idProblem[idProblem] } : {}),
    };
    setProblems(found);
    if (Object.keys(found).length === 0) start.mutate();
  };

  return (
    <View className="cert-form">
      <PhotoButton label={CERT_TEXT.front} read={ocrIdCardFront} onRead={(f) => setDraft((d) => ({ ...d, idNumber: f.idNumber || d.idNumber, name: f.name || d.name, address: f.address || d.address }))} />
      <PhotoButton label={CERT_TEXT.back} read={ocrIdCardBack} onRead={(f) => setDraft((d) => ({ ...d, validFrom: f.validFrom || d.validFrom, validTo: f.validTo || d.validTo }))} />
      <Text className="cert-hint">{CERT_TEXT.correctHint}</Text>
      <CertField name="name" label={CERT_TEXT.name} value={draft.name} onChange={set('name')} problem={problems.name} />
      <CertField name="idNumber" label={CERT_TEXT.idNumber} value={draft.idNumber} onChange={set('idNumber')} problem={problems.idNumber} maxLength={18} />
      <CertField name="address" label={CERT_TEXT.address} value={draft.address} onChange={set('address')} maxLength={120} />
      <CertField name="validity" label={CERT_TEXT.validity} value={draft.validFrom || draft.validTo ? `${draft.validFrom} - ${draft.validTo}` : ''} onChange={(v) => {
        const [from = '', to = ''] = v.split(/\s*-\s*(?=\d{4}|长期)/);
        setDraft((d) => ({ ...d, validFrom: from.trim(), validTo: to.trim() }));
      }} />
      {start.error ? (
        <RefusalNote text={refusalText(start.error)} />
      ) : null}
      <Button type="primary" block loading={start.isPending} onClick={next}>
        {CERT_TEXT.startFace}
      </Button>
    </View>
  );
}
