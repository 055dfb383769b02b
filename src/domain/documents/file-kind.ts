// How a document's file is shown (the spec names the screens, not the rule): images inline, the types
// WeChat's openDocument opens (pdf and Office) by opening the file, anything else only by downloading it.

export type PreviewKind = 'image' | 'document' | 'none';

const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);
/** The file types `wx.openDocument` accepts; H5 hands the same ones to the browser. */
export const OPENABLE_TYPES = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileTypeOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The preview of a file by its type (extension), falling back to an image content type. */
export function previewKindOf(fileType: string, contentType?: string | null): PreviewKind {
  const type = fileType.toLowerCase();
  if (IMAGE_TYPES.has(type)) return 'image';
  if (OPENABLE_TYPES.has(type)) return 'document';
  if (!type && typeof contentType === 'string' && /^image\/(jpeg|png|gif|webp|bmp)$/i.test(contentType)) return 'image';
  if (!type && contentType === 'application/pdf') return 'document';
  return 'none';
}

/** The type as shown to people: the extension in capitals, or 文件 when unknown. */
export function fileTypeLabel(fileType: string): string {
  return fileType ? fileType.toUpperCase() : '文件';
}
