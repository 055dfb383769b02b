/**
 * linkquery: the records another form holds for this form's condition fields (data-linkage, looked up by
 * the form session when a condition field changes). The user does not type here: the control shows what was found
 * (value: a list of { id, label, data }) and the lookup's state, announced politely to screen readers.
 */
import { Text, View } from '@tarojs/components';

import { useRelationContext } from './context';
import { EMPTY_LABEL, fillText, type FlatField } from '../../../domain/form-engine';
import { RELATION_TEXT, linkQuerySetting } from '../../../domain/form-engine/relations';
import { LIST_TEXT } from '../search-list';

const rowsOf = (value: unknown): { id: string; label: string }[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is Record<string, unknown> => !!v && typeof v === 'object')
        .map((v) => ({ id: String(v.id ?? ''), label: String(v.label ?? v.id ?? '') }))
    : [];

export function LinkQueryField({ id, field, value }: { id: string; field: FlatField; value: unknown }) {
  const { linkStatus } = useRelationContext();
  const status = linkStatus[field.key];
  const rows = rowsOf(value);
  const setting = linkQuerySetting(field.control);
  let note: string | null = null;
  if (status === 'loading') note = LIST_TEXT.loading;
  else if (status === 'failed') note = RELATION_TEXT.loadFailed;
  else if (rows.length > 0) note = fillText(RELATION_TEXT.linkQueryFound, String(rows.length));
  else if (status === 'done') note = RELATION_TEXT.linkQueryNone;
  else if (setting) note = RELATION_TEXT.linkQueryWaiting;
  return (
    <View className="form-relation" id={id}>
      {rows.length === 0 && !setting ? <Text className="form-field__readonly">{EMPTY_LABEL}</Text> : null}
      {rows.map((row, i) => (
        <Text key={row.id || i} className="form-linked">
          {row.label}
        </Text>
      ))}
      {note ? (
        <Text
          className={status === 'failed' ? 'form-field__error' : 'form-field__notice'}
          aria-live="polite"
        >
          {note}
        </Text>
      ) : null}
    </View>
  );
}
