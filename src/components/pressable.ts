/**
 * Keyboard and screen-reader props for something pressed like a button (H5 renders Taro's View and Button as custom
 * elements, which are neither focusable nor announced): role, tab stop, and Enter or Space to press. The mini
 * program ignores what it does not know.
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
      if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault?.();
      onPress();
    },
  };
}
