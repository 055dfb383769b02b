// The portal's constants (spec screens-data-rules.md §9); the spec's shared ones live in domain/constants.

export { ALBUM_MAX, ALBUM_PER_ROW, SWIPER_INTERVAL_MS } from '../constants';
/** "Default debounce and throttle 500 ms": how often the portal's scroll position is stored. */
export const SCROLL_SAVE_MS = 500;
