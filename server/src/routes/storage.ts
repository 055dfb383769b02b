/**
 * Storage: uploads (signed in, and unLogin without a token), with a size limit (20 MiB) and allowed types; download
 * by file id. Files live in SQLite (table files), so a data reset removes them. A file id is a random 128-bit
 * (32-hex-digit) capability: downloads need no token, because <img src> cannot send one. A private file (held by a
 * document that is not public, data/files.ts) is sent only with a valid ticket or a member's token.
 */
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Caller } from '../data/caller.js';
import { privateFileTenants } from '../data/files.js';
import { ANONYMOUS_SUBMIT_OFF, anonymousSubmitAllowed, formAccess, formOr404 } from '../data/forms.js';
import { isMember } from '../data/people.js';
import { files } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { optionalCaller, optionalTenantOf, requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id } from '../http/inputs.js';
import { WindowQuota } from '../http/window-quota.js';
import { randomFileId } from '../util.js';

/** Allowed upload types: mime type -> extensions. */
const ALLOWED_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/bmp': ['.bmp'],
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/zip': ['.zip'],
  'video/mp4': ['.mp4'],
  'audio/mpeg': ['.mp3'],
};

const startsWith = (data: Buffer, bytes: number[] | string, at = 0): boolean => {
  const want = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + want.length && data.subarray(at, at + want.length).equals(want);
};
const ZIP = (d: Buffer) => startsWith(d, 'PK\x03\x04') || startsWith(d, 'PK\x05\x06');
const OLE = (d: Buffer) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Text: no NUL byte in its first 8 KiB (every binary format above has one early; UTF-8 and GBK text has none). */
const TEXT = (d: Buffer) => !d.subarray(0, 8192).includes(0);

/**
 * What the content of each allowed type starts with (its "magic bytes"): an upload is stored under a type only when
 * its content is that type, so a page or a program cannot be uploaded as a picture.
 */
