/** Extra DOM attributes (role, tabIndex, aria-*, onKeyDown) for Taro components whose typings do not list them; the mini program ignores them. */
export const domProps = (props: Record<string, unknown>): object => props;

/** Enter (and Space, for checkbox-like controls) presses it, as on a native control. */
export const onKeys =
  (action: () => void, space = false) =>
  (event: { key?: string; preventDefault?: () => void }) => {
    if (event.key !== 'Enter' && !(space && event.key === ' ')) return;
    event.preventDefault?.();
    action();
  };
