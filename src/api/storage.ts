/**
 * File upload (spec calls-and-errors.md §7 "Storage": preUpload, signed in; unLogin/preUpload, anonymous; a form's
 * attachments at saveReturnId?isNamed=1, signed in, and unLogin/saveFile, anonymous). The
 * bytes go through the platform's uploader (src/platform/upload), which reports progress; this module only names the
 * URL, the headers and the answer's schema. Taro does not pass uploads through its interceptors: the Authorization
 * header is set here, by the same rule as the interceptor's, and the multipart body carries no tenant id.
 */
import { z } from 'zod/mini';

import { ApiError, catalogueTextOf, type Answer } from './errors';
import { authorizationOf } from './interceptors/authorization';
import { withHeader } from './interceptors/call';
import { sendRenewingOnce } from './interceptors/reauth-queue';
import { requestSession } from './session-port';
import { urlOf } from './transport';
import type { UploadProgress } from '../platform/local-file';
import { uploadFile } from '../platform/upload-file';

const uploadedFileSchema = z.looseObject({
  fileId: z.string(),
  name: z.string(),
  size: z.optional(z.number()),
  contentType: z.optional(z.string()),
  url: z.string(),
  fileUrl: z.optional(z.string()),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const envelope = z.looseObject({
  code: z.union([z.number(), z.string()]),
  message: z.nullish(z.string()),
  data: z.unknown(),
});

type Local = { path: string; blob?: Blob; name: string };
/** An upload the server answered (one that never reached it rejects with the sender's UploadNetworkError). */
type Answered = Extract<Answer, { status: number }>;

/** The body as the catalogue reads it: JSON when it is JSON (both senders hand text), else as it came. */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Sends one local file as multipart to `path` (with the token when there is one) and parses the answer's data. Signed
 * in, it goes by the re-authentication queue's rule (interceptors/reauth-queue.ts), as every call does: an expired
 * token, by the catalogue's own classifier, is renewed silently and the upload sent once more. When no renewal is
 * possible, or the new token expires too, the failure is the catalogue's tokenExpired, with its text, so the outbox
 * waits for the same user's sign-in instead of refusing.
 */
export async function uploadTo<S extends z.ZodMiniType>(
  path: string,
  file: Local,
  schema: S,
  onProgress?: UploadProgress,
  query?: Record<string, string>,
): Promise<z.infer<S>> {
  const url = urlOf({ path, query });
  const send = (token: string | null): Promise<Answered> => {
    const headers = withHeader({}, 'Authorization', authorizationOf(token ? 'bearer' : 'anonymous', token));
    return uploadFile({ url, headers, file, onProgress }).then(({ status, data }) => ({ status, body: bodyOf(data) }));
  };
  const signedIn = Boolean(requestSession().token());
  const { response: answer, expired } = signedIn ? await sendRenewingOnce(path, send, (a) => a) : { response: await send(null), expired: false };
  if (expired) throw new ApiError('tokenExpired', answer.status, answer.body, path, catalogueTextOf('tokenExpired', answer.body));
  const parsed = envelope.parse(answer.body);
  if (String(parsed.code) !== '0') throw new Error(parsed.message || '上传失败');
  return schema.parse(parsed.data);
}

/** Uploads one local file (a path in the mini program, a blob in H5) and resolves the stored file. */
export function preUpload(file: Local, onProgress?: UploadProgress): Promise<UploadedFile> {
  const path = requestSession().token() ? '/storage/fileStorage/preUpload' : '/storage/fileStorage/unLogin/preUpload';
  return uploadTo(path, file, uploadedFileSchema, onProgress);
}

/** The form a file is attached to: an anonymous visitor may attach files only where the form takes anonymous submissions. */
interface AttachedTo {
  appId: string;
  formId: string;
}

/**
 * Uploads a file control's attachment with its own name kept: signed in at saveReturnId?isNamed=1; an anonymous
 * visitor (spec §1 "anonymous visitors who may submit some forms or upload files") at unLogin/saveFile, naming the
 * form, which the platform checks takes anonymous submissions.
 */
export function saveAttachment(file: Local, form: AttachedTo, onProgress?: UploadProgress): Promise<UploadedFile> {
  return requestSession().token()
    ? uploadTo('/storage/fileStorage/saveReturnId', file, uploadedFileSchema, onProgress, { isNamed: '1' })
    : uploadTo('/storage/fileStorage/unLogin/saveFile', file, uploadedFileSchema, onProgress, { ...form });
}
