// A file size for people (binary units, one decimal place, trailing .0 dropped). Five lines: the npm packages that
// do this (filesize, pretty-bytes) are not dependencies of the app and would add more than they save here.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** '0 B', '512 B', '1.2 KB', '5 MB'; '' for anything that is not a size. */
export function fileSizeText(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
