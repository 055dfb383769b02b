import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { applyReceipt } from '../../../api/store';
import { invalidate, useChange } from '../../../data';
import { Button } from '../../../ui/Button';
import { Field } from '../parts/Field';
import { MEMBER_TEXT } from '../text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asking for a receipt of a paid order (applyReceiptDetail): title, optional tax number, the email it goes to. */
export function ReceiptForm({ orderId }: { orderId: string }) {
  const [title, setTitle] = useState('');
  const [taxNo, setTaxNo] = useState('');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useChange({ mutationFn: () => applyReceipt(orderId, { title: title.trim(), taxNo: taxNo.trim(), email: email.trim() }), onSuccess: () => invalidate(['store']) });
  const submit = () => {
    const bad = !title.trim() || !EMAIL.test(email.trim());
    setMissing(bad);
    if (!bad) send.mutate();
  };
  return (
    <View className="ware-card" data-testid="receipt">
      <Text className="member__card-title">{MEMBER_TEXT.receipt}</Text>
      <Field name="receiptTitle" label={MEMBER_TEXT.receiptTitle} value={title} onChange={setTitle} maxLength={100} />
      <Field name="taxNo" label={MEMBER_TEXT.taxNo} value={taxNo} onChange={setTaxNo} maxLength={30} />
      <Field name="email" label={MEMBER_TEXT.email} value={email} onChange={setEmail} maxLength={100} problem={missing ? MEMBER_TEXT.receiptMissing : send.isError ? send.error.message : null} />
      <Button size="small" loading={send.isPending} disabled={send.isPending} onClick={submit}>
        {MEMBER_TEXT.submitReceipt}
      </Button>
    </View>
  );
}
