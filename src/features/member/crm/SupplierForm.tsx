import { useState } from 'react';

import type { SupplierInput } from '../../../api/crm';
import { contactProblem } from '../../../domain/member/customer';
import { Choices } from '../parts/Choices';
import { Field } from '../parts/Field';
import { FormFrame } from '../parts/FormFrame';
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
    <FormFrame testId="supplier-form" problem={problem ?? error} pending={pending} onSave={save} onCancel={onCancel}>
      <Field name="supplierName" label={MEMBER_TEXT.name} value={v.name} onChange={(name) => setV({ ...v, name })} maxLength={100} />
      <Field name="supplierCode" label={MEMBER_TEXT.supplierCode} value={v.code} onChange={(code) => setV({ ...v, code })} maxLength={30} />
      <Field name="supplierContact" label={MEMBER_TEXT.contact} value={v.contact} onChange={(contact) => setV({ ...v, contact })} maxLength={30} />
      <Field name="supplierPhone" label={MEMBER_TEXT.phone} value={v.phone} onChange={(phone) => setV({ ...v, phone })} maxLength={30} />
      <Choices label={MEMBER_TEXT.level} options={levels.map((l) => ({ value: l.code, text: l.name }))} value={v.level} onChange={(level) => setV({ ...v, level })} />
    </FormFrame>
  );
}
