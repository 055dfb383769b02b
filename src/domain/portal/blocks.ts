/**
 * The portal definition's blocks (server/README.md "Portal"), read defensively: each block is parsed by its type's
 * schema, fields the screen needs get safe defaults, and a block of a type this version does not know, or one that
 * does not fit its type, becomes `unknown` (shown as a quiet placeholder, never a crash).
 */
import { z } from 'zod/mini';

const str = z.catch(z.string(), '');
const ids = z.catch(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), []);
const base = { id: str, title: str };

const bannerItem = z.looseObject({ fileId: str, title: str, link: str, image: str });
const appItem = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: str,
  icon: str,
  type: str,
});

const BLOCK_SCHEMAS = {
  banner: z.object({ ...base, type: z.literal('banner'), items: z.catch(z.array(bannerItem), []) }),
  apps: z.object({ ...base, type: z.literal('apps'), apps: z.catch(z.array(appItem), []) }),
  articles: z.object({
    ...base,
    type: z.literal('articles'),
    articleIds: ids,
    size: z.catch(z.int().check(z.gte(1)).check(z.lte(50)), 5),
  }),
  // A directory of the library, or chosen documents (`documentIds`, shown in that order, instead of the directory).
  documents: z.object({ ...base, type: z.literal('documents'), dirId: str, documentIds: ids }),
  richText: z.object({ ...base, type: z.literal('richText'), richTextIds: ids }),
  notice: z.object({ ...base, type: z.literal('notice'), text: str }),
  ad: z.object({ ...base, type: z.literal('ad'), uniqueKey: str }),
  // One video, or several (`cosIds`, in that order, instead of `cosId`).
  video: z.object({ ...base, type: z.literal('video'), cosId: str, cosIds: ids }),
} as const;

type BlockType = keyof typeof BLOCK_SCHEMAS;
export type KnownBlock = { [K in BlockType]: z.infer<(typeof BLOCK_SCHEMAS)[K]> }[BlockType];
type PortalBlock = KnownBlock | { type: 'unknown'; id: string; title: string; rawType: string };

const isBlockType = (t: unknown): t is BlockType =>
  typeof t === 'string' && Object.prototype.hasOwnProperty.call(BLOCK_SCHEMAS, t);

function portalBlock(raw: unknown, index: number): PortalBlock {
  const obj = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const id = typeof obj.id === 'string' && obj.id ? obj.id : `block-${index}`;
  const title = typeof obj.title === 'string' ? obj.title : '';
  if (isBlockType(obj.type)) {
    const parsed = BLOCK_SCHEMAS[obj.type].safeParse({ ...obj, id, title });
    if (parsed.success) return parsed.data as KnownBlock;
  }
  return { type: 'unknown', id, title, rawType: typeof obj.type === 'string' ? obj.type : '' };
}

export function portalBlocks(raw: unknown): PortalBlock[] {
  return Array.isArray(raw) ? raw.map(portalBlock) : [];
}
