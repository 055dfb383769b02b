import { useState } from 'react';

import type { CustomerInput } from '../../../api/crm';
import { contactProblem, CREDIT_RATING_TEXT, CUSTOMER_TYPE_TEXT } from '../../../domain/member/customer';
import { Choices } from '../parts/Choices';
import { Field } from '../parts/Field';
import { FormFrame } from '../parts/FormFrame';
import { MEMBER_TEXT } from '../text';

const TYPES = Object.entries(CUSTOMER_TYPE_TEXT).map(([v, text]) => ({ value: Number(v), text }));
const RATINGS = Object.entries(CREDIT_RATING_TEXT).map(([v, text]) => ({ value: Number(v), text }));

/** The customer form (new or edit): name, phone, §4 type and credit rating; `error` is the server's refusal. */
export function CustomerForm({ initial, pending, error, onSave, onCancel }: { initial: CustomerInput; pending: boolean; error: string | null; onSave: (v: CustomerInput) => void; onCancel: () => void }) {
  const [v, setV] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const wrong = contactProblem(v.name, v.phone);
    setProblem(wrong);
    if (!wrong) onSave({ ...v, name: v.name.trim(), phone: v.phone.trim() });
  };
  return (
    <FormFrame testId="customer-form" problem={problem ?? error} pending={pending} onSave={save} onCancel={onCancel}>
      <Field name="customerName" label={MEMBER_TEXT.name} value={v.name} onChange={(name) => setV({ ...v, name })} maxLength={100} />
      <Field name="customerPhone" label={MEMBER_TEXT.phone} value={v.phone} onChange={(phone) => setV({ ...v, phone })} maxLength={30} />
      <Choices label={MEMBER_TEXT.customerType} options={TYPES} value={v.customerType} onChange={(customerType) => setV({ ...v, customerType })} />
      <Choices label={MEMBER_TEXT.creditRating} options={RATINGS} value={v.creditRating} onChange={(creditRating) => setV({ ...v, creditRating })} />
    </FormFrame>
  );
}
