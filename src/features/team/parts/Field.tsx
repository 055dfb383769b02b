import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';

import { pressable } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { Field as UiField, type FieldProps } from '../../../ui/Field';
import { TEAM_TEXT } from '../text';

/** A labelled text field of the team forms (ids `team-{name}`). */
export const Field = (props: FieldProps) => <UiField idPrefix="team" {...props} />;

/** One "label: value" line of an information card. */
export function InfoRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <View className="team-row">
      <Text className="team-row__label">{label}</Text>
      <Text className="team-row__value" {...(testId ? { 'data-testid': testId } : {})}>
        {value}
      </Text>
    </View>
  );
}

/** A labelled line that opens a chooser (department, gender): shows the choice, or the hint before one is made. */
export function PickField({ label, value, hint, onPress }: { label: string; value: string; hint?: string; onPress: () => void }) {
  return (
    <View className="ware-field">
      <Text className="ware-field__label">{label}</Text>
      <View className="ware-field__line" onClick={onPress} {...pressable(onPress, `${label}:${value || TEAM_TEXT.none}`)}>
        <Text className="ware-field__input">{value || hint || TEAM_TEXT.none}</Text>
      </View>
    </View>
  );
}

/** An information card: its heading, its rows, and 编辑 where the caller may edit. */
export function InfoCard({ title, testId, onEdit, children }: { title: string; testId: string; onEdit?: () => void; children: ReactNode }) {
  return (
    <View className="ware-card" data-testid={testId}>
      <View role="heading" aria-level={1}>
        <Text className="team__card-title">{title}</Text>
      </View>
      {children}
      {onEdit ? (
        <View className="team__actions">
          <Button type="primary" block onClick={onEdit}>
            {TEAM_TEXT.edit}
          </Button>
        </View>
      ) : null}
    </View>
  );
}

/** 保存 / 取消 under an editor. */
export function SaveCancel({ saving, onSave, onCancel }: { saving: boolean; onSave: () => void; onCancel: () => void }) {
  return (
    <View className="team__buttons">
      <Button type="primary" loading={saving} onClick={onSave}>
        {TEAM_TEXT.save}
      </Button>
      <Button onClick={onCancel}>{TEAM_TEXT.cancel}</Button>
    </View>
  );
}
