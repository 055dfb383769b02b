import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { useCallback, useMemo, useRef, useState } from 'react';

import { DocumentActions } from './DocumentActions';
import { go, loadFailure, signInHere, type Failure } from './failure';
import { FailureView } from './FailureView';
import { FilePreview, type PreviewFile } from './FilePreview';
import { countRead, documentDetail, preDownload, unLoginDetail, type LibraryDocument } from '../../api/documents';
import { hostSessionReady } from '../../api/host-session';
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

type Phase = { kind: 'loading' } | { kind: 'no-target' } | Failure | { kind: 'ready'; shown: Shown };

const fromDocument = (doc: LibraryDocument): Shown => ({ title: doc.title || doc.name, file: doc, size: doc.size, doc });

async function load(target: FileTarget, signedIn: boolean): Promise<Shown> {
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
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const counted = useRef(false);
  const signedIn = !!useSession((s) => s.token);

  const open = useCallback(async () => {
    if (!target) {
      setPhase({ kind: 'no-target' });
      return;
    }
    try {
      const shown = await load(target, signedIn);
      setPhase({ kind: 'ready', shown });
      // One read per visit (not per return from the comment page).
      if (shown.doc && !counted.current) {
        counted.current = true;
        const doc = shown.doc;
        countRead(doc.id, signedIn).then(
          (r) => setPhase({ kind: 'ready', shown: { ...shown, doc: { ...doc, readCount: r.readCount } } }),
          (e: unknown) => console.warn('[preview] read count failed', e),
        );
      }
    } catch (error) {
      setPhase(loadFailure('preview', error));
    }
  }, [target, signedIn]);

  useDidShow(() => void hostSessionReady().then(open));

  if (phase.kind === 'loading') return <Screen className="documents" />;
  const signIn = () => signInHere(PATHS.preview, params);
  if (phase.kind !== 'ready') return <Screen className="documents"><FailureView phase={phase} retry={open} signIn={signIn} /></Screen>;

  const { shown } = phase;
  const doc = shown.doc;
  const download = target ? downloadLinkFor(target) : null;
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
      {doc && doc.member ? <DocumentActions doc={doc} /> : null}
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
