/**
 * The form's side of files chosen without a network (files.ts has the rules): finding the stand-ins in an input, to
 * queue them with the submit. Its own module: the outbox's replay, with the home, never needs it.
 */
import { isKeptFile, type OutboxFile } from './files';

export { KEPT_FILE_PREFIX } from './files';

/** Every stand-in in a value (sub-form rows included), once each, in the order met. */
export function keptFilesIn(value: unknown): OutboxFile[] {
  const found = new Map<string, OutboxFile>();
  const visit = (v: unknown): void => {
    if (isKeptFile(v)) {
      if (!found.has(v.fileId)) found.set(v.fileId, { id: v.fileId, name: v.name, kept: v.kept });
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return [...found.values()];
}
