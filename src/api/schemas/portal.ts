// Response schemas of the portal and community calls (server/README.md "Portal and community"). Only the fields the
// screens read are required; the rest pass through, and a block's own fields are read by domain/portal/blocks.
import { z } from 'zod/mini';

import { idSchema } from './session';
import { scoreSummarySchema } from '../documents';

const text = z.catch(z.string(), '');
const userRef = z.looseObject({ id: idSchema, nickname: z.nullish(z.string()), picture: z.nullish(z.string()) });

export const portalSchema = z.looseObject({
  id: idSchema,
  name: text,
  blocks: z.catch(z.array(z.unknown()), []),
});

export const richTextSchema = z.looseObject({ id: idSchema, content: text });

export const articleSummarySchema = z.looseObject({
  id: idSchema,
  kind: z.catch(z.enum(['article', 'post']), 'article'),
  title: text,
  summary: text,
  images: z.catch(z.array(z.looseObject({ fileId: idSchema, url: z.string() })), []),
  author: z.nullish(userRef),
  readCount: z.catch(z.int(), 0),
  commentCount: z.catch(z.int(), 0),
  createTime: z.nullish(z.string()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = z.looseObject({
  content: z.array(articleSummarySchema),
  totalElements: z.int(),
  last: z.boolean(),
});

export const articleDetailSchema = z.extend(articleSummarySchema, {
  content: text,
  score: z.nullish(scoreSummarySchema),
  collected: z.catch(z.boolean(), false),
  member: z.catch(z.boolean(), false),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const directorySchema = z.looseObject({
  dir: z.nullish(z.looseObject({ id: idSchema, name: text })),
  documents: z.catch(
    z.array(
      z.looseObject({ id: idSchema, title: text, description: z.nullish(z.string()), readCount: z.catch(z.int(), 0) }),
    ),
    [],
  ),
});

export const contentObjectSchema = z.looseObject({
  id: idSchema,
  kind: text,
  title: text,
  url: z.string(),
  contentType: z.nullish(z.string()),
  coverUrl: z.nullish(z.string()),
  duration: z.nullish(z.number()),
});

export const watchRecordSchema = z.nullable(z.looseObject({ position: z.number(), duration: z.nullish(z.number()) }));

export const adSlotSchema = z.looseObject({
  uniqueKey: text,
  name: text,
  ads: z.catch(z.array(z.looseObject({ id: idSchema, title: text, image: z.string(), link: text })), []),
});
