/**
 * The reads a read worker answers (http/read-pool.ts, http/read-worker.ts): each one a function of a connection and
 * a structured-clonable argument, run by the same code in a worker (on its read-only connection) and in process (on
 * the server's own), so what a caller may read is decided by exactly the same code either way.
 *
 * The route authenticates the caller on the main thread first (http/auth.ts needs the identity provider); the read
 * takes it from there: for a list the app access (`keptFormAccess`, the one read rule), the engine, the form, the
 * page; for an analysis data set its access and figures.
 */
import { analysisAccess, dataSetOr404, figures, requireReadable, type FigureQuery } from './analysis.js';
import type { Caller } from './caller.js';
import { requireEngine } from './forms.js';
import { keptForm, keptFormAccess } from './record-list/kept-access.js';
import { recordPage } from './record-list/page.js';
import type { PageInput } from './record-list/plan.js';
import type { Db } from '../db/index.js';

/** One page of a form's records, as the query and search calls of both engines ask for it. */
export interface ListRead {
  caller: Caller;
  appId: string;
  formId: string;
  engine: 'V1' | 'BIGTABLE';
  input: PageInput;
}

/** The same steps, in the same order, as the record routes took in process: access, engine, form, page. */
function listPage(db: Db, read: ListRead) {
  const access = keptFormAccess(db, read.caller, read.appId);
  requireEngine(access.app, read.engine);
  keptForm(db, read.formId, access.app.id);
  return recordPage(db, access, read.caller, read.formId, read.input);
}

/** A data set's figures (the analysis widgets), as getRealData and getRealData1 ask for them. */
interface FiguresRead {
  caller: Caller;
  dataSetId: string;
  query: FigureQuery;
}

/**
 * The same steps as the analysis routes took in process: the data set, the caller's access to its app, the figures.
 * The data set's index is the writer's to make (`ensureDataSetIndex`, before the read is sent): here it exists.
 */
function dataSetFigures(db: Db, read: FiguresRead) {
  const ds = dataSetOr404(db, read.dataSetId);
  const access = analysisAccess(db, read.caller, ds.appId);
  requireReadable(access, ds);
  return figures(db, ds, access, read.caller.user.id, read.query);
}

export const WORKER_READS = { listPage, dataSetFigures };

export type ReadName = keyof typeof WORKER_READS;
export type ReadArg<N extends ReadName> = Parameters<(typeof WORKER_READS)[N]>[1];
