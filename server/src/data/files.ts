/**
 * Which stored files are private, and the short-lived tickets that let a browser fetch one. A file is private while a
 * document of the library that is not public holds it: only members of that document's organisation may read it.
 * Every other file (record uploads, portal images, prints) is reached by its unguessable 128-bit id, because
 * `<img src>` sends no token.
 *
 * A ticket is `{expiry}.{mac}`: an HMAC of the file id and the expiry under a key that lives as long as the process.
 * preDownload and the document reads put one in the URLs they answer to a caller who may read the file, so a new tab
 * or a download (which sends no Authorization header) still works, and a URL passed on stops working within the hour.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { cmsDocuments } from '../db/cms.js';
import type { DbOrTx } from '../db/index.js';

/** The organisations whose private documents hold the file (empty: the file is not private). */
export function privateFileTenants(db: DbOrTx, fileId: string): string[] {
  const rows = db.select({ tenantId: cmsDocuments.tenantId }).from(cmsDocuments).where(and(eq(cmsDocuments.fileId, fileId), eq(cmsDocuments.isPublic, false))).all();
  return [...new Set(rows.map((r) => r.tenantId))];
}

const TICKET_LIFE_SECONDS = 3600;

export class FileTickets {
  private readonly key = randomBytes(32);

  private mac(fileId: string, expiry: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expiry}`).digest('base64url');
  }

  issue(fileId: string, nowSeconds: number): string {
    const expiry = nowSeconds + TICKET_LIFE_SECONDS;
    return `${expiry}.${this.mac(fileId, expiry)}`;
  }

  valid(fileId: string, ticket: string | undefined, nowSeconds: number): boolean {
    const m = /^(\d{1,12})\.([\w-]{43})$/.exec(ticket ?? '');
    if (!m) return false;
    const expiry = Number(m[1]);
    if (expiry <= nowSeconds) return false;
    return timingSafeEqual(Buffer.from(m[2]!), Buffer.from(this.mac(fileId, expiry)));
  }
}
