/**
 * Form association on the newer engine (spec calls-and-errors.md §7 "form-association: add, dataSave, page, query,
 * delete", "Associated-data fetch: reads data.formAssociationDataMap"; screens-data-rules.md §3 "Associated-data
 * row"). The picker lists the other form's records with the form-data query (routes/records.ts).
 *
 * An association links a form to another form (made where forms are designed: `add` is not served, see the call
 * catalogue); its rows link one record to records of the other form. Everything goes through the one read rule: a
 * row whose associated record the caller may not read (`mayRead` on that record's app) is not answered, and its
 * content is cut to the fields the caller may see (`visibleRecordView`). Changing a record's rows needs edit rights
 * on that record (the edit operation, and the record readable), as editing the record itself does.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import type { Caller } from '../data/caller.js';
import { formAccess, formOr404, mayRead, requireEngine, requireOperation, visibleRecordView, type FormAccess, type FormRecord } from '../data/forms.js';
import { mayReadDetail } from '../data/record-extras.js';
import { formAssociationRows, formAssociations, formData } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';
import { Id } from '../http/inputs.js';
import { randomId } from '../util.js';

type Association = typeof formAssociations.$inferSelect;

/** Neither archived nor deleted (the lists' liveRecords, for one record in hand). */
const live = (r: FormRecord): boolean => r.status !== 'ARCHIVED' && r.status !== 'DELETED';

export function registerFormAssociation(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const recordOf = (dataId: string): FormRecord | undefined => db.select().from(formData).where(eq(formData.id, dataId)).get();

  /** The caller's access to a newer-engine app (signed in: association rows are never anonymous). */
  const newerAccess = (caller: Caller, appId: string): FormAccess => {
    const access = formAccess(db, caller, appId);
    requireEngine(access.app, 'BIGTABLE');
    return access;
  };

  /** A live record of the app that the caller may read on its detail; 404 when missing or not this app's. */
  const readableRecord = (access: FormAccess, caller: Caller, dataId: string, formId: string): FormRecord => {
    const record = recordOf(dataId);
    if (!record || record.appId !== access.app.id || record.formId !== formId || !live(record)) throw ApiError.notFound();
    if (!mayReadDetail(db, access, record, caller)) throw ApiError.forbidden('您没有查看该数据的权限');
    return record;
  };

  /** The association (of the caller's organisation) and edit rights on the record whose rows change. */
  const editableLink = (caller: Caller, associationId: string, dataId: string) => {
    const association = db.select().from(formAssociations).where(eq(formAssociations.id, associationId)).get();
    if (!association) throw ApiError.notFound('关联不存在');
    const access = newerAccess(caller, association.appId);
    const record = recordOf(dataId);
    if (!record || record.formId !== association.formId || !live(record)) throw ApiError.notFound();
    requireOperation(access, record.formId, 'edit');
    if (!mayRead(access, record, caller.user.id)) throw ApiError.forbidden('您没有编辑该数据的权限');
    return association;
  };

  /** The rows of a record through one association that the caller may read, oldest link first. */
  const rowsOf = (caller: Caller, association: Association, dataId: string) => {
    const links = db
      .select()
      .from(formAssociationRows)
      .where(and(eq(formAssociationRows.associationId, association.id), eq(formAssociationRows.dataId, dataId)))
      .orderBy(asc(formAssociationRows.createdAt), asc(formAssociationRows.id))
      .all();
    if (links.length === 0) return [];
    // The other form's app decides what the caller reads of it; an app the caller may not open reads as no rows.
    let access: FormAccess;
    try {
      access = formAccess(db, caller, association.associatedAppId);
    } catch {
      return [];
    }
    const records = new Map(
      db
        .select()
        .from(formData)
        .where(inArray(formData.id, links.map((l) => l.associatedDataId)))
        .all()
        .map((r) => [r.id, r]),
    );
    return links.flatMap((link) => {
      const record = records.get(link.associatedDataId);
      if (!record || !live(record) || record.formId !== association.associatedFormId || !mayRead(access, record, caller.user.id)) return [];
      return [{ formAssociationId: link.id, data: visibleRecordView(access, record) }];
    });
  };

  const associationView = (a: Association) => {
    const form = formOr404(db, a.associatedFormId);
    return { id: a.id, name: a.name, appId: a.appId, formId: a.formId, associatedAppId: a.associatedAppId, associatedFormId: a.associatedFormId, associatedFormName: form.name };
  };
  const associationsOfForm = (appId: string, formId: string) =>
    db
      .select()
      .from(formAssociations)
      .where(and(eq(formAssociations.appId, appId), eq(formAssociations.formId, formId)))
      .orderBy(asc(formAssociations.sort), asc(formAssociations.id))
      .all();

  const caller = (req: FastifyRequest) => requireCaller(ctx, req);

  // query: the associations of a form (which forms it is linked to), for anyone who may open its app.
  api.get('/bigtable/form-association/query', async (req) => {
    const { appId, formId } = parse(z.object({ appId: Id, formId: Id }), req.query);
    const access = newerAccess(await caller(req), appId);
    formOr404(db, formId, access.app.id);
    return ok(associationsOfForm(access.app.id, formId).map(associationView));
  });

  // The associated-data fetch: a record's rows per association, as formAssociationDataMap (keyed by association).
  api.get('/bigtable/form-association/data', async (req) => {
    const { appId, formId, dataId } = parse(z.object({ appId: Id, formId: Id, dataId: Id }), req.query);
    const who = await caller(req);
    const access = newerAccess(who, appId);
    const record = readableRecord(access, who, dataId, formId);
    const map: Record<string, unknown[]> = {};
    for (const association of associationsOfForm(access.app.id, record.formId)) map[association.id] = rowsOf(who, association, record.id);
    return ok({ formAssociationDataMap: map });
  });

  // dataSave: links records of the associated form to a record (those already linked stay as they are).
  api.post('/bigtable/form-association/dataSave', async (req) => {
    const input = parse(z.object({ formAssociationId: Id, dataId: Id, associatedDataIds: z.array(Id).min(1).max(50) }), req.body);
    const who = await caller(req);
    const association = editableLink(who, input.formAssociationId, input.dataId);
    const other = formAccess(db, who, association.associatedAppId);
    for (const id of input.associatedDataIds) {
      const target = recordOf(id);
      if (!target || target.formId !== association.associatedFormId || !live(target)) throw ApiError.notFound('关联的数据不存在');
      // Linking a record the caller may not read would show it to whoever reads this record's rows.
      if (!mayRead(other, target, who.user.id)) throw ApiError.forbidden('您没有查看关联数据的权限');
    }
    const at = ctx.clock.iso();
    db.insert(formAssociationRows)
      .values(input.associatedDataIds.map((associatedDataId) => ({ id: randomId(), tenantId: association.tenantId, associationId: association.id, dataId: input.dataId, associatedDataId, createdBy: who.user.id, createdAt: at })))
      .onConflictDoNothing()
      .run();
    return ok(rowsOf(who, association, input.dataId));
  });

  // delete: removes one row (its formAssociationId); edit rights on the record it belongs to.
  api.post('/bigtable/form-association/delete', async (req) => {
    const { id } = parse(z.object({ id: Id }), req.body);
    const who = await caller(req);
    const link = db.select().from(formAssociationRows).where(eq(formAssociationRows.id, id)).get();
    if (!link) throw ApiError.notFound('关联数据不存在');
    editableLink(who, link.associationId, link.dataId);
    db.delete(formAssociationRows).where(eq(formAssociationRows.id, id)).run();
    return ok(null);
  });
}
