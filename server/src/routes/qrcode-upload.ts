/**
 * POST /storage/fileStorage/unLogin/qrcode-upload (calls-and-errors.md §7 "Storage"; an unLogin call: no token is
 * needed or read). The spec gives no payload: here a picture is sent as multipart field `file` and the answer is the
 * code it holds, `{ text, format }`, which the scan screen then follows like a code read on the phone. The picture is
 * read and dropped, never stored.
 */
import { readCode } from '../data/qr-read.js';
import { ApiError, ok } from '../errors.js';
import type { RegisterRoutes } from '../http/context.js';

/** A photo of a code needs far less than an upload may carry; decoding is the server's work, so it is kept small. */
export const QR_IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

/** The formats the reader opens, by their first bytes. */
const IMAGE_SIGNATURES: [string, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['bmp', [0x42, 0x4d]],
];

const isImage = (data: Buffer) => IMAGE_SIGNATURES.some(([, sig]) => data.length > sig.length && sig.every((b, i) => data[i] === b));

export const NO_CODE_MESSAGE = '图片中未识别到二维码或条码';

export const registerQrcodeUpload: RegisterRoutes = (api) => {
  api.post('/storage/fileStorage/unLogin/qrcode-upload', async (req) => {
    if (!req.isMultipart()) throw ApiError.badRequest('请使用 multipart/form-data 上传图片');
    const part = await req.file({ limits: { fileSize: QR_IMAGE_LIMIT_BYTES, files: 1 } });
    if (!part) throw ApiError.badRequest('请选择要识别的图片(字段名 file)');
    const data = await part.toBuffer().catch(() => null);
    if (!data || part.file.truncated) throw ApiError.badRequest(`图片大小不能超过${QR_IMAGE_LIMIT_BYTES / 1024 / 1024}MB`);
    if (!isImage(data)) throw ApiError.badRequest('请上传 PNG、JPEG、GIF 或 BMP 图片');
    const code = await readCode(new Uint8Array(data));
    if (!code) throw ApiError.badRequest(NO_CODE_MESSAGE);
    return ok(code);
  });
};
