/**
 * association and associationForm: choose record(s) of another form (options.formId). The chosen records show as
 * tags; the picker lists the target form's records the user may read (POST /bigtable/form-association/page), newest
 * first, with a debounced search (500 ms, spec §9), paging, and loading / empty / error states. Value: a list of
 * { id, formId, label, code? } (domain/form-engine/relations.ts), one item unless the control takes several.
 */
import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { useRelationContext, type RelationFieldProps } from './context';
import { RecordPicker } from './RecordPicker';
import { Press } from './Sheet';
import { EMPTY_LABEL, fillText } from '../../../domain/form-engine';
import {
  RELATION_TEXT,
  associationItems,
  associationMultiple,
  showFieldsOf,
  targetFormId,
  toggleAssociation,
  type AssociationItem,
} from '../../../domain/form-engine/relations';

type Props = Omit<RelationFieldProps<AssociationItem[]>, 'onBlur'>;

export function AssociationField({ id, label, field, value, readOnly, onChange }: Props) {
  const { form } = useRelationContext();
  const [open, setOpen] = useState(false);
  const target = targetFormId(field.control);
  const items = associationItems(value, target);
  const multiple = associationMultiple(field.control);
  const canChoose = !readOnly && form !== null && target !== '';

  return (
    <View className="form-relation" id={id}>
      <View className="form-tags">
        {items.length === 0 && !canChoose ? <Text className="form-field__readonly">{EMPTY_LABEL}</Text> : null}
        {items.map((item) => (
          <View key={item.id} className="form-tag">
            <Text>{item.label}</Text>
            {canChoose ? (
              <Press
                className="form-tag__remove"
                label={fillText(RELATION_TEXT.remove, item.label)}
                onPress={() => onChange(items.filter((i) => i.id !== item.id))}
              >
                <Text>×</Text>
              </Press>
            ) : null}
          </View>
        ))}
      </View>
      {canChoose ? (
        <Press className="form-field__picker" label={`${label} ${RELATION_TEXT.choose}`} onPress={() => setOpen(true)}>
          <Text className="form-field__placeholder">{RELATION_TEXT.choose}</Text>
        </Press>
      ) : null}
      {open && form ? (
        <RecordPicker
          id={`${id}-picker`}
          title={label}
          appId={form.appId}
          formId={target}
          showFields={showFieldsOf(field.control)}
          chosen={items}
          onToggle={(item) => {
            onChange(toggleAssociation(items, item, multiple));
            if (!multiple) setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </View>
  );
}
