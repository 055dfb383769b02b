/**
 * Files chosen without a network (issue 40): the form keeps each one on the device and puts a stand-in in its value
 * (`fileId` `outbox:…`, with where it is kept); the outbox uploads them at replay, before the call, and puts the stored
 * file in the stand-in's place. Pure rules; keeping and uploading the bytes belong to the platform and api layers.
 * Finding the stand-ins in a form's input is the form's side (stand-ins.ts).
 */

/** The stand-in's file id starts so: no stored file's id does (the server's are its own). */
export const KEPT_FILE_PREFIX = 'outbox:';

/** A stored file as an upload control's value holds it. */
export interface StoredFileRef {
  fileId: string;
  name: string;
  url: string;
}

/** A chosen file's stand-in in a form's value: shown from the device until it is uploaded. */
export interface KeptFileRef extends StoredFileRef {
  /** Where the device keeps it: a storage key on H5, a saved file's path in the mini program. */
  kept: string;
}

/** A kept file an outbox entry waits on. */
export interface OutboxFile {
  /** The stand-in's file id. */
  id: string;
  name: string;
  kept: string;
  /** The stored file, once uploaded: never uploaded a second time. */
  uploaded?: StoredFileRef;
}

/** How uploading one kept file ended: as a replayed call does, or with the stored file. */
export type UploadOutcome =
  | { kind: 'uploaded'; file: StoredFileRef }
  | { kind: 'offline' }
  | { kind: 'later' }
  | { kind: 'signInNeeded' }
  | { kind: 'refused'; message: string };

export function isKeptFile(value: unknown): value is KeptFileRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<KeptFileRef>;
  return typeof v.fileId === 'string' && v.fileId.startsWith(KEPT_FILE_PREFIX) && typeof v.kept === 'string';
}

/** The value with each stand-in whose file is in `stored` replaced by the stored file. */
function replaceKeptFiles<T>(value: T, stored: ReadonlyMap<string, StoredFileRef>): T {
  const visit = (v: unknown): unknown => {
    if (isKeptFile(v)) return stored.get(v.fileId) ?? v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}

/** The entry's files with one uploaded. */
export function fileUploaded(files: readonly OutboxFile[], id: string, stored: StoredFileRef): OutboxFile[] {
  return files.map((f) => (f.id === id ? { ...f, uploaded: stored } : f));
}

/** The call to make once the files are uploaded: its data with the stored files in the stand-ins' places. */
export function callWithUploads<C extends { data: unknown }>(call: C, files: readonly OutboxFile[] | undefined): C {
  const stored = new Map((files ?? []).flatMap((f) => (f.uploaded ? [[f.id, f.uploaded] as const] : [])));
  return stored.size ? { ...call, data: replaceKeptFiles(call.data, stored) } : call;
}
