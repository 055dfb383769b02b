import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useMemo, useState } from 'react';

import { failureOf, noteFailure, signInHere } from './failure';
import { FailureView } from './FailureView';
import { fileUrl, preDownload } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
import { useChange, useLoad } from '../../data';
import { DOCUMENT_TEXT, fileSizeText, fileTypeLabel, OPENABLE_TYPES, targetFromQuery } from '../../domain/documents';
import { canOpenAfterDownload, downloadFile, openDownloaded, type Downloaded } from '../../platform/file-transfer';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './documents.css';

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
  const file = useLoad(
    ['documents', 'file', target, signedIn],
    async () => {
      await hostSessionReady();
      const ticket = await preDownload(target!.kind === 'document' ? { id: target!.id } : { fileId: target!.fileId }, signedIn).catch(noteFailure('download'));
      // A bare file link may carry the name it was uploaded under.
      return target!.kind === 'file' && target!.name ? { ...ticket, name: target!.name } : ticket;
    },
    { enabled: target !== null },
  );
  // The download itself; its percent while running is null when the platform gives no total.
  const [percent, setPercent] = useState<number | null>(0);
  const transfer = useChange({
    mutationFn: (args: { url: string; name: string }) => {
      setPercent(0);
      return downloadFile({ ...args, onProgress: setPercent });
    },
    onSuccess: () => void Taro.showToast({ title: DOCUMENT_TEXT.downloaded, icon: 'success' }),
    onError: (error) => console.warn('[download] failed', error),
  });

  const signIn = () => signInHere(PATHS.download, params);
  if (!target || file.status === 'error') {
    const phase = target ? failureOf(file.error) : ({ kind: 'no-target' } as const);
    return (
      <Screen className="documents">
        <FailureView phase={phase} retry={file.refetch} signIn={signIn} notFound={DOCUMENT_TEXT.fileNotFound} />
      </Screen>
    );
  }
  if (file.status === 'pending') return <Screen className="documents" />;

  const ticket = file.data;
  const openable = OPENABLE_TYPES.has(ticket.fileType);
  const running = transfer.isPending;
  const done = transfer.isSuccess ? transfer.data : null;
  const start = () => {
    if (!running) transfer.mutate({ url: ticket.downloadUrl || fileUrl(ticket.fileId, true), name: ticket.name });
  };

  const openFile = async (downloaded: Downloaded) => {
    try {
      await openDownloaded(downloaded, ticket.fileType);
    } catch (error) {
      console.warn('[download] open failed', error);
      void Taro.showToast({ title: DOCUMENT_TEXT.openFailed, icon: 'none' });
    }
  };

  const shownPercent = running ? percent : done ? 100 : 0;
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
        {running || done ? (
          <View className="documents__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={shownPercent ?? undefined}>
            <View className="documents__progress-bar" style={{ width: `${shownPercent ?? 50}%` }} />
          </View>
        ) : null}
        <View role="status">
          {running ? (
            <Text className="documents__hint">{percent === null ? DOCUMENT_TEXT.downloadingUnknown : DOCUMENT_TEXT.downloading.replace('{x}', String(percent))}</Text>
          ) : null}
          {done ? (
            <Text className="documents__hint">{`${DOCUMENT_TEXT.downloaded}，${done.where === 'browser' ? DOCUMENT_TEXT.savedHint : openable ? DOCUMENT_TEXT.tempHint : DOCUMENT_TEXT.cannotOpenHint}`}</Text>
          ) : null}
          {transfer.isError ? (
            <Text className="documents__error" role="alert">
              {DOCUMENT_TEXT.downloadFailed}
            </Text>
          ) : null}
        </View>
        <View className="documents__actions">
          <Button type="primary" block loading={running} onClick={start}>
            <Text>{done || transfer.isError ? DOCUMENT_TEXT.downloadAgain : DOCUMENT_TEXT.downloadStart}</Text>
          </Button>
          {done && canOpenAfterDownload && openable ? (
            <Button block onClick={() => void openFile(done)}>
              <Text>{DOCUMENT_TEXT.openDownloaded}</Text>
            </Button>
          ) : null}
        </View>
      </View>
    </Screen>
  );
}
