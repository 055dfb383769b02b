import { useState } from 'react';

import type { PictureProps } from './Picture';
import { pictureUrl } from './picture-url';
import './picture.css';
import './picture-img.h5.css';

/**
 * H5: a plain <img> (Taro's Image would bring its web component into the first route for nothing), lazy by the
 * browser (`loading="lazy"`), named by `alt` or decorative; the first character of `name` when there is no picture
 * or it fails to load. The box's size is the class's either way, so nothing moves (Picture.tsx says the rest).
 */
export function Picture({ src, name, alt = '', className }: PictureProps) {
  const url = pictureUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  return url && failed !== url ? (
    <img className={`ware-pic ${className}`} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(url)} />
  ) : (
    <span className={`ware-pic ware-pic--none ${className}`} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}
