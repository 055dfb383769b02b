/**
 * uploadImg and uploadFile (spec §9: upload max 52, choose 9 images): images are compressed before upload (see
 * platform/upload), progress is shown, and the stored value is the list of uploaded files.
 */
import { Image, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { preUpload, saveAttachment } from '../../api/storage';
import { useChange } from '../../data';
import { useRelationContext } from './relations/context';
import { IMAGE_CHOOSE_COUNT, UPLOAD_MAX_COUNT } from '../../domain/constants';
import { chooseFiles, chooseImages } from '../../platform/upload';
// The control's styles come with it: the image upload screen shows it without the rest of the form.
import './form-renderer.css';

export interface StoredFile {
  fileId: string;
  name: string;
  url: string;
}

const UPLOAD_TEXT = {
  addImage: '添加图片',
  addFile: '添加附件',
  uploading: '上传中 {x}%',
  failed: '上传失败，请重试',
  progress: '上传进度',
  remove: '删除',
} as const;

const asFiles = (value: unknown): StoredFile[] =>
  Array.isArray(value)
    ? value.filter((v): v is StoredFile => !!v && typeof v === 'object' && typeof (v as StoredFile).url === 'string')
    : [];

export function UploadField({ id, label, kind, value, disabled, limit, onChange }: { id: string; label: string; kind: 'image' | 'file'; value: unknown; disabled: boolean; limit: unknown; onChange: (v: StoredFile[]) => void }) {
  const files = asFiles(value);
  const max = Math.min(typeof limit === 'number' && limit > 0 ? limit : UPLOAD_MAX_COUNT, UPLOAD_MAX_COUNT);
  const [progress, setProgress] = useState(0);
  // The form filled (none on the image upload screen): a file control's attachments are kept by name for it.
  const { form } = useRelationContext();
  // Choosing and uploading is one change: its pending state keeps a second tap out, its error is the failure line.
  const upload = useChange<StoredFile[], number>({
    mutationFn: async (room) => {
      setProgress(0);
      const chosen = kind === 'image' ? await chooseImages(Math.min(room, IMAGE_CHOOSE_COUNT)) : await chooseFiles(room);
      const done: StoredFile[] = [];
      for (const [i, file] of chosen.entries()) {
        setProgress(Math.round((i / chosen.length) * 100));
        const report = (p: number) => setProgress(Math.round(((i + p / 100) / chosen.length) * 100));
        const stored = kind === 'file' && form ? await saveAttachment(file, { appId: form.appId, formId: form.formId }, report) : await preUpload(file, report);
        done.push({ fileId: stored.fileId, name: stored.name, url: stored.fileUrl ?? stored.url });
      }
      return done;
    },
    onSuccess: (done) => {
      if (done.length) onChange([...files, ...done]);
    },
    onError: (e) => console.warn('[upload]', e),
  });

  const add = () => {
    const room = max - files.length;
    if (disabled || upload.isPending || room <= 0) return;
    upload.mutate(room);
  };

  return (
    <View className="form-upload" id={id} aria-label={label}>
      {files.map((f) => (
        <View key={f.fileId} className="form-upload__item">
          {kind === 'image' ? <Image className="form-upload__thumb" src={f.url} mode="aspectFill" /> : <Text>{f.name}</Text>}
          {!disabled ? (
            <Text className="form-upload__remove" role="button" tabIndex={0} aria-label={`${UPLOAD_TEXT.remove} ${f.name}`} onClick={() => onChange(files.filter((x) => x.fileId !== f.fileId))}>
              ×
            </Text>
          ) : null}
        </View>
      ))}
      {!disabled && files.length < max ? (
        <View className="form-upload__add" role="button" tabIndex={0} aria-label={`${label} ${kind === 'image' ? UPLOAD_TEXT.addImage : UPLOAD_TEXT.addFile}`} onClick={add}>
          <Text>{upload.isPending ? UPLOAD_TEXT.uploading.replace('{x}', String(progress)) : kind === 'image' ? UPLOAD_TEXT.addImage : UPLOAD_TEXT.addFile}</Text>
        </View>
      ) : null}
      {upload.isPending ? (
        <View className="form-upload__progress" role="progressbar" aria-label={UPLOAD_TEXT.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <View className="form-upload__progress-bar" style={{ width: `${progress}%` }} />
        </View>
      ) : null}
      {upload.isError ? <Text className="form-field__error" role="alert">{UPLOAD_TEXT.failed}</Text> : null}
    </View>
  );
}
