import { Text, View } from '@tarojs/components';
import { useState } from 'react';

import { CERT_TEXT } from './text';
import { forgetLocalFile } from '../../platform/forget-file';
import type { LocalFile } from '../../platform/local-file';
import { chooseImages } from '../../platform/upload';
import { domProps } from '../../ui/a11y';
import { Button } from '../../ui/Button';

type Phase = 'idle' | 'reading' | 'done' | 'failed';

/**
 * Photographs or picks one card photo and sends it to an OCR call. The photo is dropped from the device as soon as
 * the call has it (the mini program's temp file is deleted; the browser's object URL revoked).
 */
export function PhotoButton<T>({ label, read, onRead }: { label: string; read: (photo: LocalFile) => Promise<T>; onRead: (fields: T) => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const take = async () => {
    const [photo] = await chooseImages(1).catch(() => [] as LocalFile[]);
    if (!photo) return;
    setPhase('reading');
    try {
      onRead(await read(photo));
      setPhase('done');
    } catch {
      setPhase('failed');
    } finally {
      forgetLocalFile(photo);
    }
  };
  const note = { idle: '', reading: CERT_TEXT.recognising, done: CERT_TEXT.recognised, failed: CERT_TEXT.ocrFailed }[phase];
  return (
    <View className="cert-photo">
      <Button block loading={phase === 'reading'} disabled={phase === 'reading'} onClick={() => void take()}>
        {label}
      </Button>
      {note ? (
        <Text className={phase === 'failed' ? 'cert-photo__note cert-photo__note--failed' : 'cert-photo__note'} {...domProps({ role: 'status' })}>
          {note}
        </Text>
      ) : null}
    </View>
  );
}
