/** The mini program shows its own loading state while a subpackage downloads: nothing to draw here. */
import type { ReactElement } from 'react';

export function RouteLoading(): ReactElement | null {
  return null;
}
