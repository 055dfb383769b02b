/**
 * The H5's web app manifest (issue 40: installable to the home screen), made by the build: `manifest.webmanifest` and
 * its PNG icons, drawn here (the brand's W in white on the theme's primary colour) rather than kept as binary files.
 * Colours come from the theme (src/ui/theme.css, light values: the first ones the file declares). Emitted as build
 * assets before the service worker is generated, so the worker precaches them with the rest of the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

import type { Compiler } from 'webpack';

export const MANIFEST_FILE = 'manifest.webmanifest';
export const ICON_SIZES = [192, 512] as const;
export const iconFile = (size: number) => `static/icons/icon-${size}.png`;

/** A colour variable's first (light theme) value in theme.css, as #rrggbb. */
function themeColour(css: string, name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,6})\\b`).exec(css)?.[1];
  if (!found) throw new Error(`[web-manifest] --${name} not found in theme.css`);
  return found.length === 4 ? `#${[...found.slice(1)].map((c) => c + c).join('')}` : found.toLowerCase();
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** CRC-32 of PNG chunks (the polynomial PNG names). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Distance from (x, y) to the segment a-b. */
function toSegment(x: number, y: number, [ax, ay]: readonly number[], [bx, by]: readonly number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const t = Math.max(0, Math.min(1, ((x - ax!) * dx + (y - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax! + t * dx), y - (ay! + t * dy));
}

/** The W's strokes in a unit square, inside the middle 60 % (a maskable icon's safe zone is the middle 80 % circle). */
const W = [
  [0.22, 0.3],
  [0.36, 0.7],
  [0.5, 0.4],
  [0.64, 0.7],
  [0.78, 0.3],
];

const toW = (x: number, y: number) => Math.min(...W.slice(1).map((p, i) => toSegment(x, y, W[i]!, p)));

/** How much of pixel (x, y) the W covers, 0 to 1: sampled 4x4 only where the stroke's edge crosses the pixel. */
function coverage(x: number, y: number, size: number, stroke: number): number {
  const edge = toW((x + 0.5) / size, (y + 0.5) / size) - stroke;
  if (Math.abs(edge) > 1 / size) return edge < 0 ? 1 : 0;
  let inside = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) if (toW((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size) <= stroke) inside++;
  }
  return inside / 16;
}

/** A square PNG: the W in white on `background`, its edges smoothed. */
export function iconPng(size: number, background: string): Buffer {
  const [r, g, b] = rgb(background);
  const stroke = 0.055;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const a = coverage(x, y, size, stroke);
      row.set([Math.round(r + (255 - r) * a), Math.round(g + (255 - g) * a), Math.round(b + (255 - b) * a)], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The manifest: the app's name, its start, standalone, the theme's colours and the icons. */
export function webManifest(css: string): Record<string, unknown> {
  const surface = themeColour(css, 'ware-color-surface');
  return {
    name: 'Ware 移动工作台',
    short_name: 'Ware',
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // index.html's theme-color (the bar over the page) and the splash screen: the light theme's surface.
    theme_color: surface,
    background_color: surface,
    icons: ICON_SIZES.map((size) => ({ src: `/${iconFile(size)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any maskable' })),
  };
}

export class WebManifestPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WebManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WebManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const css = readFileSync(path.resolve(__dirname, '..', 'src/ui/theme.css'), 'utf8');
        const primary = themeColour(css, 'ware-color-primary');
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify(webManifest(css), null, 2)));
        for (const size of ICON_SIZES) compilation.emitAsset(iconFile(size), new sources.RawSource(iconPng(size, primary)));
      });
    });
  }
}
