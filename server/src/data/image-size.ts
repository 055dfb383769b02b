/**
 * The pixel size of an image read from its header alone (PNG, JPEG, WebP, BMP), so a picture too large to decode (a
 * "decompression bomb": a 1 MB PNG of 30000 x 30000 pixels decodes to gigabytes) is refused before anything decodes it.
 */

export interface PixelSize {
  width: number;
  height: number;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(d: Buffer): PixelSize | null {
  if (d.length < 24 || !d.subarray(0, 8).equals(PNG) || d.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: d.readUInt32BE(16), height: d.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame marker (SOF0..SOF15 except DHT C4, JPG C8, DAC CC) holds height then width. */
function jpeg(d: Buffer): PixelSize | null {
  if (d.length < 4 || d[0] !== 0xff || d[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < d.length) {
    if (d[at] !== 0xff) return null;
    const marker = d[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: d.readUInt16BE(at + 5), width: d.readUInt16BE(at + 7) };
    }
    at += 2 + d.readUInt16BE(at + 2);
  }
  return null;
}

function webp(d: Buffer): PixelSize | null {
  if (d.length < 30 || d.toString('latin1', 0, 4) !== 'RIFF' || d.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = d.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + d.readUIntLE(24, 3), height: 1 + d.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = d.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: d.readUInt16LE(26) & 0x3fff, height: d.readUInt16LE(28) & 0x3fff };
  return null;
}

function bmp(d: Buffer): PixelSize | null {
  if (d.length < 26 || d.toString('latin1', 0, 2) !== 'BM') return null;
  return { width: Math.abs(d.readInt32LE(18)), height: Math.abs(d.readInt32LE(22)) };
}

/** The image's size from its header, or null when the bytes are none of the formats above (or cut before the size). */
export function pixelSize(data: Buffer): PixelSize | null {
  return png(data) ?? jpeg(data) ?? webp(data) ?? bmp(data);
}
