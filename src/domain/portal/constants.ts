// The portal's constants (spec screens-data-rules.md §9); the spec's shared ones live in domain/constants.

export { ALBUM_MAX, ALBUM_PER_ROW, READ_MORE_CHARS, SWIPER_INTERVAL_MS } from '../constants';
/** "Default debounce and throttle 500 ms": how often the portal's scroll position is stored. */
export const SCROLL_SAVE_MS = 500;
/** Rate default count 5 (§9). */
export const SCORE_MAX = 5;
