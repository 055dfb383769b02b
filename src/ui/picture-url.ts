import { config } from '../config';

/** The platform's file ids (32 hex digits, 24 for older files), as avatars, icons and goods pictures may hold them. */
const FILE_ID = /^[a-f0-9]{24}([a-f0-9]{8})?$/;

/**
 * Where a picture value loads from: a platform file id through the spec's download call (inline), an http(s)
 * address as it is; anything else (empty, `javascript:`, a path) is no picture.
 */
export function pictureUrl(value: unknown): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (FILE_ID.test(v)) return `${config.apiUrl('/file/fileoperation/download')}?fileId=${v}&isDownload=0`;
  return /^https?:\/\//i.test(v) ? v : null;
}