const CONTENT_CHECKS: Record<string, (data: Buffer) => boolean> = {
  'image/jpeg': (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  'image/png': (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (d) => startsWith(d, 'GIF87a') || startsWith(d, 'GIF89a'),
  'image/webp': (d) => startsWith(d, 'RIFF') && startsWith(d, 'WEBP', 8),
  'image/bmp': (d) => startsWith(d, 'BM'),
  'application/pdf': (d) => startsWith(d, '%PDF-'),
  'text/plain': TEXT,
  'text/csv': TEXT,
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.ms-excel': OLE,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.ms-powerpoint': OLE,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'application/zip': ZIP,
  'video/mp4': (d) => startsWith(d, 'ftyp', 4),
  'audio/mpeg': (d) => startsWith(d, 'ID3') || (d.length > 1 && d[0] === 0xff && (d[1]! & 0xe0) === 0xe0),
};

const HOUR_MS = 3600_000;

/**
 * Bytes uploaded per hour, by who sent them: without a token per network address (a public form's photos may come
 * from anyone, but must not fill the database); signed in per account and per address (an account with no
 * organisation is free to make, so one address cannot spend without bound by making more). All in one window
 * (http/window-quota.ts), keyed by kind so an address's anonymous and signed-in bytes are counted apart.
 */
function uploadQuota(ctx: ServerContext) {
  const spent = new WindowQuota(ctx.clock, HOUR_MS);
  const { limits } = ctx.config;
  const buckets = (caller: Caller | null, address: string) =>
    caller
      ? [
          { key: `account:${caller.user.id}`, limit: limits.uploadBytesPerAccountPerHour, text: '本账号上传已达上限,请稍后再试' },
          { key: `address:${address}`, limit: limits.uploadBytesPerAddressPerHour, text: '该网络上传已达上限,请稍后再试' },
        ]
      : [{ key: `anonymous:${address}`, limit: limits.anonymousUploadBytesPerHour, text: '匿名上传已达上限,请稍后再试或登录后上传' }];
  return {
    /** Refuses (429) when `bytes` more would pass any of the caller's limits; spends them on every one otherwise. */
    take(caller: Caller | null, address: string, bytes: number, spend: boolean): void {
      const all = buckets(caller, address);
      const full = all.find((b) => !spent.fits(b.key, bytes, b.limit));
      if (full) throw new ApiError(429, 429, full.text);
      if (spend) for (const b of all) spent.add(b.key, bytes);
    },
  };
}

const byExtension = new Map(Object.entries(ALLOWED_TYPES).flatMap(([type, exts]) => exts.map((e) => [e, type] as const)));

/** The stored content type, or null when the upload is not allowed. Generic types are resolved by extension. */
function resolveContentType(mimetype: string, filename: string): string | null {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  if (ALLOWED_TYPES[type]) return type;
  if (type === 'application/octet-stream' || type === '') return byExtension.get(path.extname(filename).toLowerCase()) ?? null;
  return null;
}

export const uploadTooLarge = (ctx: ServerContext): ApiError =>
  ApiError.badRequest(`文件大小不能超过${Math.round(ctx.config.uploadLimitBytes / 1024 / 1024)}MB`);

/** 32 hex digits; 24 for files stored before ids grew to 128 bits. */
export const FileId = z.string().trim().regex(/^[a-f0-9]{24}(?:[a-f0-9]{8})?$/, 'fileId格式错误');

const FileQuery = z.object({
  fileId: FileId,
  isDownload: z.enum(['0', '1', 'true', 'false']).default('0'),
  ticket: z.string().max(100).optional(),
});

/**
 * May this request read the file? Not private, or a valid ticket, or a token of a member of an organisation whose
 * private document holds it.
 */
export async function mayReadFile(ctx: ServerContext, req: FastifyRequest, fileId: string, ticket: string | undefined): Promise<boolean> {
  const tenants = privateFileTenants(ctx.db, fileId);
  if (tenants.length === 0 || ctx.fileTickets.valid(fileId, ticket, ctx.clock.epochSeconds())) return true;
  const caller = await optionalCaller(ctx, req);
  return !!caller && tenants.some((t) => isMember(ctx.db, caller.user.id, t));
}

export function registerStorage(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const quota = uploadQuota(ctx);

  /** Stores the request's one file; `named` false stores it under its id and extension (saveReturnId without isNamed). */
  const upload = async (req: FastifyRequest, caller: Caller | null, named = true) => {
    if (!req.isMultipart()) throw ApiError.badRequest('请使用 multipart/form-data 上传文件');
    // A spent quota is refused before the body is read.
    quota.take(caller, req.ip, 1, false);
    const part = await req.file();
    if (!part) throw ApiError.badRequest('请选择要上传的文件(字段名 file)');
    const given = (part.filename || 'file').slice(0, 200);
    const contentType = resolveContentType(part.mimetype, given);
    if (!contentType) {
      part.file.resume();
      throw ApiError.badRequest(`不支持的文件类型: ${part.mimetype}`);
    }
    const data = await part.toBuffer();
    // toBuffer() can miss a truncation that lands on the last chunk: check again.
    if (part.file.truncated || data.length > ctx.config.uploadLimitBytes) throw uploadTooLarge(ctx);
    if (!data.length) throw ApiError.badRequest('文件为空');
    if (!CONTENT_CHECKS[contentType]?.(data)) throw ApiError.badRequest(`文件内容与类型不符: ${given}`);
    quota.take(caller, req.ip, data.length, true);
    const id = randomFileId();
    const filename = named ? given : `${id}${path.extname(given).toLowerCase()}`;
    const tenantId = caller ? optionalTenantOf(ctx, caller, undefined) : null;
    db.insert(files)
      .values({ id, tenantId, userId: caller?.user.id ?? null, name: filename, contentType, size: data.length, data, createdAt: ctx.clock.iso() })
      .run();
    return ok({
      fileId: id,
      id,
      name: filename,
      size: data.length,
      contentType,
      url: `${ctx.url}/api/file/fileoperation/download?fileId=${id}&isDownload=0`,
      downloadUrl: `${ctx.url}/api/file/fileoperation/download?fileId=${id}&isDownload=1`,
      fileUrl: `${ctx.url}/files/${id}/${encodeURIComponent(filename)}`,
    });
  };

  api.post('/storage/fileStorage/preUpload', async (req) => upload(req, await requireCaller(ctx, req)));
  // No token needed (and none is read): anonymous visitors upload here.
  api.post('/storage/fileStorage/unLogin/preUpload', async (req) => upload(req, null));
  // A file kept as an attachment: its id answered, its own name kept with isNamed=1 (otherwise named by its id).
  api.post('/storage/fileStorage/saveReturnId', async (req) => {
    const { isNamed } = parse(z.object({ isNamed: z.enum(['0', '1']).default('0') }).loose(), req.query);
    return upload(req, await requireCaller(ctx, req), isNamed === '1');
  });
  // An anonymous visitor's attachment on a form that takes anonymous submissions (spec §1): the form is named, and
  // the app's access config must allow what /bigtable/anonymous/form-data allows, before the body is read.
  api.post('/storage/fileStorage/unLogin/saveFile', async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }).loose(), req.query);
    const access = formAccess(db, null, appId);
    formOr404(db, formId, access.app.id);
    if (!anonymousSubmitAllowed(access)) throw ApiError.forbidden(ANONYMOUS_SUBMIT_OFF);
    return upload(req, null);
  });

  api.get('/file/fileoperation/download', async (req, reply) => {
    const q = parse(FileQuery, req.query);
    if (!(await mayReadFile(ctx, req, q.fileId, q.ticket))) throw ApiError.forbidden('无权下载该文件');
    return sendFile(ctx, req, reply, q.fileId, q.isDownload === '1' || q.isDownload === 'true');
  });
}

/**
 * One `bytes=start-end` range of a file of `size` bytes (RFC 9110 §14.1.2: suffix ranges too), or null when the
 * header is absent or names several ranges (the whole file is sent then); 'unsatisfiable' past the end.
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Math.min(Number(m[2]), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

// Videos are played from here: a player asks for byte ranges (to start quickly and to seek), so ranges are answered.
async function sendFile(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply, id: string, attachment: boolean) {
  const row = ctx.db.select().from(files).where(eq(files.id, id)).get();
  if (!row) throw ApiError.notFound('文件不存在');
  const disposition = `${attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(row.name)}`;
  reply
    .header('content-type', row.contentType)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  const range = byteRange(req.headers.range, row.data.length);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${row.data.length}`).send();
  if (range === null) return reply.send(row.data);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${row.data.length}`)
    .send(row.data.subarray(range.start, range.end + 1));
}

/** `/files/{fileId}/{name}`: a plain URL for an uploaded file (inline). */
export function registerFileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const { id } = parse(z.object({ id: FileId }), req.params);
    const { ticket } = parse(z.object({ ticket: z.string().max(100).optional() }).loose(), req.query);
    if (!(await mayReadFile(ctx, req, id, ticket))) throw ApiError.forbidden('无权下载该文件');
    return sendFile(ctx, req, reply, id, false);
  };
  app.get('/files/:id', handler);
  app.get('/files/:id/:name', handler);
}
