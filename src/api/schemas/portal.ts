// Response schemas of the portal and community calls (server/README.md "Portal and community"). Only the fields the
// screens read are required; the rest pass through, and a block's own fields are read by domain/portal/blocks.
import { z } from 'zod';

import { idSchema } from './session';
import { scoreSummarySchema } from '../documents';

const text = z.string().catch('');
const userRef = z.looseObject({ id: idSchema, nickname: z.string().nullish(), picture: z.string().nullish() });

export const portalSchema = z.looseObject({
  id: idSchema,
  name: text,
  blocks: z.array(z.unknown()).catch([]),
});

export const richTextSchema = z.looseObject({ id: idSchema, content: text });

export const articleSummarySchema = z.looseObject({
  id: idSchema,
  kind: z.enum(['article', 'post']).catch('article'),
  title: text,
  summary: text,
  images: z.array(z.looseObject({ fileId: idSchema, url: z.string() })).catch([]),
  author: userRef.nullish(),
  readCount: z.number().int().catch(0),
  commentCount: z.number().int().catch(0),
  createTime: z.string().nullish(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = z.looseObject({
  content: z.array(articleSummarySchema),
  totalElements: z.number().int(),
  last: z.boolean(),
});

export const articleDetailSchema = articleSummarySchema.extend({
  content: text,
  score: scoreSummarySchema.nullish(),
  collected: z.boolean().catch(false),
  member: z.boolean().catch(false),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const directorySchema = z.looseObject({
  dir: z.looseObject({ id: idSchema, name: text }).nullish(),
  documents: z.array(z.looseObject({ id: idSchema, title: text, description: z.string().nullish(), readCount: z.number().int().catch(0) })).catch([]),
});

export const contentObjectSchema = z.looseObject({
  id: idSchema,
  kind: text,
  title: text,
  url: z.string(),
  contentType: z.string().nullish(),
  coverUrl: z.string().nullish(),
  duration: z.number().nullish(),
});

export const watchRecordSchema = z.looseObject({ position: z.number(), duration: z.number().nullish() }).nullable();

export const adSlotSchema = z.looseObject({
  uniqueKey: text,
  name: text,
  ads: z.array(z.looseObject({ id: idSchema, title: text, image: z.string(), link: text })).catch([]),
});
