// An article's HTML (the service agreement) as blocks of plain text. The text is never put into the page as HTML:
// each block goes through the spec's rich-text cleanup (screens-data-rules.md §5: escaped angle brackets converted,
// then every tag stripped), so a hostile article can only ever show text.
import { richTextToPlain } from '../form-engine/values';

export interface ArticleBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

const BLOCK = /<(h[1-6]|p|li|div|section)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

export function articleBlocks(html: unknown): ArticleBlock[] {
  if (typeof html !== 'string' || html.trim() === '') return [];
  const blocks: ArticleBlock[] = [];
  for (const match of html.matchAll(BLOCK)) {
    const text = richTextToPlain(match[2]).trim();
    if (text) blocks.push({ kind: /^h/i.test(match[1]!) ? 'heading' : 'paragraph', text });
  }
  if (blocks.length) return blocks;
  // No block tags: plain text (or inline HTML), one paragraph per line.
  return richTextToPlain(html)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ kind: 'paragraph' as const, text }));
}
