import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { DETAIL_TEXT } from './text';
import { printedPdf } from '../../../api/print';
import { copyRecord, printRecord, runFunction, type CustomButton, type PrintedFile, type PrintTemplate, type RecordTarget } from '../../../api/record-extras';
import { useChange } from '../../../data';
import { dataActionLabel, type DataAction } from '../../../domain/records';
import { detailUrl } from '../../../platform/back-to-detail';
import { openDocument } from '../../../platform/file-transfer';
import { PATHS } from '../../../routes';
import { Button } from '../../../ui/Button';

interface Props {
  target: RecordTarget;
  /** detailActions(...): edit, copy, print, archive / delete, invite (invite lives in the collaborators card). */
  actions: DataAction[];
  buttons: CustomButton[];
  templates: PrintTemplate[];
  onRemove: () => void;
  /** The record changed on the server (a function ran): reload it. */
  onChanged: () => Promise<void>;
}

const formUrl = (t: RecordTarget) =>
  `${PATHS.formInfo}?appId=${encodeURIComponent(t.appId)}&formId=${encodeURIComponent(t.formId)}&dataId=${encodeURIComponent(t.dataId)}`;

/** A print is opened through print/pdf/print, with the token: the server gives it to its printer only. */
const openPrinted = (file: PrintedFile) => openDocument({ ...printedPdf(file.fileId), name: file.name, fileType: 'pdf' });

/**
 * The record's actions: edit (the form-filling screen with dataId; saving comes back here), copy (a new record,
 * then its detail), print (a template's PDF, opened: H5 a new tab, the mini program downloadFile + openDocument), the
 * form's custom buttons (their function runs on the server, then the record reloads) and delete / archive.
 */
export function RecordActions({ target, actions, buttons, templates, onRemove, onChanged }: Props) {
  const [printed, setPrinted] = useState<PrintedFile | null>(null);
  // One action at a time; a failure has been toasted by the request layer and the page stays as it was.
  const action = useChange<void, { key: string; work: () => Promise<void> }>({ mutationFn: ({ work }) => work() });
  const busy = action.isPending ? action.variables.key : null;
  const removal = actions.find((a) => a === 'delete' || a === 'archive');

  const guarded = (key: string, work: () => Promise<void>) => {
    if (!action.isPending) action.mutate({ key, work });
  };

  const copy = () =>
    guarded('copy', async () => {
      const answer = await Taro.showModal({ title: dataActionLabel('copy'), content: DETAIL_TEXT.copyConfirm });
      if (!answer.confirm) return;
      const created = await copyRecord(target);
      void Taro.showToast({ title: DETAIL_TEXT.copied, icon: 'success' });
      await Taro.navigateTo({ url: detailUrl({ appId: target.appId, formId: target.formId, dataId: created.id }) });
    });

  const print = () =>
    guarded('print', async () => {
      let template = templates[0];
      if (templates.length > 1) {
        const picked = await Taro.showActionSheet({ itemList: templates.map((t) => t.name) }).catch(() => null);
        if (!picked) return;
        template = templates[picked.tapIndex];
      }
      if (!template) return;
      const file = await printRecord(target, template.id);
      setPrinted(file);
      void Taro.showToast({ title: DETAIL_TEXT.printed, icon: 'success' });
      await openPrinted(file).catch((error: unknown) => console.warn('[detail] opening the PDF failed', error));
    });

  const run = (b: CustomButton) =>
    guarded(b.id, async () => {
      const result = await runFunction(target, b.funcKey);
      void Taro.showToast({ title: result.message || DETAIL_TEXT.done, icon: 'none' });
      await onChanged();
    });

  return (
    <View className="records__actions detail__actions" role="group" aria-label={DETAIL_TEXT.actions}>
      {actions.includes('edit') ? (
        <Button type="primary" onClick={() => void Taro.navigateTo({ url: formUrl(target) })}>
          <Text>{dataActionLabel('edit')}</Text>
        </Button>
      ) : null}
      {actions.includes('copy') ? (
        <Button disabled={busy === 'copy'} onClick={copy}>
          <Text>{dataActionLabel('copy')}</Text>
        </Button>
      ) : null}
      {actions.includes('print') ? (
        <Button disabled={busy === 'print'} onClick={print}>
          <Text>{busy === 'print' ? DETAIL_TEXT.printing : dataActionLabel('print')}</Text>
        </Button>
      ) : null}
      {buttons.map((b) => (
        <Button key={b.id} disabled={busy === b.id} data-testid="custom-button" onClick={() => run(b)}>
          <Text>{busy === b.id ? DETAIL_TEXT.running : b.name}</Text>
        </Button>
      ))}
      {removal ? (
        <Button type="danger" onClick={onRemove}>
          <Text>{dataActionLabel(removal)}</Text>
        </Button>
      ) : null}
      {printed ? (
        <View className="detail__printed" data-testid="printed">
          <Text>{`${DETAIL_TEXT.printed}: ${printed.name}`}</Text>
          <Button size="small" fill="none" onClick={() => void openPrinted(printed).catch((error: unknown) => console.warn('[detail] opening the PDF failed', error))}>
            <Text>{DETAIL_TEXT.openPdf}</Text>
          </Button>
        </View>
      ) : null}
    </View>
  );
}
