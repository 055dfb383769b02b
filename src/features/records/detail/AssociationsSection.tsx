import { Text, View } from '@tarojs/components';
import Taro, { useDidShow } from '@tarojs/taro';
import { useState } from 'react';

import { associatedData, formAssociations, formDataQuery, removeAssociatedRow, saveAssociatedData, saveLinkChanges, type FormAssociation } from '../../../api/form-association';
import { useChange, useLoad } from '../../../data';
import { fillText } from '../../../domain/messages';
import { buildUrl } from '../../../domain/navigation';
import { associatedRowTitle, associatedRowsByField, recordSummary, type AssociatedRow } from '../../../domain/records';
import { ASSOCIATION_TEXT, hasLinkChanges, linkLabels } from '../../../domain/records/link-changes';
import { PATHS } from '../../../routes';
import { useSession } from '../../../stores/session';
import { readUnsavedLinks, writeUnsavedLinks } from '../../../stores/unsaved-links';
import { Button } from '../../../ui/Button';

export { ASSOCIATION_TEXT };

/** How many of the associated form's records the picker lists (newest first). */
const PICKER_SIZE = 20;

/** A record of the picker by its code and values. */
const recordTitle = (record: { id: string; code?: string | null | undefined }): string => record.code || record.id;

interface Props {
  appId: string;
  formId: string;
  dataId: string;
  /** The caller may edit the record: only then are rows added and removed (the server asks the same). */
  canEdit: boolean;
}

/**
 * 关联数据 of a newer-engine record: for each association of its form (a form linked to another form), the records
 * linked to this one, each opening its own detail; with edit rights, 添加关联 (an inline picker of the associated
 * form's records, form-data query → dataSave) and 移除 (delete, asked once more). The server leaves out rows the user
 * may not read. A form without associations shows no section; a failed read says so and leaves the record in place.
 */
