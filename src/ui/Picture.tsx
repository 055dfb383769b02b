import { Image, Text } from '@tarojs/components';

import { pictureUrl } from './picture-url';
import './picture.css';

export interface PictureProps {
  src: unknown;
  /** Whose picture: its first character stands in when there is none. */
  name: string;
  /** What the picture shows; '' (the default): decorative, its name is written beside it. H5 only. */
  alt?: string;
  /** One class that sizes the box (picture.css gives the rest). */
  className: string;
}

/**
 * A picture in a box of fixed size: `className` sets the size, so nothing moves when the picture arrives; it loads
 * as it nears the screen (`lazyLoad`). Without a picture the box shows the first character of `name`, hidden from
 * screen readers. The mini program's; H5 draws plain elements (Picture.h5.tsx). Kept small: the home, in the main
 * package, shows it.
 */
export function Picture({ src, name, className }: PictureProps) {
  const url = pictureUrl(src);
  return url ? (
    <Image className={`ware-pic ${className}`} src={url} mode="aspectFill" lazyLoad />
  ) : (
    <Text className={`ware-pic ware-pic--none ${className}`} aria-hidden>
      {name.slice(0, 1)}
    </Text>
  );
}
