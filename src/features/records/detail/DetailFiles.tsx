import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { fileUrl } from '../../../api/documents';
import { fileTypeOf } from '../../../domain/documents/file-kind';
import { fileSizeText } from '../../../domain/documents/file-size';
import { documentLinkFor } from '../../../domain/documents/links';
import { imageButtonLabel, RECORD_FILES_TEXT, type RecordFile } from '../../../domain/records';
import { openDocument } from '../../../platform/file-transfer';
import { imageAlt, pressable } from '../../../ui/a11y';

const urlOf = (f: RecordFile) => f.url ?? (f.fileId ? fileUrl(f.fileId, false) : '');

/**
 * An image field on the detail: fixed-size thumbnails (the row keeps its height while they load, loaded lazily as
 * they scroll in); pressing one opens the platform's image viewer (previewImage: WeChat's own, Taro's overlay in
 * H5) on that image with all of the field's images to swipe through. Each thumbnail is a button named 查看图片 n/m.
 */
export function DetailImages({ label, files }: { label: string; files: RecordFile[] }) {
  const urls = files.map(urlOf);
  const open = (i: number) =>
    void Taro.previewImage({ urls, current: urls[i]! }).catch((e: unknown) => console.warn('[detail] previewImage', e));
  return (
    <View className="detail__images" role="group" aria-label={label}>
      {files.map((f, i) => (
        <View
          key={`${i}-${urls[i]}`}
          className="detail__thumb"
          data-testid="detail-thumb"
          onClick={() => open(i)}
          {...pressable(() => open(i), imageButtonLabel(i, files.length))}
        >
          <Image className="detail__thumb-image" src={urls[i]!} mode="aspectFill" lazyLoad {...imageAlt('')} />
        </View>
      ))}
    </View>
  );
}

/**
 * An attachment field on the detail: each file by its name and size (when the value keeps it), which opens the document preview screen (the file
 * inline where the platform can show it, and its download); a file stored elsewhere (a URL naming no file id) is
 * opened by the platform (H5 a new tab, the mini program downloadFile + openDocument).
 */
export function DetailAttachments({ files, appId }: { files: RecordFile[]; appId: string }) {
  return (
    <View className="detail__files">
      {files.map((f, i) => {
        const link = documentLinkFor({ fileId: f.fileId, url: f.url, name: f.name }, appId);
        const open = () => {
          if (link) void Taro.navigateTo({ url: link }).catch(() => undefined);
          else if (f.url)
            void openDocument({ url: f.url, name: f.name, fileType: fileTypeOf(f.name) }).catch((e: unknown) =>
              console.warn('[detail] open file', e),
            );
        };
        const size = fileSizeText(f.size);
        return (
          <View
            key={`${i}-${f.name}`}
            className="detail__file"
            data-testid="detail-file"
            onClick={open}
            {...pressable(open, `${f.name}${size ? ` ${size}` : ''} ${RECORD_FILES_TEXT.open}`)}
          >
            <Text className="records__link">{f.name}</Text>
            {size ? <Text className="detail__file-size">{size}</Text> : null}
          </View>
        );
      })}
    </View>
  );
}
