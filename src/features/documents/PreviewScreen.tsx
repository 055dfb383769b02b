import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useEffect, useMemo } from 'react';

import { DocumentActions } from './DocumentActions';
import { failureOf, go, noteFailure, signInHere } from './failure';
import { FailureView } from './FailureView';
import { FilePreview, type PreviewFile } from './FilePreview';
import { countRead, documentDetail, preDownload, unLoginDetail, type LibraryDocument } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
import { useChange, useLoad, useReloadOnShow } from '../../data';
import { appRefFromQuery } from '../../domain/access/app-ref';
import { DOCUMENT_TEXT, downloadLinkFor, fileSizeText, fileTypeLabel, targetFromQuery, type FileTarget } from '../../domain/documents';
import { PATHS } from '../../routes';
import { useSession } from '../../stores/session';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import './documents.css';

/** What is shown: a library document (with its counts and the caller's state), or a bare stored file. */
interface Shown {
  title: string;
  file: PreviewFile;
  size: number | null | undefined;
  doc: LibraryDocument | null;
}

const fromDocument = (doc: LibraryDocument): Shown => ({ title: doc.title || doc.name, file: doc, size: doc.size, doc });

async function load(target: FileTarget, signedIn: boolean): Promise<Shown> {
  await hostSessionReady();
  if (target.kind === 'document') return fromDocument(await (signedIn ? documentDetail(target.id) : unLoginDetail(target.id)));
  const ticket = await preDownload({ fileId: target.fileId }, signedIn);
  return { title: target.name ?? ticket.name, file: ticket, size: ticket.size, doc: null };
}

/**
 * Document preview (alias /portal/document/preview): `id` names a document of the library, `fileId` (+ `name`) any
 * stored file (records' uploads, see domain/documents/links.ts). Shows title, size, type and reads; previews what can
 * be previewed; counts one read per visit; members favourite, score and comment. Without a token a public document
 * is shown through unLoginDetail and a private one asks to sign in.
 */
export default function DocumentPreview() {
  const { params } = useRouter();
  const target = useMemo(() => targetFromQuery(params), [params]);
  // The app this document was opened for: its download and comment pages stay behind the same access gate.
  const ref = appRefFromQuery(params);
  const appId = ref?.kind === 'id' ? ref.appId : null;
  const signedIn = !!useSession((s) => s.token);
  const loaded = useLoad(['documents', 'preview', target, signedIn], () => load(target!, signedIn).catch(noteFailure('preview')), {
    enabled: target !== null,
  });
  // Back from the comment page: the comment count has changed.
  useReloadOnShow(loaded);
  // One read per visit (not per return from the comment page).
  const read = useChange({
    mutationFn: (id: string) => countRead(id, signedIn),
    onError: (e) => console.warn('[preview] read count failed', e),
  });
  const docId = loaded.data?.doc?.id;
  useEffect(() => {
    if (docId && read.isIdle) read.mutate(docId);
  }, [docId, read]);

  const signIn = () => signInHere(PATHS.preview, params);
  if (!target) return <Screen className="documents"><FailureView phase={{ kind: 'no-target' }} retry={loaded.refetch} signIn={signIn} /></Screen>;
  if (loaded.status === 'pending') return <Screen className="documents" />;
  if (loaded.status === 'error') return <Screen className="documents"><FailureView phase={failureOf(loaded.error)} retry={loaded.refetch} signIn={signIn} /></Screen>;

  const shown = loaded.data;
  const doc = shown.doc && read.data ? { ...shown.doc, readCount: read.data.readCount } : shown.doc;
  const download = target ? downloadLinkFor(target, appId) : null;
  return (
    <Screen className="documents">
      <View className="documents__card" role="region" aria-label={shown.title}>
        <View role="heading" aria-level={1}>
          <Text className="documents__title">{shown.title}</Text>
        </View>
        <View className="documents__meta">
          <Text>{`${DOCUMENT_TEXT.type}：${fileTypeLabel(shown.file.fileType)}`}</Text>
          {fileSizeText(shown.size) ? <Text>{`${DOCUMENT_TEXT.size}：${fileSizeText(shown.size)}`}</Text> : null}
          {doc ? <Text data-testid="read-count">{DOCUMENT_TEXT.readCount.replace('{x}', String(doc.readCount))}</Text> : null}
        </View>
        {doc?.description ? <Text className="documents__desc">{doc.description}</Text> : null}
        {download ? (
          <View className="documents__actions">
            <Button size="small" onClick={() => go(download)}>
              <Text>{DOCUMENT_TEXT.download}</Text>
            </Button>
          </View>
        ) : null}
      </View>
      <FilePreview file={shown.file} />
      {doc && doc.member ? <DocumentActions doc={doc} appId={appId} /> : null}
      {doc && !doc.member ? (
        <View className="documents__card">
          <Text className="documents__hint">{signedIn ? DOCUMENT_TEXT.notMember : DOCUMENT_TEXT.signInToInteract}</Text>
          {!signedIn ? (
            <Button block onClick={signIn}>
              <Text>{DOCUMENT_TEXT.signIn}</Text>
            </Button>
          ) : null}
        </View>
      ) : null}
    </Screen>
  );
}
