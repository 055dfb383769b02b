/**
 * The rich-text control's small toolbar, one list for both targets: the mini program's Editor formats it with
 * `EditorContext.format(name, value)` and reports what is on with `statuschange`; H5's contenteditable with the
 * browser's editing commands. What either produces is cleaned by the one sanitiser (domain/portal/rich-text.ts).
 */
import { fileUrl } from '../../../api/documents';
import { sanitiseRichTextHtml } from '../../../domain/portal/rich-text';

type RichFormatKey = 'bold' | 'italic' | 'heading' | 'ordered' | 'bullet';

export interface RichFormat {
  key: RichFormatKey;
  label: string;
  /** The Editor's format name and value (WeChat EditorContext.format). */
  mini: { name: string; value?: string };
  /** The browser's editing command while off, and (for block formats) the command that turns it back off. */
  h5: { command: string; value?: string; off?: { command: string; value: string } };
}

export const RICH_FORMATS: readonly RichFormat[] = [
  { key: 'bold', label: '加粗', mini: { name: 'bold' }, h5: { command: 'bold' } },
  { key: 'italic', label: '斜体', mini: { name: 'italic' }, h5: { command: 'italic' } },
  { key: 'heading', label: '标题', mini: { name: 'header', value: 'H2' }, h5: { command: 'formatBlock', value: 'h2', off: { command: 'formatBlock', value: 'p' } } },
  { key: 'ordered', label: '编号列表', mini: { name: 'list', value: 'ordered' }, h5: { command: 'insertOrderedList' } },
  { key: 'bullet', label: '项目符号列表', mini: { name: 'list', value: 'bullet' }, h5: { command: 'insertUnorderedList' } },
];

export const RICH_TEXT_TEXT = {
  toolbar: '文字格式',
} as const;

export type ActiveFormats = Readonly<Partial<Record<RichFormatKey, boolean>>>;

/** The mini program's `statuschange` detail ({ bold: true, header: 2, list: 'ordered', ... }) as the toolbar's states. */
export function activeFromStatus(detail: Record<string, unknown> | null | undefined): ActiveFormats {
  const d = detail ?? {};
  return {
    bold: Boolean(d.bold),
    italic: Boolean(d.italic),
    heading: d.header === 2 || d.header === 'H2' || d.header === '2',
    ordered: d.list === 'ordered',
    bullet: d.list === 'bullet',
  };
}

const options = { imageUrl: (fileId: string) => fileUrl(fileId, false) };

/** What the editor holds, as the field's value: the allow-list's HTML, or null when nothing is left to read. */
export function fieldHtml(html: string | null | undefined): string | null {
  const clean = sanitiseRichTextHtml(html, options);
  // An emptied editor leaves `<p><br></p>`: that is an empty field, not a value (required checks read it so).
  const text = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  return text === '' && !/<img\s/.test(clean) ? null : clean;
}
