import { Text, View } from '@tarojs/components';
import { useMemo } from 'react';

import type { FieldAccess, InstanceFormData } from '../../../api/schemas/tasks';
import { buildFormModel, parseFormScript } from '../../../domain/form-engine';
import { taskFieldStates, TODO_TEXT } from '../../../domain/todo';
import { FormRenderer } from '../../form-renderer';

/** The node's access map as the renderer's permission list: every field the reader may see. */
const visiblePermissions = (fields: Readonly<Record<string, FieldAccess>>, formId: string) =>
  Object.entries(fields)
    .filter(([, access]) => access !== 'hidden')
    .map(([key]) => ({ type: 'form-field-permission', businessKey: key, formId }));

/** The record in task mode: the form's own renderer, with the fields the node makes editable editable, the rest read-only. */
export function TaskForm({ form, values, onEdit }: { form: InstanceFormData; values: Record<string, unknown>; onEdit: (key: string, value: unknown) => void }) {
  const model = useMemo(
    () => buildFormModel(parseFormScript(form.form.script), [], 'edit', visiblePermissions(form.fields, String(form.form.id)), { formId: String(form.form.id) }),
    [form],
  );
  const states = useMemo(() => taskFieldStates(model.fields.map((f) => f.key), form.fields), [model, form.fields]);
  return (
    <View className="task__section" data-testid="task-form">
      <Text className="task__heading">{TODO_TEXT.form}</Text>
      <FormRenderer model={model} values={values} states={states} validation={null} onEdit={onEdit} />
    </View>
  );
}
