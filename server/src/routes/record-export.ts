/**
 * A list's export (spec screens-data-rules.md §3: export is one of the operations a form-operation-permission grants):
 * the records the list shows, with its conditions, keyword and sort, as an .xlsx file the caller opens or saves through
 * GET /file/fileoperation/download (the spec's file download). §7 names no path for making the file; these are ours,
 * one per engine as the list's own query:
 * - newer engine: POST /bigtable/application/{appId}/form/{formId}/form-data/export
 * - older engine: POST /ware-engine-form/data/export (formId in the body)
 *
 * The rows are read by the list's own read (`recordPage`: the one read rule, the data-list permission, the caller's
 * fields only), so an export holds nothing its list would not show; it needs the export permission besides.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { formOr404, permittedFieldKeys, requireEngine, requireOperation } from '../data/forms.js';
import { storeGeneratedFile } from '../data/print-pdf.js';
import { keptForm, keptFormAccess } from '../data/record-list/kept-access.js';
import { recordPage } from '../data/record-list/page.js';
import { Condition, TimeZoneOffset } from '../data/record-search.js';
import { controlsOf, valueText } from '../data/value-text.js';
import { XLSX_TYPE, xlsxOf } from '../data/xlsx.js';
import { ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import type { RegisterRoutes } from '../http/context.js';
import { Id } from '../http/inputs.js';

/** The most rows one export holds: a phone opens the sheet, and a larger one belongs to the desktop console. */
const MAX_EXPORT_ROWS = 5000;

const ExportBody = z
  .object({
    sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
    conditions: z.array(Condition).max(50).default([]),
    keywordConditions: z.array(Condition).max(50).default([]),
    keyword: z.string().max(100).optional(),
    timeZoneOffset: TimeZoneOffset.optional(),
  })
  .loose();

export const registerRecordExport: RegisterRoutes = (api, ctx) => {
  const { db } = ctx;

  const exported = async (req: FastifyRequest, appId: string, formId: string, engine: 'V1' | 'BIGTABLE', body: z.infer<typeof ExportBody>) => {
    const caller = await requireCaller(ctx, req);
    const access = keptFormAccess(db, caller, appId);
    requireEngine(access.app, engine);
    keptForm(db, formId, access.app.id);
    requireOperation(access, formId, 'export');
    const page = recordPage(db, access, caller, formId, { page: 1, size: MAX_EXPORT_ROWS, ...body });
    const form = formOr404(db, formId);
    const visible = permittedFieldKeys(access, formId);
    const controls = controlsOf((form.definitionPublish as { list?: unknown } | null)?.list).filter((c) => visible.has(String(c.key)));
    const header = ['业务编码', ...controls.map((c) => String(c.name ?? c.key)), '创建人', '创建时间'];
    const rows = page.content.map((r) => [
      r.code ?? '',
      ...controls.map((c) => valueText(c, (r.data as Record<string, unknown>)[String(c.key)])),
      r.creater ?? '',
      String(r.createTime ?? '').replace('T', ' ').slice(0, 19),
    ]);
    const name = `${form.name || '数据'}.xlsx`;
    const owner = { baseUrl: ctx.url, now: ctx.clock.iso(), tenantId: access.app.tenantId, userId: caller.user.id };
    return ok({ ...storeGeneratedFile(db, owner, name, XLSX_TYPE, xlsxOf(form.name || '数据', [header, ...rows])), rows: rows.length, total: page.totalElements });
  };

  api.post('/bigtable/application/:appId/form/:formId/form-data/export', async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }), req.params);
    return exported(req, appId, formId, 'BIGTABLE', parse(ExportBody, req.body ?? {}));
  });

  api.post('/ware-engine-form/data/export', async (req) => {
    const body = parse(ExportBody.extend({ formId: Id }), req.body ?? {});
    const form = keptForm(db, body.formId);
    return exported(req, form.appId, body.formId, 'V1', body);
  });
};