export function AssociationsSection({ appId, formId, dataId, canEdit }: Props) {
  const [picking, setPicking] = useState<FormAssociation | null>(null);
  // 关联数据 a form chose for this record that could not be saved after its submit: offered again here.
  const userId = useSession((s) => s.userId);
  const recordKey = { userId, appId, formId, dataId };
  const [unsaved, setUnsaved] = useState(() => readUnsavedLinks(recordKey));
  // An edit whose rows failed to save comes back to this page: read again whenever it shows.
  useDidShow(() => setUnsaved(readUnsavedLinks(recordKey)));
  const keepUnsaved = (left: Parameters<typeof writeUnsavedLinks>[1]) => {
    writeUnsavedLinks(recordKey, left);
    setUnsaved(readUnsavedLinks(recordKey));
  };
  const retryUnsaved = useChange({
    mutationFn: () => saveLinkChanges(dataId, unsaved!),
    onSuccess: ({ left }) => {
      keepUnsaved(left);
      if (!hasLinkChanges(left)) void Taro.showToast({ title: ASSOCIATION_TEXT.saved, icon: 'success' });
      return load.refetch();
    },
  });
  const load = useLoad(['associations', appId, formId, dataId], async () => {
    const associations = await formAssociations(appId, formId);
    if (associations.length === 0) return { associations, rows: {} as Record<string, AssociatedRow[]> };
    return { associations, rows: associatedRowsByField(await associatedData(appId, formId, dataId)) };
  });
  const candidates = useLoad(['association-candidates', picking?.id], () => formDataQuery(picking!.associatedAppId, picking!.associatedFormId, 1, PICKER_SIZE), {
    enabled: picking !== null,
  });
  const add = useChange<unknown, { association: FormAssociation; id: string }>({
    mutationFn: ({ association, id }) => saveAssociatedData({ formAssociationId: association.id, dataId, associatedDataIds: [id] }),
    onSuccess: () => {
      void Taro.showToast({ title: ASSOCIATION_TEXT.added, icon: 'success' });
      return load.refetch();
    },
  });
  const remove = useChange<unknown, string>({ mutationFn: (id) => removeAssociatedRow(id), onSuccess: () => load.refetch() });
  const confirmRemove = async (row: AssociatedRow) => {
    const answer = await Taro.showModal({ title: ASSOCIATION_TEXT.removeTitle, content: ASSOCIATION_TEXT.removeConfirm });
    if (answer.confirm) remove.mutate(row.formAssociationId);
  };

  if (load.isError) {
    return (
      <View className="records__card" role="region" aria-label={ASSOCIATION_TEXT.title}>
        <Text className="records__title">{ASSOCIATION_TEXT.title}</Text>
        <Text className="records__footer">{ASSOCIATION_TEXT.failed}</Text>
      </View>
    );
  }
  if (!load.data || load.data.associations.length === 0) return null;
  const { associations, rows } = load.data;
  return (
    <View className="records__card" role="region" aria-label={ASSOCIATION_TEXT.title}>
      <Text className="records__title">{ASSOCIATION_TEXT.title}</Text>
      {unsaved && canEdit ? (
        <View className="detail__unsaved-links" role="alert" data-testid="unsaved-links">
          <Text>{fillText(ASSOCIATION_TEXT.unsaved, linkLabels(unsaved).join('、'))}</Text>
          <Button size="small" type="primary" loading={retryUnsaved.isPending} onClick={() => retryUnsaved.mutate()}>
            <Text>{ASSOCIATION_TEXT.retry}</Text>
          </Button>
          <Button size="small" fill="none" onClick={() => keepUnsaved(null)}>
            <Text>{ASSOCIATION_TEXT.discard}</Text>
          </Button>
        </View>
      ) : null}
      {associations.map((association) => {
        const linked = rows[association.id] ?? [];
        const linkedIds = new Set(linked.map((r) => r.id));
        const open = (row: AssociatedRow) =>
          void Taro.navigateTo({ url: buildUrl(PATHS.detail, { appId: association.associatedAppId, formId: association.associatedFormId, dataId: String(row.id) }) });
        const shown = picking?.id === association.id && candidates.data ? candidates.data.content : null;
        return (
          <View key={association.id} className="detail__association" data-testid="association">
            <Text className="records__label">{association.name}</Text>
            {linked.length === 0 ? <Text className="records__footer">{ASSOCIATION_TEXT.none}</Text> : null}
            {linked.map((row) => (
              <View key={row.formAssociationId} className="records__line" data-testid="associated-row">
                <Button size="small" fill="none" onClick={() => open(row)}>
                  <Text className="records__value">{associatedRowTitle(row)}</Text>
                </Button>
                {canEdit ? (
                  <Button size="small" fill="none" aria-label={`${ASSOCIATION_TEXT.remove} ${associatedRowTitle(row)}`} onClick={() => void confirmRemove(row)}>
                    <Text>{ASSOCIATION_TEXT.remove}</Text>
                  </Button>
                ) : null}
              </View>
            ))}
            {canEdit && picking?.id !== association.id ? (
              <Button size="small" type="primary" aria-label={`${ASSOCIATION_TEXT.add} ${association.name}`} onClick={() => setPicking(association)}>
                <Text>{ASSOCIATION_TEXT.add}</Text>
              </Button>
            ) : null}
            {picking?.id === association.id ? (
              <View className="detail__picker" data-testid="association-picker">
                <Button size="small" fill="none" onClick={() => setPicking(null)}>
                  <Text>{ASSOCIATION_TEXT.close}</Text>
                </Button>
                {shown?.length === 0 ? <Text className="records__footer">{ASSOCIATION_TEXT.noCandidates}</Text> : null}
                {(shown ?? []).map((record) => {
                  const title = recordTitle(record);
                  return (
                    <View key={record.id} className="records__line" data-testid="association-option">
                      <Text className="records__value">{`${title} ${recordSummary(record.data ?? record.content ?? {})}`.trim()}</Text>
                      {linkedIds.has(record.id) ? (
                        <Text className="records__label">{ASSOCIATION_TEXT.linked}</Text>
                      ) : (
                        <Button size="small" type="primary" aria-label={`${ASSOCIATION_TEXT.addOne} ${title}`} onClick={() => add.mutate({ association, id: record.id })}>
                          <Text>{ASSOCIATION_TEXT.addOne}</Text>
                        </Button>
                      )}
                    </View>
                  );
                })}
              </View>
            ) : null}
          </View>
        );
      })}
    </View>
  );
}
