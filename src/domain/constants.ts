// The spec's limits for what the screens show and take (screens-data-rules.md §5 and §9; calls-and-errors.md §5 and
// §9), in one place: every screen reads them from here. Each says where it is applied; each is tested by its effect
// (test/unit/constants.test.ts names the test of each). Timing of the request and loading layers is in src/config.ts.
//
// The spec's numbers are the defaults of the original client's component kit; where the spec gives no unit, the
// kit's is meant (the read-more height is in rpx). §9 names four more that this client has no place for, so they are
// not here: "notify 3000 ms" (no screen shows a notify bar; messages are toasts), "calendar default 3 months" (the one
// calendar, the statistic analysis's custom range, offers the days its panel allows), "avatar group max 5" (no
// screen shows a group of avatars; the to-do timeline shows one per step) and "video max duration 60 s" (uploads
// take images and files; nothing records video).

/** "badge max 999": the to-do centre's tab badges read 999+ above it (domain/todo/tabs `badgeText`). */
export const BADGE_MAX = 999;

/** "countdown 60 seconds": before another SMS code may be asked for (domain/team/sms `secondsLeft`). */
export const CODE_COUNTDOWN_SECONDS = 60;

/** "Date picker range plus and minus 10 years": the form's date pickers (form-engine/values `datePickerRange`). */
export const DATE_PICKER_YEARS = 10;

/** "Number box minimum 1": the goods screen's order quantity (domain/member/quantity `orderQuantity`, OrderForm). */
export const NUMBER_BOX_MIN = 1;

/**
 * "verification code 6 digits" / "Code input maximum length 6": the generic validator's default
 * (form-engine/validators `isVerificationCode`) and the SMS code input (domain/team/sms, team CreateScreen).
 */
export const CODE_LENGTH = 6;

/**
 * "Textarea maximum length 140": the most a user types into one text box. The form's text input and the address
 * details (form-renderer editors/text, relations/AddressField), and every comment: record, task decision, document
 * and article (records CommentsSection, todo TaskActions, domain/documents `commentProblem`).
 */
export const TEXTAREA_MAX_LENGTH = 140;

/** "rate default count 5": the stars of a form's rate control without its own count, and an article's score. */
export const RATE_COUNT = 5;

/** "upload max count 52": the most files one upload control (and the image upload screen) holds. */
export const UPLOAD_MAX_COUNT = 52;

/** "image choose count default 9": the most images one pick offers (form-renderer UploadField, platform upload). */
export const IMAGE_CHOOSE_COUNT = 9;

/**
 * "read-more collapsed height 400", in rpx (750 to the screen's width): a community article taller than this shows
 * this much until 阅读全文 (features/portal/community ReadMore).
 */
export const READ_MORE_HEIGHT_RPX = 400;

/** "album max 9 images, 3 per row": a community article's album (domain/portal `albumRows`). */
export const ALBUM_MAX = 9;
export const ALBUM_PER_ROW = 3;

/** "swiper interval 3000 ms": the portal's banner carousel (features/portal BannerBlock). */
export const SWIPER_INTERVAL_MS = 3000;

/** "Linkage query default page 1, size 999": a linkquery control's lookup (form-engine/relations `linkQuerySetting`). */
export const LINKAGE_QUERY_PAGE = 1;
export const LINKAGE_QUERY_SIZE = 999;
