/**
 * Windowing of a long record list over the page's own scroll: which rows to mount for a scroll
 * position. Pure, so it is table-tested and the same in H5 and the mini program.
 *
 * Why our own and not a library's VirtualList: Taro's `@tarojs/components-advanced` has no 4.2.1 release (the
 * registry stops at 4.2.0, which pins its own `@tarojs/components` 4.2.0 beside ours), and both it and NutUI's
 * VirtualList scroll inside a fixed-height ScrollView, where the page's pull-down refresh and onReachBottom do not
 * fire in the mini program; NutUI's also reads `event.target.scrollTop`, which mini-program events do not carry.
 * Windowing over the page scroll keeps pull to refresh and infinite scroll as the page's own, in both builds.
 */
export interface WindowInput {
  /** Rows in the list. */
  count: number;
  /** Height of one row including its gap, in px (stable: rows have a fixed height). */
  rowHeight: number;
  /** The page's scroll offset, px. */
  scrollTop: number;
  /** Height of the visible area, px. */
  viewportHeight: number;
  /** Offset of the list's first row from the top of the page, px. */
  listTop: number;
  /** Rows mounted beyond each edge of the visible area. */
  overscan: number;
}

export interface RowWindow {
  /** First mounted row. */
  start: number;
  /** One past the last mounted row. */
  end: number;
  /** Space standing for the rows above `start`, px. */
  padTop: number;
  /** Space standing for the rows from `end` on, px. */
  padBottom: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);
const finite = (n: number, fallback: number) => (Number.isFinite(n) ? n : fallback);

/** The rows to mount: those in view plus `overscan` on each side; at most ceil(viewport / row) + 2 overscan + 1. */
export function rowWindow(input: WindowInput): RowWindow {
  const count = Math.max(0, Math.floor(finite(input.count, 0)));
  const row = Math.max(1, finite(input.rowHeight, 1));
  const overscan = Math.max(0, Math.floor(finite(input.overscan, 0)));
  const viewport = Math.max(0, finite(input.viewportHeight, 0));
  const top = finite(input.scrollTop, 0) - finite(input.listTop, 0);
  const first = Math.floor(top / row);
  const last = Math.ceil((top + viewport) / row);
  const start = clamp(first - overscan, 0, count);
  const end = clamp(last + overscan, start, count);
  return { start, end, padTop: start * row, padBottom: (count - end) * row };
}

/** The most rows `rowWindow` mounts for a viewport: the bound the lists test and bench check against. */
export const maxMountedRows = (viewportHeight: number, rowHeight: number, overscan: number): number =>
  Math.ceil(Math.max(0, viewportHeight) / Math.max(1, rowHeight)) + 2 * overscan + 1;
