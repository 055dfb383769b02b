/**
 * File upload (spec calls-and-errors.md §7 "Storage": preUpload, signed in; unLogin/preUpload, anonymous; a form's
 * attachments at saveReturnId?isNamed=1, signed in, and unLogin/saveFile, anonymous). The
 * bytes go through the platform's uploader (src/platform/upload), which reports progress; this module only names the
 * URL, the headers and the answer's schema. Taro does not pass uploads through its interceptors: the Authorization
 * header is set here, by the same rule as the interceptor's, and the multipart body carries no tenant id.
 */
import { z } from 'zod/mini';

import { ApiError } from './errors';
import { authorizationOf } from './interceptors/authorization';
import { withHeader } from './interceptors/call';
import { requestSession } from './session-port';
import { reauthGate } from './token-renewal';
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

/** Body codes that say the token expired (calls-and-errors.md §8: body code 4010, or the HTTP 401 the body repeats). */
const EXPIRED_CODES = new Set(['4010', '401']);

/** Sends one local file as multipart to `path` (with the token when there is one) and parses the answer's data. */
export async function uploadTo<S extends z.ZodMiniType>(
  path: string,
  file: Local,
  schema: S,
  onProgress?: UploadProgress,
  query?: Record<string, string>,
): Promise<z.infer<S>> {
  const url = urlOf({ path, query });
  const send = async (token: string | null) => {
    const headers = withHeader({}, 'Authorization', authorizationOf(token ? 'bearer' : 'anonymous', token));
    const raw = await uploadFile({ url, headers, file, onProgress });
    return envelope.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  };
  const token = requestSession().token();
  let body = await send(token);
  // An expired token (the upload's answer carries the catalogue's code; its HTTP status is not read on both targets)
  // is renewed silently, as the request layer does, and the upload sent once more; when no renewal is possible the
  // failure is the catalogue's tokenExpired, so the outbox waits for the same user's sign-in instead of refusing.
  if (token && EXPIRED_CODES.has(String(body.code))) {
    const renewed = await reauthGate.renew(token).catch(() => null);
    if (!renewed) throw new ApiError('tokenExpired', 401, body, path, body.message || '登录已过期');
    body = await send(renewed);
  }
  if (String(body.code) !== '0') throw new Error(body.message || '上传失败');
  return schema.parse(body.data);
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
