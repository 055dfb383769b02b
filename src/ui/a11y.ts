/**
 * Keyboard and screen-reader props for the screens. H5 renders Taro's View, Text and Button as custom elements,
 * which are neither focusable nor announced; the mini program ignores props it does not know, so these are
 * harmless there.
 */

/**
 * Enter (and Space, for button- and checkbox-like controls) presses it, as on a native control: the one key rule of
 * every pressable thing of the app (Taro's and NutUI's elements are not native buttons on H5).
 */
export const onKeys =
  (action: () => void, space = false) =>
  (event: { key?: string; preventDefault?: () => void }) => {
    if (event.key !== 'Enter' && !(space && event.key === ' ')) return;
    event.preventDefault?.();
    action();
  };

/**
 * Something pressed like a button: role, tab stop, and Enter or Space to press. Without `label` it is named by what
 * it shows, which is right for a card or tile with text. A `label` is for a control whose text is not its name (an
 * icon, a dot); when given beside visible text it must contain that text, words in the same order (WCAG 2.5.3 Label
 * in Name: a voice user says what they see), so write it as the visible words plus what they leave out.
 */
export interface PressableProps {
  role: 'button';
  tabIndex: 0;
  'aria-label'?: string;
  'aria-disabled'?: boolean;
  onKeyDown: (event: { key?: string; preventDefault?: () => void }) => void;
}

export function pressable(onPress: () => void, label?: string, disabled = false): PressableProps {
  return {
    role: 'button',
    tabIndex: 0,
    ...(label ? { 'aria-label': label } : {}),
    ...(disabled ? { 'aria-disabled': true } : {}),
    onKeyDown: (event) => {
      if (!disabled) onKeys(onPress, true)(event);
    },
  };
}

/**
 * Taro's H5 <Image> draws its own <img> inside <taro-image-core>: an `alt` or `aria-*` on the component lands on the
 * host, never on the <img>, so the text reaches it only through `nativeProps` (the mini program ignores it). `''` marks
 * a decorative image (its meaning is in the text beside it), which screen readers then skip.
 */
export const imageAlt = (text: string) => ({ nativeProps: { alt: text } });

/** Form controls: H5 ties a label to Taro's native <input> through `nativeProps`; choices are keyboard-operable. */
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
  /**
   * One tab of a tab bar (inside `role="tablist"`): selection is `aria-selected`; `aria-checked` is not allowed on a
   * tab (Lighthouse's aria-allowed-attr), so a tab is not built from `choice`.
   */
  tab: (label: string, selected: boolean, select: () => void) => ({
    role: 'tab',
    tabIndex: 0,
    'aria-label': label,
    'aria-selected': selected,
    onKeyDown: onKeys(select, true),
  }),
  /** One choice of a radio or checkbox group. */
  choice: (role: 'radio' | 'checkbox', label: string, checked: boolean, disabled: boolean, toggle: () => void) => ({
    role,
    tabIndex: disabled ? -1 : 0,
    'aria-label': label,
    'aria-checked': checked,
    ...(disabled ? { 'aria-disabled': true } : {}),
    onKeyDown: disabled ? () => undefined : onKeys(toggle, true),
  }),
};
