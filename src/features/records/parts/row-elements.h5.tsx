/**
 * H5: a record row's elements are plain ones. Taro's View and Text are custom elements behind a React wrapper
 * each: a list row of four lines was sixteen of them to create, upgrade and attach as it scrolled in, and every
 * render of one re-applied its props. A div with a role and a tab stop is what those were given anyway (ui/a11y).
 * The classes are the same, so records.css styles both targets.
 */
import type { ReactNode } from 'react';

import type { RowElementProps } from './row-elements';

export function Block(props: RowElementProps) {
  return <div {...props} />;
}

export function Inline({ className, children }: { className?: string; children?: ReactNode }) {
  return <span className={className}>{children}</span>;
}

/** A list row's picture: a fixed box (records.css, and width and height here), loaded as it nears the screen. */
export function Thumb({ src, alt }: { src: string; alt: string }) {
  return <img className="records__thumb" src={src} alt={alt} width={20} height={20} loading="lazy" decoding="async" />;
}
