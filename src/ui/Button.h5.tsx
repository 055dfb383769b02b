// H5: NutUI's Button renders Taro's <taro-button-core>, which is neither focusable nor announced as a button.
// This wrapper gives it the button role, a tab stop and Enter/Space activation, so keyboard and screen-reader
// users can use every action. The mini program uses Button.ts (a native WeChat button needs none of this).
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css';
import './button.css';

import NutButton from '@nutui/nutui-react-taro/dist/es/packages/button';
import { forwardRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';

import { onKeys } from './a11y';

type Props = ComponentPropsWithoutRef<typeof NutButton>;

// forwardRef as NutUI's own Button: a caller's ref reaches the element on both targets.
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(props, ref) {
  const { disabled, loading, onClick } = props;
  const inactive = Boolean(disabled || loading);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!inactive) onKeys(() => onClick?.(event as never), true)(event);
  };
  // A caller's role wins (a tab of a tab bar is pressed the same way but announced as a tab).
  const role = (props as { role?: string }).role ?? 'button';
  const a11y = { role, tabIndex: inactive ? -1 : 0, 'aria-disabled': inactive || undefined, onKeyDown };
  return <NutButton {...props} {...(a11y as object)} ref={ref} />;
});
