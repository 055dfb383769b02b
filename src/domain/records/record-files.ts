// What an upload field's value holds, as a record's detail shows it (spec screens-data-rules.md §3 control types
// uploadImg and uploadFile; the value's shape is not shown there). Our uploads store `{ fileId, name, url }`; older
// data and other clients may hold a bare URL or `{ fileName, fileUrl | downloadUrl }`: each is read. `size` (bytes)
// is kept by our uploads and shown beside a file's name. An item that
// names neither a URL nor a file id is left out.
import { RECORD_FILES_TEXT } from './messages';

export interface RecordFile {
  /** What the user reads: the stored name, else the URL's last segment, else 图片 n / 附件 n. */
  name: string;
  /** Where the file is read from; null when only its id is known (the caller builds the download address). */
  url: string | null;
  fileId: string | null;
  /** Its size in bytes when the value keeps it (our uploads since issue 42: the upload answers it), else null. */
  size: number | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function lastSegment(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return text(decodeURIComponent(segment));
  } catch {
    return text(segment);
  }
}

/** The files of an uploadImg / uploadFile value, in order; `kind` names those without a name (图片 2, 附件 1). */
export function recordFiles(value: unknown, kind: 'image' | 'file'): RecordFile[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  const out: RecordFile[] = [];
  for (const item of items) {
    const f =
      typeof item === 'string'
        ? { url: item }
        : item !== null && typeof item === 'object'
          ? (item as Record<string, unknown>)
          : {};
    const url = text(f.url) ?? text(f.fileUrl) ?? text(f.downloadUrl);
    const fileId = text(f.fileId) ?? (url ? null : text(f.id));
    if (!url && !fileId) continue;
    const fallback = (kind === 'image' ? RECORD_FILES_TEXT.image : RECORD_FILES_TEXT.file).replace(
      '{n}',
      String(out.length + 1),
    );
    const size = typeof f.size === 'number' && Number.isFinite(f.size) && f.size >= 0 ? f.size : null;
    out.push({ name: text(f.name) ?? text(f.fileName) ?? (url ? lastSegment(url) : null) ?? fallback, url, fileId, size });
  }
  return out;
}

/**
 * The accessible name of the n-th (from 0) of `count` thumbnails: 查看图片 1/3 (the thumbnails' group carries the
 * field's label, so two image fields do not read alike).
 */
export function imageButtonLabel(index: number, count: number): string {
  return `${RECORD_FILES_TEXT.viewImage} ${index + 1}/${count}`;
}
