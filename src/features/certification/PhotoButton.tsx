import { Text, View } from '@tarojs/components';

import { CERT_TEXT } from './text';
import { useChange } from '../../data';
import { forgetLocalFile } from '../../platform/forget-file';
import type { LocalFile } from '../../platform/local-file';
import { chooseImages } from '../../platform/upload';
import { Button } from '../../ui/Button';

/**
 * Photographs or picks one card photo and sends it to an OCR call. The photo is dropped from the device as soon as
 * the call has it (the mini program's temp file is deleted; the browser's object URL revoked).
 */
export function PhotoButton<T>({ label, read, onRead }: { label: string; read: (photo: LocalFile) => Promise<T>; onRead: (fields: T) => void }) {
  // The loading layer's change: pending while the OCR call runs, then its outcome. The photo is dropped either way.
  const recognise = useChange<T, LocalFile>({
    mutationFn: read,
    onSuccess: onRead,
    onSettled: (_fields, _error, photo) => forgetLocalFile(photo),
  });
  const take = async () => {
    const [photo] = await chooseImages(1).catch(() => [] as LocalFile[]);
    if (photo) recognise.mutate(photo);
  };
  const note = { idle: '', pending: CERT_TEXT.recognising, success: CERT_TEXT.recognised, error: CERT_TEXT.ocrFailed }[recognise.status];
  return (
    <View className="cert-photo">
      <Button block loading={recognise.isPending} disabled={recognise.isPending} onClick={() => void take()}>
        {label}
      </Button>
      {note ? (
        <Text className={recognise.isError ? 'cert-photo__note cert-photo__note--failed' : 'cert-photo__note'} role="status">
          {note}
        </Text>
      ) : null}
    </View>
  );
}
