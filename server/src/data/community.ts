/**
 * The community's articles and posts (rows of `cms_articles` that belong to an organisation): the summary every list
 * shows, paging, and the read count. Reading follows the content service's rule: members of the article's
 * organisation only (the platform's public articles, such as the service agreement, are never listed).
 */
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { usersByIds } from './people.js';
import { cmsArticles, cmsComments } from '../db/cms.js';
import type { DbOrTx } from '../db/index.js';

type ArticleRow = typeof cmsArticles.$inferSelect;
type ArticleKind = ArticleRow['kind'];

/** How many characters of an article's text its list summary shows. */
const SUMMARY_LENGTH = 80;

/** The text of an article for its summary: tags dropped, entities of the editor's output decoded, spaces folded. */
function plainSummary(html: string, length = SUMMARY_LENGTH): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** An article of an organisation (never a platform article), or undefined. */
export function organisationArticle(db: DbOrTx, id: string): (ArticleRow & { tenantId: string }) | undefined {
  const row = db.select().from(cmsArticles).where(and(eq(cmsArticles.id, id), isNotNull(cmsArticles.tenantId))).get();
  return row && row.tenantId !== null ? { ...row, tenantId: row.tenantId } : undefined;
}

/** One more read; answers the row as it is now. */
export function countArticleRead(db: DbOrTx, id: string): ArticleRow {
  db.update(cmsArticles).set({ readCount: sql`${cmsArticles.readCount} + 1` }).where(eq(cmsArticles.id, id)).run();
  return db.select().from(cmsArticles).where(eq(cmsArticles.id, id)).get()!;
}

const imageOf = (baseUrl: string) => (fileId: string) => ({ fileId, url: `${baseUrl}/api/file/fileoperation/download?fileId=${fileId}&isDownload=0` });

/** The list view of articles: album, author, counts; comment counts in one grouped query. */
export function articleSummaries(db: DbOrTx, baseUrl: string, rows: ArticleRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const comments = new Map(
    db
      .select({ id: cmsComments.documentId, n: count() })
      .from(cmsComments)
      .where(inArray(cmsComments.documentId, ids))
      .groupBy(cmsComments.documentId)
      .all()
      .map((c) => [c.id, c.n]),
  );
  const authors = new Map(usersByIds(db, [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))]).map((u) => [u.id, u]));
  const image = imageOf(baseUrl);
  return rows.map((r) => {
    const author = r.authorId ? authors.get(r.authorId) : undefined;
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      summary: plainSummary(r.content),
      images: r.images.map(image),
      author: author ? { id: author.id, nickname: author.nickname, picture: author.picture } : null,
      readCount: r.readCount,
      commentCount: comments.get(r.id) ?? 0,
      createTime: r.createdAt ?? r.updatedAt,
      updateTime: r.updatedAt,
    };
  });
}

interface ArticleQuery {
  tenantId: string;
  page: number;
  size: number;
  kind?: ArticleKind;
  keyword?: string;
}

/** A page of an organisation's articles, newest first; the keyword is contained in the title (literally). */
export function articlePage(db: DbOrTx, q: ArticleQuery): { rows: ArticleRow[]; total: number } {
  const escaped = q.keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(cmsArticles.tenantId, q.tenantId),
    q.kind ? eq(cmsArticles.kind, q.kind) : undefined,
    escaped ? sql`${cmsArticles.title} LIKE ${`%${escaped}%`} ESCAPE '\\'` : undefined,
  );
  const total = db.select({ n: count() }).from(cmsArticles).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(cmsArticles)
    .where(where)
    .orderBy(desc(sql`coalesce(${cmsArticles.createdAt}, ${cmsArticles.updatedAt})`), desc(cmsArticles.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .all();
  return { rows, total };
}

/** The organisation's articles with these ids, in the order asked (others left out). */
export function articlesByIds(db: DbOrTx, tenantId: string, ids: string[]): ArticleRow[] {
  if (ids.length === 0) return [];
  const rows = db.select().from(cmsArticles).where(and(inArray(cmsArticles.id, ids), eq(cmsArticles.tenantId, tenantId))).all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
