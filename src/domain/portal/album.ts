import { ALBUM_MAX, ALBUM_PER_ROW } from './constants';

/** An article's album (spec §9: at most 9 images, 3 per row): the rows shown, and how many were left out. */
export function albumRows<T>(images: readonly T[], max = ALBUM_MAX, perRow = ALBUM_PER_ROW): { rows: T[][]; hidden: number } {
  const shown = images.slice(0, max);
  const rows: T[][] = [];
  for (let i = 0; i < shown.length; i += perRow) rows.push(shown.slice(i, i + perRow));
  return { rows, hidden: Math.max(0, images.length - shown.length) };
}
