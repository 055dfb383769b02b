// The spec's business constants for what the screens show (screens-data-rules.md §9, §5; calls-and-errors.md §9), in
// one place. Each says where it is applied; test/unit/constants.test.ts checks each through the module that applies
// it. Those no screen has a use for yet say so: the product has no such component, and none is built for a number.

/** "badge max 999": the to-do centre's tab badges read 999+ above it (domain/todo/tabs `badgeText`). */
export const BADGE_MAX = 999;

/**
 * "notify 3000 ms": how long a notify bar stays. No screen shows a notify bar (messages are toasts of
 * TOAST_DURATION_MS, config.ts), so nothing applies it yet.
 */
export const NOTIFY_DURATION_MS = 3000;

/** "countdown 60 seconds": before another SMS code may be asked for (domain/team/sms `secondsLeft`). */
export const CODE_COUNTDOWN_SECONDS = 60;

/** "Date picker range plus and minus 10 years": the form's date pickers (form-engine/values `datePickerRange`). */
export const DATE_PICKER_YEARS = 10;

/**
 * "calendar default 3 months": the months a calendar offers when its screen gives no range. The one calendar, the
 * statistic analysis's custom range, offers its panel's own days (domain/analysis/date-range), so nothing applies
 * this default yet.
 */
export const CALENDAR_DEFAULT_MONTHS = 3;

/** "avatar group max 5": no screen shows a group of avatars (the to-do timeline shows one per step), so unused yet. */
export const AVATAR_GROUP_MAX = 5;

/** "Number box minimum 1": the goods screen's order quantity (domain/member/quantity `orderQuantity`). */
export const NUMBER_BOX_MIN = 1;

/**
 * "verification code 6 digits" / "Code input maximum length 6": the generic validator's default
 * (form-engine/validators `isVerificationCode`) and the SMS code input (domain/team/sms).
 */
export const CODE_LENGTH = 6;

/** "read-more collapsed height 400": a community article is cut after 400 characters until 阅读全文 (domain/portal). */
export const READ_MORE_CHARS = 400;

/** "album max 9 images, 3 per row": a community article's album (domain/portal `albumRows`). */
export const ALBUM_MAX = 9;
export const ALBUM_PER_ROW = 3;

/** "swiper interval 3000 ms": the portal's banner carousel (domain/portal, features/portal BannerBlock). */
export const SWIPER_INTERVAL_MS = 3000;

/**
 * "video max duration 60 s": the longest video a user may record for upload. Uploads take images and files only
 * (no screen records video), so nothing applies it yet.
 */
export const VIDEO_MAX_SECONDS = 60;
