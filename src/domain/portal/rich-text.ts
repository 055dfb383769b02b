/**
 * Rich text is data, not code: the one sanitiser for portal blocks, articles and comments. The platform's editor
 * stores HTML; what reaches the screen is a tree of allowed tags and attributes (the shape of a `RichText` node, so
 * the mini program and H5 render the same tree): no scripts or their bodies, no event handlers, no styles, links only
 * to https or the app's own pages, images only from the file service.
 *
 * The allow-list is applied by js-xss (`xss`, no DOM needed, so it runs in the mini program); the cleaned HTML is then
 * read back into the tree with js-xss's own tokenizer.
 */
import { FilterXSS, parseAttr, parseTag } from 'xss';

interface RichTextNode {
  type: 'text';
  text: string;
}

interface RichElementNode {
  type: 'node';
  name: string;
  attrs: Record<string, string>;
  children: RichNode[];
}

export type RichNode = RichTextNode | RichElementNode;

interface SanitiseOptions {
  /** The file service's URL of a stored file: the only image source allowed. */
  imageUrl: (fileId: string) => string;
}

const TEXT_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'span', 'div', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'hr', 'sub', 'sup', 'small', 'mark', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr'];

/** Tag → the attributes it may keep. */
const ALLOWED: Record<string, string[]> = {
  ...Object.fromEntries(TEXT_TAGS.map((t) => [t, []])),
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Removed with everything inside them, not only their tags. */
const DROPPED_WITH_BODY = ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'select', 'title', 'head'];

const VOID = new Set(['br', 'hr', 'img']);

/** A stored file's id in a file-service address (`...download?fileId=`, `/files/{id}`), or a bare id. */
/** A stored file's id: 32 hex digits (128 bits), or 24 for files stored before. */
const FILE_ID = /(?:[?&]fileId=|\/files\/|^)([a-f0-9]{24}(?:[a-f0-9]{8})?)(?:[&/?#]|$)/;

/** The HTML entities editors and js-xss produce, decoded to the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };
    return named[code.toLowerCase()] ?? whole;
  });
}

/** A link the app may follow: https, or one of its own pages (a path, never `//host`). */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this check.
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return null;
}

function safeValue(tag: string, name: string, value: string, options: SanitiseOptions): string | null {
  if (tag === 'a' && name === 'href') return safeHref(value);
  if (tag === 'img' && name === 'src') {
    const id = FILE_ID.exec(decodeEntities(value).trim())?.[1];
    return id ? options.imageUrl(id) : null;
  }
  if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') return /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
  return decodeEntities(value);
}

/** Escapes an attribute value for the intermediate HTML (read back by the tokenizer below). */
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cleanHtml(html: string, options: SanitiseOptions): string {
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROPPED_WITH_BODY,
    allowCommentTag: false,
    css: false,
    onTagAttr: (tag, name, value, isAllowed) => {
      if (!isAllowed) return '';
      const safe = safeValue(tag, name, value, options);
      return safe === null ? '' : `${name}="${escapeAttr(safe)}"`;
    },
  });
  // As in HTML's tokenizer, a `<` that cannot open a tag (`<3`, `a < b`) is text; js-xss would swallow it.
  return filter.process(html.replace(/<(?![a-zA-Z/!?])/g, '&lt;'));
}

/** The tag name and attributes of one tag's HTML (`<a href="x">`, `</a>`, `<br/>`). */
function tagParts(tagHtml: string): { name: string; attrs: Record<string, string> } {
  const inner = tagHtml.slice(1, -1).replace(/\/$/, '').trim();
  const space = inner.search(/\s/);
  const name = (space === -1 ? inner : inner.slice(0, space)).replace(/^\//, '').toLowerCase();
  const attrs: Record<string, string> = {};
  if (space !== -1) {
    parseAttr(inner.slice(space + 1), (attr, value) => {
      attrs[attr.toLowerCase()] = decodeEntities(value.replace(/^(['"])([\s\S]*)\1$/, '$2'));
      return '';
    });
  }
  return { name, attrs };
}

/**
 * Untrusted HTML → the same allow-list's HTML: what an editor saves (the form's rich-text control, the server's
 * rich-text store), so what is stored already reads as what will be shown.
 */
export function sanitiseRichTextHtml(html: string | null | undefined, options: SanitiseOptions): string {
  // An image whose source was not a stored file has nothing left to show (as in the tree below).
  return html ? cleanHtml(String(html), options).replace(/<img\b(?![^>]*\ssrc=)[^>]*>/g, '') : '';
}

/** Untrusted HTML → the safe tree. Never throws: anything it cannot read becomes text or is left out. */
export function sanitiseRichText(html: string | null | undefined, options: SanitiseOptions): RichNode[] {
  if (!html) return [];
  const clean = cleanHtml(String(html), options);
  const root: RichElementNode = { type: 'node', name: 'root', attrs: {}, children: [] };
  const stack: RichElementNode[] = [root];
  const top = () => stack[stack.length - 1]!;
  parseTag(
    clean,
    (_sourcePosition, _position, _tag, tagHtml, isClosing) => {
      const { name, attrs } = tagParts(tagHtml);
      if (!(name in ALLOWED)) return '';
      if (isClosing) {
        const at = stack.map((n) => n.name).lastIndexOf(name);
        if (at > 0) stack.length = at;
        return '';
      }
      // An image whose source was not a stored file has nothing left to show.
      if (name === 'img' && !attrs.src) return '';
      const node: RichElementNode = { type: 'node', name, attrs, children: [] };
      top().children.push(node);
      if (!VOID.has(name)) stack.push(node);
      return '';
    },
    (text) => {
      if (text) top().children.push({ type: 'text', text: decodeEntities(text) });
      return '';
    },
  );
  return root.children;
}
