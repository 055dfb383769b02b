// The QR poster: the QR matrix of a link and
// the drawing as data (rectangles and texts), so the layout is tested without a canvas and drawn the same way on
// both targets.
import qrcode from 'qrcode-generator';

/** Dark modules of the QR code of `text` (byte mode, UTF-8, error correction M, smallest version that fits). */
export function qrMatrix(text: string): boolean[][] {
  qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8']!;
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

export type PosterOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string }
  | { kind: 'text'; x: number; y: number; text: string; size: number; color: string; align: 'center' };

export interface PosterInput {
  width: number;
  title: string;
  subtitle: string;
  caption: string;
  matrix: readonly (readonly boolean[])[];
}

const POSTER_COLORS = { background: '#ffffff', band: '#3370ff', title: '#ffffff', text: '#1f2329', hint: '#676d77', dark: '#000000' };

/** The poster: a coloured band with the title, the QR code centred with a quiet zone, the caption below. */
export function posterPlan({ width, title, subtitle, caption, matrix }: PosterInput): { height: number; ops: PosterOp[] } {
  const band = Math.round(width * 0.32);
  const modules = matrix.length;
  const quiet = 4;
  const cell = Math.max(1, Math.floor((width * 0.6) / (modules + quiet * 2)));
  const qrSide = cell * (modules + quiet * 2);
  const qrX = Math.round((width - qrSide) / 2);
  const qrY = band + 24;
  const height = qrY + qrSide + 72;
  const mid = width / 2;
  const ops: PosterOp[] = [
    { kind: 'rect', x: 0, y: 0, w: width, h: height, color: POSTER_COLORS.background },
    { kind: 'rect', x: 0, y: 0, w: width, h: band, color: POSTER_COLORS.band },
    { kind: 'text', x: mid, y: Math.round(band * 0.45), text: title, size: 22, color: POSTER_COLORS.title, align: 'center' },
    { kind: 'text', x: mid, y: Math.round(band * 0.75), text: subtitle, size: 14, color: POSTER_COLORS.title, align: 'center' },
  ];
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) ops.push({ kind: 'rect', x: qrX + (c + quiet) * cell, y: qrY + (r + quiet) * cell, w: cell, h: cell, color: POSTER_COLORS.dark });
    }),
  );
  ops.push({ kind: 'text', x: mid, y: qrY + qrSide + 36, text: caption, size: 13, color: POSTER_COLORS.hint, align: 'center' });
  return { height, ops };
}
