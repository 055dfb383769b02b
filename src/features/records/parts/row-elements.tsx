/**
 * The elements a record row is built of: Taro's View and Text in the mini program. H5 has its own
 * (row-elements.h5.tsx): plain elements, since a long list mounts and unmounts rows as it scrolls.
 */
import { Image, Text, View } from '@tarojs/components';
import type { CSSProperties, ReactNode } from 'react';

export interface RowElementProps {
  className?: string;
  style?: CSSProperties;
  role?: string;
  tabIndex?: number;
  onClick?: () => void;
  onKeyDown?: (event: { key?: string; preventDefault?: () => void }) => void;
  children?: ReactNode;
  [attribute: `aria-${string}` | `data-${string}`]: string | number | boolean | undefined;
}

/** A block: the mini program's View (it ignores the H5-only props: tabIndex, onKeyDown). */
export function Block(props: RowElementProps) {
  return <View {...(props as object)} />;
}

/** A run of text: the mini program's Text. */
export function Inline({ className, children }: { className?: string; children?: ReactNode }) {
  return <Text className={className}>{children}</Text>;
}

/** A list row's picture: a fixed box (records.css), loaded as it nears the screen; `alt` is for H5's <img>. */
export function Thumb({ src }: { src: string; alt: string }) {
  return <Image className="records__thumb" src={src} mode="aspectFill" lazyLoad />;
}
