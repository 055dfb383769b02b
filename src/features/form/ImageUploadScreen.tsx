import { Text, View } from '@tarojs/components';
import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';

import { FORM_LIMITS } from '../../domain/form-engine';
import { storage } from '../../platform/storage';
import { Button } from '../../ui/Button';
import { Screen } from '../../ui/Screen';
import { UploadField, type StoredFile } from '../form-renderer';

/** Where the uploaded files are left for the page that opened this one (read once, then removed by it). */
const IMAGE_UPLOAD_RESULT_KEY = 'ware_image_upload_result';

const IMAGE_UPLOAD_TEXT = {
  title: '上传图片',
  hint: '最多 {x} 张，上传前会自动压缩',
  done: '完成',
} as const;

/**
 * Image upload (alias /platform/imageUpload): choose images (compressed before upload, with progress), then 完成
 * stores `{ files }` under IMAGE_UPLOAD_RESULT_KEY and goes back. Query `count` caps the number (default 9).
 */
export default function ImageUpload() {
  const { params } = useRouter();
  const asked = Number(params.count);
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, FORM_LIMITS.uploadMaxCount) : FORM_LIMITS.imageChooseCount;
  const [files, setFiles] = useState<StoredFile[]>([]);
  const done = () => {
    storage.set(IMAGE_UPLOAD_RESULT_KEY, { files, at: Date.now() });
    void Taro.navigateBack({ delta: 1 }).catch(() => undefined);
  };
  return (
    <Screen>
      <View style={{ padding: '16px' }}>
        <Text style={{ display: 'block', color: 'var(--ware-color-text-tertiary)', marginBottom: '12px' }}>{IMAGE_UPLOAD_TEXT.hint.replace('{x}', String(limit))}</Text>
        <UploadField id="image-upload" label={IMAGE_UPLOAD_TEXT.title} kind="image" value={files} disabled={false} limit={limit} onChange={setFiles} />
        <View style={{ marginTop: '24px' }}>
          <Button type="primary" block disabled={files.length === 0} onClick={done}>
            <Text>{IMAGE_UPLOAD_TEXT.done}</Text>
          </Button>
        </View>
      </View>
    </Screen>
  );
}
