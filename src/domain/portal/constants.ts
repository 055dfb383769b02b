// The portal's constants (spec screens-data-rules.md §9).

/** "swiper interval 3000 ms": the banner carousel's autoplay. */
export const SWIPER_INTERVAL_MS = 3000;
/** "album max 9 images, 3 per row". */
export const ALBUM_MAX = 9;
export const ALBUM_PER_ROW = 3;
/** "read-more collapsed height 400": an article's text is cut after 400 characters until the user reads more. */
export const READ_MORE_CHARS = 400;
/** "Default debounce and throttle 500 ms": how often the portal's scroll position is stored. */
export const SCROLL_SAVE_MS = 500;
/** Rate default count 5 (§9). */
export const SCORE_MAX = 5;
