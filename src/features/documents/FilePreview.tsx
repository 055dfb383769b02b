/**
 * The preview of a file: an image inline (tap for the full-screen viewer); a pdf or Office file opened
 * by the platform (H5: the browser, in a new tab; WeChat: downloadFile then openDocument); anything else only says
 * it cannot be previewed and leaves the download button to the page.
 */
import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { fileUrl } from '../../api/documents';
import { useChange } from '../../data';
import { DOCUMENT_TEXT, previewKindOf } from '../../domain/documents';
import { openDocument } from '../../platform/file-transfer';
import { Button } from '../../ui/Button';

export interface PreviewFile {
  fileId: string;
  name: string;
  fileType: string;
  contentType?: string | null | undefined;
  /** The server's inline URL (with a private file's ticket); the plain file URL otherwise. */
  previewUrl?: string | null | undefined;
}

export function FilePreview({ file }: { file: PreviewFile }) {
  const kind = previewKindOf(file.fileType, file.contentType);
  const inline = file.previewUrl || fileUrl(file.fileId, false);
  const opening = useChange({
    mutationFn: () => openDocument({ url: inline, name: file.name, fileType: file.fileType }),
    onError: (error) => {
      console.warn('[preview] open failed', error);
      void Taro.showToast({ title: DOCUMENT_TEXT.openFailed, icon: 'none' });
    },
  });

  if (kind === 'image') {
    const zoom = () => void Taro.previewImage({ urls: [inline], current: inline }).catch((e: unknown) => console.warn('[preview] image viewer', e));
    return (
      <View className="documents__card" data-testid="file-preview">
        <Image className="documents__image" src={inline} mode="widthFix" onClick={zoom} role="img" aria-label={DOCUMENT_TEXT.imageAlt.replace('{x}', file.name)} />
      </View>
    );
  }

  if (kind === 'document') {
    return (
      <View className="documents__card" data-testid="file-preview">
        <Button type="primary" block loading={opening.isPending} onClick={() => opening.mutate()}>
          <Text>{opening.isPending ? DOCUMENT_TEXT.opening : DOCUMENT_TEXT.open}</Text>
        </Button>
      </View>
    );
  }

  return (
    <View className="documents__card" data-testid="file-preview">
      <Text className="documents__hint">{DOCUMENT_TEXT.noPreview}</Text>
    </View>
  );
}
