/**
 * A record printed through a template as a real PDF (pdf-lib, A4).
 *
 * Font: Noto Sans SC (OFL, from the @expo-google-fonts/noto-sans-sc package, so no system font is needed), embedded
 * through @pdf-lib/fontkit as a subset of the glyphs the page uses: Chinese and Latin text print as they are, and the
 * PDF stays small. A character the font lacks (an emoji, say) prints as "?"; the full text of every line is also kept,
 * in Unicode, in the document's subject and keywords metadata.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { PDFFont } from 'pdf-lib';

import type { PrintImage } from './print-images.js';
import type { DbOrTx } from '../db/index.js';
import { files } from '../db/schema.js';
import { randomFileId } from '../util.js';

/**
 * pdf-lib and its fontkit are loaded by the first print, not with the server: together they take about a second to
 * load, which every start paid (each server test file, each e2e worker) although few of them ever print.
 */
const pdfLibrary = async () => {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  return { PDFDocument, rgb, fontkit };
};

const require = createRequire(import.meta.url);
let fontBytes: Buffer | undefined;
/** The font file, read once (about 10 MB). */
const cjkFont = (): Buffer => (fontBytes ??= readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));

export interface PrintLine {
  label: string;
  text: string;
  /** An image field's pictures, drawn as thumbnails under the label (data/print-images.ts). */
  images?: PrintImage[];
}

export interface PrintInput {
  title: string;
  lines: PrintLine[];
  footer: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
/** A printed picture's box (points): a thumbnail a reader recognises, nine to a third of a page. */
const THUMB = 120;
const THUMB_GAP = 8;

/** The text with every character the font cannot encode replaced by "?". */
export function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Splits a line so that each part fits the width. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const ch of text) {
    if (font.widthOfTextAtSize(current + ch, size) > width && current) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out;
}

export async function renderPdf(input: PrintInput): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit } = await pdfLibrary();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // One face keeps the render to a single font parse; headings stand out by size.
  const font = await doc.embedFont(cjkFont(), { subset: true });
  doc.setTitle(input.title);
  doc.setSubject(input.lines.map((l) => `${l.label}: ${l.text}`).join('\n'));
  doc.setKeywords(input.lines.map((l) => l.text));
  doc.setProducer('Ware local platform server');
  doc.setCreationDate(new Date());

  let page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (text: string, f: PDFFont, size: number, x = MARGIN) => {
    for (const part of wrap(f, drawable(f, text), size, A4[0] - MARGIN - x)) {
      if (y < MARGIN + size) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(part, { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.5;
    }
  };
  line(input.title, font, 18);
  y -= 6;
  /** Pictures in rows of fixed boxes, each scaled to fit its box; a row that does not fit starts a new page. */
  const pictures = async (images: PrintImage[]) => {
    let x = MARGIN + 16;
    for (const image of images) {
      const embedded = await (image.type === 'png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes)).catch(() => null);
      if (!embedded) continue;
      if (x + THUMB > A4[0] - MARGIN) {
        x = MARGIN + 16;
        y -= THUMB + THUMB_GAP;
      }
      if (y - THUMB < MARGIN) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      const { width, height } = embedded.scaleToFit(THUMB, THUMB);
      page.drawImage(embedded, { x, y: y - height, width, height });
      x += THUMB + THUMB_GAP;
    }
    if (x > MARGIN + 16) y -= THUMB + THUMB_GAP;
  };
  for (const l of input.lines) {
    line(l.label, font, 11);
    if (l.images?.length) await pictures(l.images);
    if (l.text || !l.images?.length) line(l.text, font, 11, MARGIN + 16);
  }
  if (input.footer) {
    y -= 10;
    line(input.footer, font, 9);
  }
  return doc.save();
}

/**
 * Stores a rendered PDF like an upload (downloaded by `fileId`, no token) and answers what the print calls give back:
 * `{ fileId, id, name, size, contentType, url, downloadUrl }` (`url` opens it, `downloadUrl` saves it).
 */
export function storePdf(db: DbOrTx, where: GeneratedFileOwner, name: string, pdf: Buffer) {
  return storeGeneratedFile(db, where, name, 'application/pdf', pdf);
}

export interface GeneratedFileOwner {
  baseUrl: string;
  now: string;
  tenantId: string;
  userId: string;
}

/** Stores a file the server made for the caller (a print, an export) and answers where to open and to save it. */
export function storeGeneratedFile(db: DbOrTx, where: GeneratedFileOwner, name: string, contentType: string, bytes: Buffer) {
  const id = randomFileId();
  db.insert(files).values({ id, tenantId: where.tenantId, userId: where.userId, name, contentType, size: bytes.length, data: bytes, createdAt: where.now }).run();
  return {
    fileId: id,
    id,
    name,
    size: bytes.length,
    contentType,
    url: `${where.baseUrl}/api/file/fileoperation/download?fileId=${id}&isDownload=0`,
    downloadUrl: `${where.baseUrl}/api/file/fileoperation/download?fileId=${id}&isDownload=1`,
  };
}
