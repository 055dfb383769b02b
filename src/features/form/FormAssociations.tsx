/**
 * 关联数据 while filling a form (newer engine, signed in): for each association of the form, the records the user
 * picks of the associated form (添加关联: the record picker) and removes again (移除). Nothing is sent here: the
 * choices are kept with the form's input (its local copy) and saved once the submit gives the record its id
 * (FormFilling). Editing a record also lists its saved rows; removing one is saved with the edit, like the fields.
 * A form without associations, or whose associations cannot be read, shows no section.
 */
import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';

import { associatedData, formAssociations, type FormAssociation } from '../../api/form-association';
import { useLoad } from '../../data';
import { associatedRowTitle, associatedRowsByField } from '../../domain/records';
import { ASSOCIATION_TEXT, toggleDrop, togglePick, type LinkChanges } from '../../domain/records/link-changes';
import { Button } from '../../ui/Button';
import { RecordPicker, preloadRecordPicker } from '../form-renderer';

interface Props {
  appId: string;
  formId: string;
  /** The record being edited; null for a new one. */
  dataId: string | null;
  changes: LinkChanges;
  onChange: (changes: LinkChanges) => void;
}

export function FormAssociations({ appId, formId, dataId, changes, onChange }: Props) {
  const [picking, setPicking] = useState<FormAssociation | null>(null);
  const load = useLoad(['form-associations', appId, formId, dataId], async () => {
    const associations = await formAssociations(appId, formId);
    const saved = dataId && associations.length ? associatedRowsByField(await associatedData(appId, formId, dataId)) : {};
    return { associations, saved };
  });
  const shown = (load.data?.associations.length ?? 0) > 0;
  // The picker's code (a chunk of its own on H5) comes once the section shows, so 添加关联 opens it at once.
  useEffect(() => {
    if (shown) void preloadRecordPicker();
  }, [shown]);
  if (!load.data || !shown) return null;
  const { associations, saved } = load.data;
  const dropped = new Set(changes.drop.map((d) => d.id));

  return (
    <View className="form-page__associations" role="region" aria-label={ASSOCIATION_TEXT.title} data-testid="form-associations">
      <Text className="form-page__section-title">{ASSOCIATION_TEXT.title}</Text>
      <Text className="form-page__note">{dataId ? ASSOCIATION_TEXT.onSave : ASSOCIATION_TEXT.onSubmit}</Text>
      {associations.map((association) => {
        const rows = (saved[association.id] ?? []).filter((r) => !dropped.has(r.formAssociationId));
        const picks = changes.add[association.id] ?? [];
        const chosen = [...rows.map((r) => ({ id: String(r.id ?? ''), formId: association.associatedFormId, label: associatedRowTitle(r) })), ...picks.map((p) => ({ ...p, formId: association.associatedFormId }))];
        return (
          <View key={association.id} className="form-page__association" data-testid="form-association">
            <Text className="form-field__label">{association.name}</Text>
            {rows.length + picks.length === 0 ? <Text className="form-page__note">{ASSOCIATION_TEXT.none}</Text> : null}
            {rows.map((row) => {
              const label = associatedRowTitle(row);
              return (
                <View key={row.formAssociationId} className="form-page__link" data-testid="form-association-row">
                  <Text>{label}</Text>
                  <Button size="small" fill="none" aria-label={`${ASSOCIATION_TEXT.remove} ${label}`} onClick={() => onChange(toggleDrop(changes, { id: row.formAssociationId, label }))}>
                    <Text>{ASSOCIATION_TEXT.remove}</Text>
                  </Button>
                </View>
              );
            })}
            {picks.map((pick) => (
              <View key={pick.id} className="form-page__link" data-testid="form-association-row">
                <Text>{`${pick.label}（${ASSOCIATION_TEXT.pending}）`}</Text>
                <Button size="small" fill="none" aria-label={`${ASSOCIATION_TEXT.remove} ${pick.label}`} onClick={() => onChange(togglePick(changes, association.id, pick))}>
                  <Text>{ASSOCIATION_TEXT.remove}</Text>
                </Button>
              </View>
            ))}
            <Button size="small" type="primary" aria-label={`${ASSOCIATION_TEXT.add} ${association.name}`} onClick={() => setPicking(association)}>
              <Text>{ASSOCIATION_TEXT.add}</Text>
            </Button>
            {picking?.id === association.id ? (
              <RecordPicker
                id={`association-${association.id}`}
                title={`${ASSOCIATION_TEXT.add} ${association.name}`}
                appId={association.associatedAppId}
                formId={association.associatedFormId}
                showFields={[]}
                chosen={chosen}
                onToggle={(item) => {
                  // A saved row stays as it is here (移除 removes it); any other record is picked or unpicked.
                  if (rows.some((r) => String(r.id) === item.id)) return;
                  onChange(togglePick(changes, association.id, { id: item.id, label: item.label }));
                }}
                onClose={() => setPicking(null)}
              />
            ) : null}
          </View>
        );
      })}
    </View>
  );
}
