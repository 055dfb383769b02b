export * from './constants';
export { albumRows } from './album';
export { portalBlocks, type KnownBlock } from './blocks';
export { safeHref, sanitiseRichText, type RichNode } from './rich-text';
export { resumePosition, shouldSaveProgress } from './video';
export { webViewTarget } from './web-view';
