import { Image, Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';

import { COMMUNITY_TEXT } from './text';
import { albumRows } from '../../../domain/portal';
import { imageAlt, pressable } from '../../../ui/a11y';

/**
 * An article's images as an album (spec §9: at most 9, 3 per row); a tap previews them full screen from that image.
 * `limit` shows fewer (a list card shows one row) with the count of the rest on the last one. Each cell is named by
 * what it shows: its picture's text (第 n 张图片) and, on the last, that count.
 */
export function Album({ images, limit }: { images: { url: string }[]; limit?: number }) {
  const { rows, hidden } = albumRows(images, limit);
  if (rows.length === 0) return null;
  const urls = images.map((i) => i.url);
  const preview = (url: string) => void Taro.previewImage({ urls, current: url });
  return (
    <View className="community-album" role="group" aria-label={COMMUNITY_TEXT.album} data-testid="album">
      {rows.map((row, r) => (
        <View key={r} className="community-album__row">
          {row.map((image, c) => {
            const index = r * 3 + c;
            const last = r === rows.length - 1 && c === row.length - 1;
            return (
              <View
                key={`${image.url}-${index}`}
                className="community-album__cell"
                data-testid="album-image"
                onClick={() => preview(image.url)}
                {...pressable(() => preview(image.url))}
              >
                <Image className="community-album__image" src={image.url} mode="aspectFill" lazyLoad {...imageAlt(COMMUNITY_TEXT.image.replace('{i}', String(index + 1)))} />
                {last && hidden > 0 ? <Text className="ware-image-badge community-album__more">{COMMUNITY_TEXT.more.replace('{x}', String(hidden))}</Text> : null}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}
