/**
 * Taro's components take the DOM's accessibility props on H5 (its elements are custom elements that keep every
 * attribute; the mini program ignores what it does not know), but their typings do not list them. This augmentation
 * lists them, typed as React types them, so `role`, `tabIndex`, `aria-*` and `onKeyDown` on a View or Text are
 * checked like any prop.
 */
import type { AriaAttributes, AriaRole } from 'react';

declare module '@tarojs/components/types/common' {
  // The type parameters must repeat Taro's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface StandardProps<T = any, TouchEvent extends BaseTouchEvent<any> = ITouchEvent> extends AriaAttributes {
    role?: AriaRole;
    tabIndex?: number;
    /** H5 only: the mini program sends no key events. */
    onKeyDown?: (event: { key: string; preventDefault: () => void }) => void;
  }
}
