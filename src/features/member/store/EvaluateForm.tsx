import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { evaluateOrder } from '../../../api/store';
import { invalidate, useChange } from '../../../data';
import { Button } from '../../../ui/Button';
import { Field } from '../parts/Field';
import { MEMBER_TEXT } from '../text';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Evaluating a received order (order comment): a rating of 1 to 5 and a few words. */
export function EvaluateForm({ orderId }: { orderId: string }) {
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useChange({ mutationFn: () => evaluateOrder(orderId, rating, content.trim()), onSuccess: () => invalidate(['store']) });
  const submit = () => {
    setMissing(!content.trim());
    if (content.trim()) send.mutate();
  };
  return (
    <View className="ware-card" data-testid="evaluate">
      <Text className="member__card-title">{MEMBER_TEXT.evaluate}</Text>
      <Text className="member__meta">{MEMBER_TEXT.rating}</Text>
      <View className="member__buttons">
        {RATINGS.map((r) => (
          <Button key={r} size="small" type={r <= rating ? 'primary' : 'default'} onClick={() => setRating(r)}>
            {`${r}星`}
          </Button>
        ))}
      </View>
      <Field name="comment" label={MEMBER_TEXT.comment} value={content} onChange={setContent} maxLength={500} problem={missing ? MEMBER_TEXT.commentMissing : send.isError ? send.error.message : null} />
      <Button type="primary" size="small" loading={send.isPending} disabled={send.isPending} onClick={submit}>
        {MEMBER_TEXT.submitEvaluation}
      </Button>
    </View>
  );
}
