/**
 * Real-name certification (calls-and-errors.md §7 Storage): OCR of ID card and business licence photos
 * (/storage/ocr/...), the face-verification hand-off (/storage/faceid/...) with this server playing the provider's
 * page, and the certification itself (/storage/idCardMessage). Photos are read and dropped, never stored.
 */
import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { uploadTooLarge } from './storage.js';
import { ID_TYPES, idDocumentProblem, normaliseIdNumber, type IdType } from '../../../src/domain/certification/id-types.js';
import { bizLicenseFields, idCardBackFields, idCardFrontFields, idNumberError } from '../data/certification.js';
import { pixelSize } from '../data/image-size.js';
import { ocrEngine, OcrRefusal } from '../data/ocr.js';
import { certifications, faceVerifications, ocrSamples } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { displayName } from '../http/text-rules.js';
import { WindowQuota } from '../http/window-quota.js';

/** Why a photo was not read, in the words the person sees (the client toasts a 400's message). */
const OCR_TEXT = {
  unreadable: '无法识别该照片,请上传清晰完整的 JPG 或 PNG 照片',
  timeout: '照片识别超时,请稍后重试或手动填写',
  busy: '识别繁忙,请稍后再试',
  tooOften: '识别过于频繁,请稍后再试',
} as const;

/** Why a person's certification is refused, in the words the certification screen shows. */
const CERTIFY_TEXT = {
  noProvider: '人脸核身服务未配置',
  numberTaken: '该身份证号码已认证其他账号',
} as const;

/** An ID number shown as every other answer shows it: the first three and last four characters. */
const maskIdNumber = (n: string) => `${n.slice(0, 3)}${'*'.repeat(Math.max(0, n.length - 7))}${n.slice(-4)}`;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/bmp'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's page: who is being verified, and the two outcomes a person can produce in front of a camera. */
function providerPage(token: string, name: string, idNumber: string): string {
  const masked = maskIdNumber(idNumber);
  const form = (outcome: string, label: string) =>
    `<form method="post" action="/api/storage/faceid/provider"><input type="hidden" name="bizToken" value="${escapeHtml(token)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>人脸核身</title>
<style>body{font-family:sans-serif;margin:0;padding:24px;background:#f5f6f7;color:#1a1a1a}main{max-width:420px;margin:auto}form{margin-top:16px}button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:1px solid #1677ff;background:#1677ff;color:#fff}form+form button{background:#fff;color:#d83931;border-color:#d83931}</style></head>
<body><main><h1>人脸核身</h1><p>本地平台服务模拟的核身服务商页面。</p><p>核验对象：${escapeHtml(name)}（${escapeHtml(masked)}）</p>${form('pass', '完成核身（本人）')}${form('fail', '核身不通过（非本人）')}</main></body></html>`;
}

const FaceStart = z.object({
  name: displayName('姓名', 1, 40, '请填写姓名'),
  idNumber: z.string().trim().toUpperCase(),
  redirectUrl: z.string().trim().min(1).max(500),
});

const PersonMessage = z.object({
  kind: z.literal('PERSON'),
  name: displayName('姓名', 1, 40, '请填写姓名'),
  idNumber: z.string().trim().toUpperCase(),
  address: z.string().trim().max(120).default(''),
  validFrom: z.string().trim().max(20).default(''),
  validTo: z.string().trim().max(20).default(''),
  bizToken: z.string().trim().min(1, '请先完成人脸核身'),
});
const OrganizationMessage = z.object({
  kind: z.literal('ORGANIZATION'),
  // §4 ID type: 1 business licence, 5 institution legal-person certificate; both carry a credit code.
  idType: z.union([z.literal(1), z.literal(5)]).default(1),
  name: displayName('企业名称', 1, 80, '请填写企业名称'),
  creditCode: z.string().trim().toUpperCase(),
  legalPerson: z.string().trim().min(1, '请填写法定代表人').max(40),
  registeredOn: z.string().trim().max(20).default(''),
});

/**
 * A person's document other than the resident ID card (§4 ID types 3 officer ID, 4 passport, 6 other): no face check
 * can match it against the citizen registry, so it waits in review as an organisation does.
 */
const DocumentMessage = z.object({
  kind: z.literal('PERSON'),
  idType: z.union([z.literal(3), z.literal(4), z.literal(6)]),
  name: displayName('姓名', 1, 40, '请填写姓名'),
  number: z.string().trim().max(40),
  documentName: z.string().trim().max(20).default(''),
});

/**
 * The §4 ID type kept with a certification (its details hold text: the code as digits); rows from before the types
 * were kept are the resident ID or the licence.
 */
const idTypeOf = (kind: string, details: Record<string, string> | null): IdType => {
  const kept = Number(details?.idType);
  return kept in ID_TYPES ? (kept as IdType) : kind === 'PERSON' ? 2 : 1;
};

