/**
 * uploadImg and uploadFile (spec §9: upload max 52, choose 9 images): images are compressed before upload (see
 * platform/upload), progress is shown, and the stored value is the list of uploaded files.
 */
import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';

import { fileUrl } from '../../api/documents';
import { preUpload, saveAttachment } from '../../api/storage';
import { useChange } from '../../data';
import { useRelationContext } from './relations/context';
import { IMAGE_CHOOSE_COUNT, UPLOAD_MAX_COUNT } from '../../domain/constants';
import { fileSizeText } from '../../domain/documents/file-size';
import { isKeptFile, type KeptFileRef } from '../../domain/outbox/files';
import { KEPT_FILE_PREFIX } from '../../domain/outbox/stand-ins';
import { imageButtonLabel } from '../../domain/records';
import { keepFile, keptFileUrl } from '../../platform/keep-file';
import { forgetKeptFile } from '../../platform/kept-file';
import { chooseFiles, chooseImages, UploadNetworkError, type LocalFile } from '../../platform/upload';
import { useSession } from '../../stores/session';
import { pressable } from '../../ui/a11y';
// The control's styles come with it: the image upload screen shows it without the rest of the form.
import './form-renderer.css';

export interface StoredFile {
  fileId: string;
  name: string;
  url: string;
  /** Bytes, as the upload answered: a record's detail shows it beside an attachment's name. */
  size?: number;
}

const UPLOAD_TEXT = {
  addImage: '添加图片',
  addFile: '添加附件',
  uploading: '上传中 {x}%',
  failed: '上传失败，请重试',
  progress: '上传进度',
  remove: '删除',
  kept: '待上传',
} as const;

/**
 * A file chosen without a network (issue 40): a signed-in user's is kept on the device, in the value as a stand-in,
 * and the outbox uploads it before the submit when the network returns. Signed out, nothing can be queued: it fails.
 */
async function keepChosen(file: LocalFile): Promise<KeptFileRef> {
  const kept = await keepFile(file);
  return { fileId: `${KEPT_FILE_PREFIX}${kept}`, name: file.name, url: (await keptFileUrl(kept)) ?? file.path, kept };
}

/** A kept image, shown from the device (an H5 page address from before a reload no longer shows it). */
function KeptImage({ file }: { file: KeptFileRef }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void keptFileUrl(file.kept).then((u) => live && setUrl(u));
    return () => void (live = false);
  }, [file.kept]);
  return url ? <Image className="form-upload__thumb" src={url} mode="aspectFill" /> : <Text>{file.name}</Text>;
}

/**
 * The files a value holds: ours (`{ fileId, name, url, size }`), and those stored by file id only (the seeds, other
 * clients), read through the download call, so a record shown in task mode shows every picture the detail shows.
 */
const asFiles = (value: unknown): StoredFile[] =>
  Array.isArray(value)
    ? value.flatMap((v: Partial<StoredFile> | null) => {
        if (!v || typeof v !== 'object' || typeof v.fileId !== 'string') return typeof v?.url === 'string' ? [v as StoredFile] : [];
        return [{ ...v, fileId: v.fileId, name: typeof v.name === 'string' ? v.name : '', url: typeof v.url === 'string' ? v.url : fileUrl(v.fileId, false) }];
      })
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
        try {
          const stored = kind === 'file' && form ? await saveAttachment(file, { appId: form.appId, formId: form.formId }, report) : await preUpload(file, report);
          done.push({ fileId: stored.fileId, name: stored.name, url: stored.fileUrl ?? stored.url, ...(stored.size === undefined ? {} : { size: stored.size }) });
        } catch (error) {
          if (!(error instanceof UploadNetworkError) || !useSession.getState().token) throw error;
          done.push(await keepChosen(file));
        }
      }
      return done;
    },
    onSuccess: (done) => {
      if (done.length) onChange([...files, ...done]);
    },
    onError: (e) => console.warn('[upload]', e),
  });

  const remove = (f: StoredFile) => {
    onChange(files.filter((x) => x.fileId !== f.fileId));
    if (isKeptFile(f)) void forgetKeptFile(f.kept);
  };

  const add = () => {
    const room = max - files.length;
    if (disabled || upload.isPending || room <= 0) return;
    upload.mutate(room);
  };

  // A thumbnail opens the platform's image viewer on it, with the field's other images to swipe through.
  const urls = files.map((f) => f.url);
  const preview = (i: number) => void Taro.previewImage({ urls, current: urls[i]! }).catch((e: unknown) => console.warn('[upload] previewImage', e));

  return (
    <View className="form-upload" id={id} aria-label={label}>
      {files.map((f, i) => (
        <View key={f.fileId} className="form-upload__item">
          {kind !== 'image' ? (
            <Text data-testid="upload-file">{f.size === undefined ? f.name : `${f.name} ${fileSizeText(f.size)}`}</Text>
          ) : isKeptFile(f) ? (
            <KeptImage file={f} />
          ) : (
            <View data-testid="upload-thumb" onClick={() => preview(i)} {...pressable(() => preview(i), imageButtonLabel(i, files.length))}>
              <Image className="form-upload__thumb" src={f.url} mode="aspectFill" lazyLoad />
            </View>
          )}
          {isKeptFile(f) ? <Text className="form-upload__kept">{UPLOAD_TEXT.kept}</Text> : null}
          {!disabled ? (
            <Text className="form-upload__remove" role="button" tabIndex={0} aria-label={`${UPLOAD_TEXT.remove} ${f.name}`} onClick={() => remove(f)}>
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
