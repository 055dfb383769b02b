// Where a file opens: the document preview page for a library document or an uploaded file, the download page to
// save it. Used by the record detail page (uploadFile / uploadImg values) and by the preview page itself.
// A file of an application's record, or a document opened from an app, keeps that app's `appId` in every link
// between the document screens: the application access gate (screens-data-rules.md §4) reads it from the query, so
// a document of a closed or not-yet-open app lands on restricted access like the app's other screens.
import { PATHS } from '../../routes';
import { decodeParam } from '../auth/callback';
import { stringifyQuery } from '../query';


const MAX_ID = 128;

const idOf = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= MAX_ID && !/\s/.test(v.trim()) ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** The file id a stored download URL names (`.../file/fileoperation/download?fileId=...`), if any. */
function fileIdInUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const match = /[?&]fileId=([^&#]+)/.exec(url);
  if (!match) return null;
  try {
    return idOf(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
}

/** What a link names: a document of the library, or a bare stored file (with its name for the title). */
export type FileTarget = { kind: 'document'; id: string } | { kind: 'file'; fileId: string; name: string | null };

/**
 * Reads anything a record or a response holds for a file: `{ documentId }` is a library document; `{ fileId }`,
 * `{ id }` (an upload answer) or a download URL with `fileId=` is a stored file. Null when nothing names one.
 */
export function fileTargetOf(file: unknown): FileTarget | null {
  if (file === null || typeof file !== 'object') return null;
  const f = file as Record<string, unknown>;
  const documentId = idOf(f.documentId);
  if (documentId) return { kind: 'document', id: documentId };
  const fileId = idOf(f.fileId) ?? idOf(f.id) ?? fileIdInUrl(f.url) ?? fileIdInUrl(f.downloadUrl);
  if (!fileId) return null;
  const name = typeof f.name === 'string' && f.name.trim() !== '' ? f.name.trim() : typeof f.fileName === 'string' && f.fileName.trim() !== '' ? f.fileName.trim() : null;
  return { kind: 'file', fileId, name };
}

/**
 * The query a preview or download page reads for a target: `id` for a document, `fileId` (+ `name`) for a file,
 * and the app it belongs to (`appId`), if any.
 */
function targetQuery(target: FileTarget, appId: string | null | undefined): Record<string, string> {
  const app: Record<string, string> = appId ? { appId } : {};
  if (target.kind === 'document') return { id: target.id, ...app };
  return target.name ? { fileId: target.fileId, name: target.name, ...app } : { fileId: target.fileId, ...app };
}

/** The target a preview or download page was opened for, from its (encoded or decoded) query; null when it names none. */
export function targetFromQuery(query: Record<string, unknown>): FileTarget | null {
  // Page queries arrive still encoded in the mini program and in Taro's H5 router: decode once.
  const first = (v: unknown) => {
    const value: unknown = Array.isArray(v) ? v[0] : v;
    return typeof value === 'string' ? decodeParam(value) : value;
  };
  const id = idOf(first(query.id) ?? first(query.documentId));
  if (id) return { kind: 'document', id };
  const fileId = idOf(first(query.fileId));
  if (!fileId) return null;
  const name = first(query.name);
  return { kind: 'file', fileId, name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null };
}

const address = (path: string, target: FileTarget, appId: string | null | undefined) => `${path}?${stringifyQuery(targetQuery(target, appId))}`;

/**
 * The document preview page for a file (internal path, for Taro's navigation), or null when it names no file.
 * `appId`: the application whose record holds the file.
 */
export function documentLinkFor(file: unknown, appId?: string | null): string | null {
  const target = fileTargetOf(file);
  return target ? address(PATHS.preview, target, appId) : null;
}

/** The download page for a target (of the app `appId`, when the preview was opened for one). */
export function downloadLinkFor(target: FileTarget, appId?: string | null): string {
  return address(PATHS.download, target, appId);
}

/** The comment page of a library document (of the app `appId`, when the preview was opened for one). */
export function commentLinkFor(documentId: string, appId?: string | null): string {
  return address(PATHS.comment, { kind: 'document', id: documentId }, appId);
}
