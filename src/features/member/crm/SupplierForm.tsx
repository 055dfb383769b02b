import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import type { SupplierInput } from '../../../api/crm';
import { contactProblem } from '../../../domain/member/customer';
import { Button } from '../../../ui/Button';
import { Choices } from '../parts/Choices';
import { Field } from '../parts/Field';
import { MEMBER_TEXT } from '../text';

/** The supplier form (new or edit): name, code, contact, phone and level (srm/level); `error` is the server's refusal. */
export function SupplierForm({ initial, levels, pending, error, onSave, onCancel }: { initial: SupplierInput; levels: { code: string; name: string }[]; pending: boolean; error: string | null; onSave: (v: SupplierInput) => void; onCancel: () => void }) {
  const [v, setV] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const wrong = contactProblem(v.name, v.phone) ?? (v.code.trim() ? null : MEMBER_TEXT.codeMissing);
    setProblem(wrong);
    if (!wrong) onSave({ ...v, name: v.name.trim(), code: v.code.trim(), contact: v.contact.trim(), phone: v.phone.trim() });
  };
  return (
    <View className="member__card" data-testid="supplier-form">
      <Field name="supplierName" label={MEMBER_TEXT.name} value={v.name} onChange={(name) => setV({ ...v, name })} maxLength={100} />
      <Field name="supplierCode" label={MEMBER_TEXT.supplierCode} value={v.code} onChange={(code) => setV({ ...v, code })} maxLength={30} />
      <Field name="supplierContact" label={MEMBER_TEXT.contact} value={v.contact} onChange={(contact) => setV({ ...v, contact })} maxLength={30} />
      <Field name="supplierPhone" label={MEMBER_TEXT.phone} value={v.phone} onChange={(phone) => setV({ ...v, phone })} maxLength={30} />
      <Choices label={MEMBER_TEXT.level} options={levels.map((l) => ({ value: l.code, text: l.name }))} value={v.level} onChange={(level) => setV({ ...v, level })} />
      {problem || error ? (
        <View role="alert">
          <Text className="member__problem">{problem ?? error}</Text>
        </View>
      ) : null}
      <View className="member__buttons">
        <Button size="small" type="primary" loading={pending} disabled={pending} onClick={save}>
          {MEMBER_TEXT.save}
        </Button>
        <Button size="small" onClick={onCancel}>
          {MEMBER_TEXT.cancel}
        </Button>
      </View>
    </View>
  );
}
