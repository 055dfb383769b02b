export * from './constants';
export { albumRows } from './album';
export { BLOCK_TYPES, portalBlock, portalBlocks, type BlockType, type KnownBlock, type PortalBlock } from './blocks';
export { decodeEntities, safeHref, sanitiseRichText, textLength, truncateRichText, type RichElementNode, type RichNode, type RichTextNode, type SanitiseOptions } from './rich-text';
export { resumePosition, shouldSaveProgress, FINISHED_WITHIN_S, SAVE_EVERY_MS, type WatchRecord } from './video';
export { webViewTarget, type WebViewTarget } from './web-view';
