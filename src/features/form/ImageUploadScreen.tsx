import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { IMAGE_CHOOSE_COUNT, UPLOAD_MAX_COUNT } from '../../domain/constants';
import { leavePage } from '../../platform/leave';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { UploadField, type StoredFile } from '../form-renderer';
import './imageUpload.css';

const IMAGE_UPLOAD_TEXT = {
  title: '上传图片',
  hint: '最多 {x} 张，上传前会自动压缩',
  count: '已选 {n}/{x}',
  done: '完成',
  finished: '已上传 {n} 张图片',
  more: '继续上传',
  back: '返回',
} as const;

/**
 * Image upload (alias /platform/imageUpload): choose images (compressed before upload, with progress; signed out
 * through the unLogin upload, spec calls §6), then 完成 closes the upload: what was uploaded, read-only, with 继续上传
 * and 返回. The spec names the screen and the user's 上传图片, but no page that opens it for a result and no call that
 * saves its result, so the stored files are its result. Query `count` caps the number (default 9).
 */
export default function ImageUpload() {
  const { params } = useRouter();
  const asked = Number(params.count);
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, UPLOAD_MAX_COUNT) : IMAGE_CHOOSE_COUNT;
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [finished, setFinished] = useState(false);
  const fill = (text: string) => text.replace('{n}', String(files.length)).replace('{x}', String(limit));
  return (
    <Screen className="image-upload">
      <View className="ware-card image-upload__card" data-testid="image-upload-card">
        <Text className={finished ? 'image-upload__title image-upload__title--done' : 'image-upload__title'} role="heading" aria-level={2}>
          {finished ? fill(IMAGE_UPLOAD_TEXT.finished) : IMAGE_UPLOAD_TEXT.title}
        </Text>
        {finished ? null : (
          <View className="image-upload__meta">
            <Text>{fill(IMAGE_UPLOAD_TEXT.hint)}</Text>
            <Text>{fill(IMAGE_UPLOAD_TEXT.count)}</Text>
          </View>
        )}
        <UploadField id="image-upload" label={IMAGE_UPLOAD_TEXT.title} kind="image" value={files} disabled={finished} limit={limit} onChange={setFiles} />
      </View>
      <View className="image-upload__bar">
        {finished ? (
          <>
            <Button block onClick={() => setFinished(false)}>
              <Text>{IMAGE_UPLOAD_TEXT.more}</Text>
            </Button>
            {/* Back to the page below, or to the home when this screen was opened by a link (nothing below it). */}
            <Button type="primary" block onClick={() => leavePage()}>
              <Text>{IMAGE_UPLOAD_TEXT.back}</Text>
            </Button>
          </>
        ) : (
          <Button type="primary" block disabled={files.length === 0} onClick={() => setFinished(true)}>
            <Text>{IMAGE_UPLOAD_TEXT.done}</Text>
          </Button>
        )}
      </View>
    </Screen>
  );
}
