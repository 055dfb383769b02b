import type { ComponentType } from 'react';

/**
 * What every screen renders after its content, set once at start-up (the privacy agreement dialog). The mini program
 * has no app-level view: a dialog that any page's protected call may need has to be part of every page.
 */
const overlays: ComponentType[] = [];

export function addPageOverlay(overlay: ComponentType): void {
  if (!overlays.includes(overlay)) overlays.push(overlay);
}

export function pageOverlays(): readonly ComponentType[] {
  return overlays;
}
