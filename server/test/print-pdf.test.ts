/** The print PDF: Chinese text is drawn with the embedded CJK font (a subset), not replaced. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

import { renderPdf } from '../src/data/print-pdf.js';

describe('renderPdf', () => {
  it('embeds a subset of Noto Sans SC and keeps Chinese text drawable', async () => {
    const bytes = Buffer.from(await renderPdf({ title: '工单 TICKET-0001', lines: [{ label: '处理状态', text: '已处理 ✓ 😀' }], footer: '打印于 2026-11-22' }));
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    const loaded = await PDFDocument.load(bytes);
    const baseFonts = loaded.context
      .enumerateIndirectObjects()
      .map(([, obj]) => (obj instanceof PDFDict ? obj.get(PDFName.of('BaseFont'))?.toString() : undefined))
      .filter(Boolean);
    assert.ok(baseFonts.some((n) => /^\/NotoSansSC/.test(n!)), `the embedded font is Noto Sans SC: ${baseFonts.join(', ')}`);
    // A subset keeps the file small: well under the 10 MB font file.
    assert.ok(bytes.length < 200_000, `PDF is ${bytes.length} bytes`);
  });

  it('draws what the font has and marks only what it lacks', async () => {
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { drawable } = await import('../src/data/print-pdf.js');
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')), { subset: true });
    assert.equal(drawable(font, '费用报销 Amount 1280.50'), '费用报销 Amount 1280.50');
    assert.equal(drawable(font, '好😀'), '好?');
  });
});
