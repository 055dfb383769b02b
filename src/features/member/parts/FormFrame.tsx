import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { Button } from '../../../ui/Button';
import { MEMBER_TEXT } from '../text';

interface Props {
  testId: string;
  /** The form's own check or the server's refusal, shown as an alert above 保存. */
  problem: string | null | undefined;
  pending: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A small editing form in a card: its fields, the problem if any, 保存 and 取消. */
export function FormFrame({ testId, problem, pending, onSave, onCancel, children }: Props) {
  return (
    <View className="ware-card" data-testid={testId}>
      {children}
      {problem ? (
        <View role="alert">
          <Text className="member__problem">{problem}</Text>
        </View>
      ) : null}
      <View className="member__buttons">
        <Button size="small" type="primary" loading={pending} disabled={pending} onClick={onSave}>
          {MEMBER_TEXT.save}
        </Button>
        <Button size="small" onClick={onCancel}>
          {MEMBER_TEXT.cancel}
        </Button>
      </View>
    </View>
  );
}
