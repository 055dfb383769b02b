/**
 * Keyboard and screen-reader props of the form controls. H5 renders Taro's controls as custom elements: a label is
 * tied to the native <input> through Taro's `nativeProps` (aria-label, id), and choices get a role, a tab stop and
 * Enter/Space. The mini program ignores props it does not know, so these are harmless there.
 */
export interface KeyEventLike {
  key?: string;
  preventDefault?: () => void;
}

const onKeys = (action: () => void, disabled: boolean) => (event: KeyEventLike) => {
  if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault?.();
  action();
};

export const controlA11y = {
  /** A text-like control: the label becomes the native input's accessible name. */
  input: (label: string, id: string) => ({ nativeProps: { 'aria-label': label, id: `${id}-native` } }),
  /** Something opened like a button (a date picker's trigger). */
  pressable: (label: string, disabled: boolean) => ({
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-label': label,
    ...(disabled ? { 'aria-disabled': true } : {}),
  }),
  /** One choice of a radio or checkbox group. */
  choice: (role: 'radio' | 'checkbox', label: string, checked: boolean, disabled: boolean, toggle: () => void) => ({
    role,
    tabIndex: disabled ? -1 : 0,
    'aria-label': label,
    'aria-checked': checked,
    ...(disabled ? { 'aria-disabled': true } : {}),
    onKeyDown: onKeys(toggle, disabled),
  }),
};

/** Extra DOM attributes (role, tabIndex, aria-*) for Taro components whose typings do not list them. */
export const aria = (props: Record<string, unknown>): object => props;
