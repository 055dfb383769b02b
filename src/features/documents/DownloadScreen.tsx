import { Text, View } from '@tarojs/components';
import Taro, { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useMemo, useRef, useState } from 'react';

import { loadFailure, signInHere, type Failure } from './failure';
import { FailureView } from './FailureView';
import { fileUrl, preDownload, type FileTicket } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
import { DOCUMENT_TEXT, fileSizeText, fileTypeLabel, OPENABLE_TYPES, targetFromQuery } from '../../domain/documents';
import { canOpenAfterDownload, downloadFile, openDownloaded, type Downloaded } from '../../platform/file-transfer';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { domProps } from '../../ui/a11y';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './documents.css';

type Phase = { kind: 'loading' } | { kind: 'no-target' } | Failure | { kind: 'ready'; ticket: FileTicket };

/** The download itself: idle, running (percent, or null when the platform gives no total), done, failed. */
type Transfer = { kind: 'idle' } | { kind: 'running'; percent: number | null } | { kind: 'done'; downloaded: Downloaded } | { kind: 'failed' };

/**
 * Download (alias /app/view/download): `id` (a library document) or `fileId` (+ `name`). preDownload names the file
 * (name, size, type), then 下载 fetches `GET {api}/file/fileoperation/download?fileId&isDownload=1` with progress:
 * H5 saves it under its name through the browser; the mini program keeps a temporary file and opens pdf and Office
 * files with openDocument. A failure says so and offers the download again.
 */
export default function Download() {
  const { params } = useRouter();
  const target = useMemo(() => targetFromQuery(params), [params]);
  const signedIn = !!useSession((s) => s.token);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [transfer, setTransfer] = useState<Transfer>({ kind: 'idle' });
  const running = useRef(false);

  const open = useCallback(async () => {
    if (!target) return setPhase({ kind: 'no-target' });
    try {
      const ticket = await preDownload(target.kind === 'document' ? { id: target.id } : { fileId: target.fileId }, signedIn);
      // A bare file link may carry the name it was uploaded under.
      setPhase({ kind: 'ready', ticket: target.kind === 'file' && target.name ? { ...ticket, name: target.name } : ticket });
    } catch (error) {
      setPhase(loadFailure('download', error));
    }
  }, [target, signedIn]);

  useDidShow(() => void hostSessionReady().then(open));

  if (phase.kind === 'loading') return <Screen className="documents" />;
  if (phase.kind !== 'ready') {
    return (
      <Screen className="documents">
        <FailureView phase={phase} retry={open} signIn={() => signInHere(PATHS.download, params)} notFound={DOCUMENT_TEXT.fileNotFound} />
      </Screen>
    );
  }

  const { ticket } = phase;
  const openable = OPENABLE_TYPES.has(ticket.fileType);

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setTransfer({ kind: 'running', percent: 0 });
    try {
      const downloaded = await downloadFile({ url: fileUrl(ticket.fileId, true), name: ticket.name, onProgress: (percent) => setTransfer({ kind: 'running', percent }) });
      setTransfer({ kind: 'done', downloaded });
      void Taro.showToast({ title: DOCUMENT_TEXT.downloaded, icon: 'success' });
    } catch (error) {
      console.warn('[download] failed', error);
      setTransfer({ kind: 'failed' });
    } finally {
      running.current = false;
    }
  };

  const openFile = async (downloaded: Downloaded) => {
    try {
      await openDownloaded(downloaded, ticket.fileType);
    } catch (error) {
      console.warn('[download] open failed', error);
      void Taro.showToast({ title: DOCUMENT_TEXT.openFailed, icon: 'none' });
    }
  };

  const percent = transfer.kind === 'running' ? transfer.percent : transfer.kind === 'done' ? 100 : 0;
  return (
    <Screen className="documents">
      <View className="documents__card" role="region" aria-label={ticket.name}>
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{ticket.title || ticket.name}</Text>
        </View>
        <View className="documents__meta">
          <Text>{ticket.name}</Text>
          <Text>{`${DOCUMENT_TEXT.type}：${fileTypeLabel(ticket.fileType)}`}</Text>
          {fileSizeText(ticket.size) ? <Text>{`${DOCUMENT_TEXT.size}：${fileSizeText(ticket.size)}`}</Text> : null}
        </View>
        {transfer.kind === 'running' || transfer.kind === 'done' ? (
          <View className="documents__progress" {...domProps({ role: 'progressbar', 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': percent ?? undefined })}>
            <View className="documents__progress-bar" style={{ width: `${percent ?? 50}%` }} />
          </View>
        ) : null}
        <View {...domProps({ role: 'status' })}>
          {transfer.kind === 'running' ? (
            <Text className="documents__hint">{transfer.percent === null ? DOCUMENT_TEXT.downloadingUnknown : DOCUMENT_TEXT.downloading.replace('{x}', String(transfer.percent))}</Text>
          ) : null}
          {transfer.kind === 'done' ? (
            <Text className="documents__hint">{`${DOCUMENT_TEXT.downloaded}，${transfer.downloaded.where === 'browser' ? DOCUMENT_TEXT.savedHint : openable ? DOCUMENT_TEXT.tempHint : DOCUMENT_TEXT.cannotOpenHint}`}</Text>
          ) : null}
          {transfer.kind === 'failed' ? (
            <Text className="documents__error" {...domProps({ role: 'alert' })}>
              {DOCUMENT_TEXT.downloadFailed}
            </Text>
          ) : null}
        </View>
        <View className="documents__actions">
          <Button type="primary" block loading={transfer.kind === 'running'} onClick={() => void start()}>
            <Text>{transfer.kind === 'done' || transfer.kind === 'failed' ? DOCUMENT_TEXT.downloadAgain : DOCUMENT_TEXT.downloadStart}</Text>
          </Button>
          {transfer.kind === 'done' && canOpenAfterDownload && openable ? (
            <Button block onClick={() => void openFile(transfer.downloaded)}>
              <Text>{DOCUMENT_TEXT.openDownloaded}</Text>
            </Button>
          ) : null}
        </View>
      </View>
    </Screen>
  );
}
