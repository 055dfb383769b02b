// How the QR poster becomes pixels and a saved picture: its canvas is drawn at the device's pixel ratio (a canvas
// of CSS size only is upscaled by the screen, and the QR's edges blur), and a refused photo album is told apart from
// other failures, because only a refusal has a way out (the settings page, where the user can allow it again).

/** Above 3 a phone gains nothing visible and the canvas's memory grows with the square of the ratio. */
const MAX_RATIO = 3;

/** The canvas's own size for a poster of `width` × `height` CSS pixels on a screen of `ratio` device pixels each. */
export function posterPixels(
  width: number,
  height: number,
  ratio: unknown,
): { width: number; height: number; scale: number } {
  const r = typeof ratio === 'number' && Number.isFinite(ratio) && ratio >= 1 ? Math.min(ratio, MAX_RATIO) : 1;
  return { width: Math.round(width * r), height: Math.round(height * r), scale: r };
}

/**
 * Why saving to the photo album failed, from WeChat's errMsg: `denied` (the user refused the album now or before:
 * "auth deny", "auth denied", "authorize no response"), `cancelled` (the user closed the system sheet), else `failed`.
 */
export type AlbumFailure = 'denied' | 'cancelled' | 'failed';

export function albumFailure(error: unknown): AlbumFailure {
  const message =
    error && typeof error === 'object' && 'errMsg' in error
      ? String((error as { errMsg: unknown }).errMsg)
      : String(error);
  if (/auth\s*den(y|ied)|authorize/i.test(message)) return 'denied';
  if (/cancel/i.test(message)) return 'cancelled';
  return 'failed';
}