export function registerCertification(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const { limits } = ctx.config;
  const ocr = ocrEngine({ timeoutMs: limits.ocrTimeoutMs, queue: limits.ocrQueue, log: ctx.log });
  api.addHook('onClose', async () => ocr.close());
  const ocrReads = new WindowQuota(ctx.clock, 60_000);

  const photoOf = async (req: FastifyRequest): Promise<Buffer> => {
    if (!req.isMultipart()) throw ApiError.badRequest('请使用 multipart/form-data 上传照片');
    const part = await req.file();
    if (!part) throw ApiError.badRequest('请选择照片(字段名 file)');
    if (!IMAGE_TYPES.includes(part.mimetype.toLowerCase())) {
      part.file.resume();
      throw ApiError.badRequest('请上传 JPG 或 PNG 照片');
    }
    const data = await part.toBuffer();
    if (part.file.truncated || data.length > ctx.config.uploadLimitBytes) throw uploadTooLarge(ctx);
    if (!data.length) throw ApiError.badRequest('文件为空');
    // Refused from the header, before the engine decodes it (a small file can hold gigapixels).
    const size = pixelSize(data);
    if (!size || size.width === 0 || size.height === 0) throw ApiError.badRequest(OCR_TEXT.unreadable);
    if (size.width * size.height > limits.ocrMaxPixels) throw ApiError.badRequest(`图片尺寸过大,请上传不超过${Math.floor(limits.ocrMaxPixels / 10_000)}万像素的照片`);
    return data;
  };

  const recognise = <T>(read: (text: string) => T) => async (req: FastifyRequest) => {
    const caller = await requireCaller(ctx, req);
    if (!ocrReads.take(caller.user.id, 1, limits.ocrPerCallerPerMinute)) throw ApiError.badRequest(OCR_TEXT.tooOften);
    const photo = await photoOf(req);
    try {
      return ok(read(await ocr.read(photo)));
    } catch (e) {
      if (e instanceof OcrRefusal) throw ApiError.badRequest(OCR_TEXT[e.reason]);
      throw e;
    }
  };
  api.post('/storage/ocr/idCard/front', recognise(idCardFrontFields));
  api.post('/storage/ocr/idCard/back', recognise(idCardBackFields));
  api.post('/storage/ocr/bizLicense', recognise(bizLicenseFields));

  // The sample photos (invented people): a list, and each picture. No token needed.
  api.get('/storage/ocr/samples', async () =>
    ok(db.select({ id: ocrSamples.id, kind: ocrSamples.kind, label: ocrSamples.label }).from(ocrSamples).all().map((s) => ({ ...s, url: `${ctx.url}/api/storage/ocr/samples/${s.id}` }))),
  );
  api.get('/storage/ocr/samples/:id', async (req, reply) => {
    const { id } = parse(z.object({ id: z.string().max(40) }), req.params);
    const sample = db.select().from(ocrSamples).where(eq(ocrSamples.id, id)).get();
    if (!sample) throw ApiError.notFound('样例不存在');
    return reply.type('image/png').send(sample.png);
  });

  /**
   * The provider's page is played by this server, and its outcome is whichever button the visitor presses: only the
   * demo may have it (as with WeChat's development codes). Production has no face-check provider, so nothing that
   * needs one (the hand-off, the page, its outcome) answers there.
   */
  const requirePlayedProvider = () => {
    if (ctx.config.mode !== 'demo') throw ApiError.forbidden(CERTIFY_TEXT.noProvider);
  };

  /** Someone else's account already certified with this number. */
  const numberTakenByOther = (idNumber: string, userId: string) =>
    db
      .select({ userId: certifications.userId })
      .from(certifications)
      .where(and(eq(certifications.kind, 'PERSON'), eq(certifications.status, 'CERTIFIED'), eq(certifications.number, idNumber)))
      .all()
      .some((r) => r.userId !== userId);

  // Face verification: the client hands the person over to the provider's page, which comes back to redirectUrl.
  api.post('/storage/faceid/detectAuth', async (req) => {
    const caller = await requireCaller(ctx, req);
    requirePlayedProvider();
    const input = parse(FaceStart, req.body ?? {});
    const problem = idNumberError(input.idNumber);
    if (problem) throw ApiError.badRequest(problem);
    if (numberTakenByOther(input.idNumber, caller.user.id)) throw ApiError.badRequest(CERTIFY_TEXT.numberTaken);
    const back = new URL(input.redirectUrl, ctx.url);
    if (back.origin !== new URL(ctx.url).origin) throw ApiError.badRequest('redirectUrl 须为本应用地址');
    const bizToken = randomUUID();
    db.insert(faceVerifications)
      .values({ bizToken, userId: caller.user.id, name: input.name, idNumber: input.idNumber, redirectUrl: back.href, result: 'PENDING', createdAt: ctx.clock.iso() })
      .run();
    return ok({ bizToken, url: `${ctx.url}/api/storage/faceid/provider?bizToken=${bizToken}` });
  });

  const verificationOr404 = (bizToken: string) => {
    const row = db.select().from(faceVerifications).where(eq(faceVerifications.bizToken, bizToken)).get();
    if (!row) throw ApiError.notFound('核身记录不存在');
    return row;
  };
  const Token = z.object({ bizToken: z.string().trim().min(1).max(64) });

  api.get('/storage/faceid/provider', async (req, reply) => {
    requirePlayedProvider();
    const row = verificationOr404(parse(Token, req.query).bizToken);
    return reply.type('text/html; charset=utf-8').send(providerPage(row.bizToken, row.name, row.idNumber));
  });
  api.post('/storage/faceid/provider', async (req, reply) => {
    requirePlayedProvider();
    const input = parse(Token.extend({ outcome: z.enum(['pass', 'fail']) }), req.body ?? {});
    const row = verificationOr404(input.bizToken);
    if (row.result === 'PENDING') {
      const passed = input.outcome === 'pass';
      db.update(faceVerifications)
        .set({ result: passed ? 'SUCCESS' : 'FAILED', reason: passed ? null : '人脸与身份证照片不一致' })
        .where(eq(faceVerifications.bizToken, row.bizToken))
        .run();
    }
    const back = new URL(row.redirectUrl);
    back.searchParams.set('bizToken', row.bizToken);
    return reply.redirect(back.href, 303);
  });
  api.get('/storage/faceid/getDetectInfoEnhanced', async (req) => {
    const caller = await requireCaller(ctx, req);
    const row = verificationOr404(parse(Token, req.query).bizToken);
    if (row.userId !== caller.user.id) throw ApiError.notFound('核身记录不存在');
    return ok({ bizToken: row.bizToken, result: row.result, reason: row.reason, name: row.name, idNumber: maskIdNumber(row.idNumber) });
  });

  const mine = (userId: string, kind: string) =>
    db.select().from(certifications).where(and(eq(certifications.userId, userId), eq(certifications.kind, kind))).get();
  const view = (row: typeof certifications.$inferSelect | undefined) =>
    row ? { kind: row.kind, idType: idTypeOf(row.kind, row.details), status: row.status, name: row.name, number: maskIdNumber(row.number), failReason: row.failReason, updatedAt: row.updatedAt } : null;

  // My certifications: one per kind, null when not started.
  api.get('/storage/idCardMessage', async (req) => {
    const caller = await requireCaller(ctx, req);
    return ok({ person: view(mine(caller.user.id, 'PERSON')), organization: view(mine(caller.user.id, 'ORGANIZATION')) });
  });

  const save = (userId: string, kind: string, values: Omit<typeof certifications.$inferInsert, 'id' | 'userId' | 'kind' | 'updatedAt'>) => {
    const existing = mine(userId, kind);
    if (existing?.status === 'CERTIFIED') throw ApiError.badRequest('已完成认证');
    const row = { ...values, updatedAt: ctx.clock.iso() };
    if (existing) db.update(certifications).set(row).where(eq(certifications.id, existing.id)).run();
    else db.insert(certifications).values({ id: randomUUID(), userId, kind, ...row }).run();
    return view(mine(userId, kind));
  };

  api.post('/storage/idCardMessage', async (req) => {
    const caller = await requireCaller(ctx, req);
    const raw = (req.body ?? {}) as { kind?: unknown; idType?: unknown };
    if (raw.kind === 'PERSON' && raw.idType !== undefined && raw.idType !== 2) {
      const doc = parse(DocumentMessage, req.body);
      const problem = idDocumentProblem(doc.idType, doc.number, doc.documentName);
      if (problem) throw ApiError.badRequest(problem.message);
      return ok(save(caller.user.id, 'PERSON', { status: 'IN_REVIEW', name: doc.name, number: normaliseIdNumber(doc.number), details: { idType: String(doc.idType), documentName: doc.documentName }, failReason: null, bizToken: null }));
    }
    const body = parse(z.discriminatedUnion('kind', [PersonMessage, OrganizationMessage]), req.body ?? {});
    if (body.kind === 'ORGANIZATION') {
      const problem = idDocumentProblem(body.idType, body.creditCode);
      if (problem) throw ApiError.badRequest(problem.message);
      // An organisation is reviewed by the platform's staff: it waits in review.
      return ok(save(caller.user.id, 'ORGANIZATION', { status: 'IN_REVIEW', name: body.name, number: body.creditCode, details: { idType: String(body.idType), legalPerson: body.legalPerson, registeredOn: body.registeredOn }, failReason: null, bizToken: null }));
    }
    const problem = idNumberError(body.idNumber);
    if (problem) throw ApiError.badRequest(problem);
    const face = verificationOr404(body.bizToken);
    if (face.userId !== caller.user.id || face.idNumber !== body.idNumber || face.name !== body.name) throw ApiError.badRequest('人脸核身信息与提交的身份信息不一致');
    if (face.result === 'PENDING') throw ApiError.badRequest('人脸核身尚未完成');
    const details = { address: body.address, validFrom: body.validFrom, validTo: body.validTo };
    const passed = face.result === 'SUCCESS';
    // Checked here too (not only at the hand-off): another account may have certified the number meanwhile.
    if (passed && numberTakenByOther(body.idNumber, caller.user.id)) throw ApiError.badRequest(CERTIFY_TEXT.numberTaken);
    return ok(save(caller.user.id, 'PERSON', { status: passed ? 'CERTIFIED' : 'FAILED', name: body.name, number: body.idNumber, details, failReason: passed ? null : face.reason, bizToken: face.bizToken }));
  });
}
