import { Image, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { config } from '../config';
import './picture.css';

/** The platform's file ids (32 hex digits, 24 for older files), as avatars, icons and goods pictures may hold them. */
const FILE_ID = /^[a-f0-9]{24}([a-f0-9]{8})?$/;

/**
 * Where a picture value loads from: a platform file id through the spec's download call (inline), an http(s)
 * address as it is; anything else (empty, `javascript:`, a path) is no picture.
 */
export function pictureUrl(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (FILE_ID.test(v)) return `${config.apiUrl('/file/fileoperation/download')}?fileId=${v}&isDownload=0`;
  return /^https?:\/\//i.test(v) ? v : null;
}

/**
 * A picture in a box of fixed size: `className` sets the size (picture.css the rest), so nothing moves when the
 * picture arrives. It loads as it nears the screen (`lazyLoad`; H5's <img> is also `loading="lazy"`). `alt` names it;
 * '' (the default) marks it decorative, for a picture whose name is written beside it. Without a picture, or when it
 * fails to load, the box shows the first character of `name` (`ware-pic--none`), hidden from screen readers.
 */
export function Picture({ src, name, alt = '', className }: { src: unknown; name: string; alt?: string; className: string }) {
  const url = pictureUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <Image className={`ware-pic ${className}`} src={url} mode="aspectFill" lazyLoad onError={() => setFailed(url)} nativeProps={{ alt, loading: 'lazy' }} />;
  }
  return (
    <View className={`ware-pic ware-pic--none ${className}`} aria-hidden>
      <Text>{name.slice(0, 1)}</Text>
    </View>
  );
}
