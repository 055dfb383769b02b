/**
 * `npx tsx server/src/seed/paint-pictures.ts`: paints the demo data's pictures (issue 39 item 3) into
 * seed/assets/pictures: the goods' pictures, application icons and avatars, each a small PNG (about 1-2 KB) of flat
 * shapes on a two-colour gradient. Painted once and committed, not at seed time: painting takes a few hundred
 * milliseconds and every test file seeds a server. seed/pictures.ts says who gets which.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { encodePng } from './png.js';

type Rgb = readonly [number, number, number];

/** A shape on a 100 × 100 canvas: a rectangle (corners rounded by `r`) or an ellipse inside the box. */
interface Shape {
  kind: 'rect' | 'ellipse';
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
  color: Rgb;
}

const inside = (s: Shape, u: number, v: number): boolean => {
  if (u < s.x || u > s.x + s.w || v < s.y || v > s.y + s.h) return false;
  if (s.kind === 'ellipse') {
    const dx = (u - s.x - s.w / 2) / (s.w / 2);
    const dy = (v - s.y - s.h / 2) / (s.h / 2);
    return dx * dx + dy * dy <= 1;
  }
  const r = Math.min(s.r ?? 0, s.w / 2, s.h / 2);
  const cx = Math.min(Math.max(u, s.x + r), s.x + s.w - r);
  const cy = Math.min(Math.max(v, s.y + r), s.y + s.h - r);
  return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
};

/** Four samples a pixel: edges come out smooth at any size. */
const SAMPLES = [0.25, 0.75];

/**
 * A square picture of `size` pixels: the gradient from `top` to `bottom`, then the shapes in order. Written straight
 * into the pixel buffer (no arrays per pixel): the seed paints them on every start.
 */
function paint(size: number, top: Rgb, bottom: Rgb, shapes: readonly Shape[]): Buffer {
  const rgb = Buffer.alloc(size * size * 3);
  const sum = [0, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      sum[0] = sum[1] = sum[2] = 0;
      for (const sy of SAMPLES) {
        const v = ((y + sy) * 100) / size;
        for (const sx of SAMPLES) {
          const u = ((x + sx) * 100) / size;
          let hit: Shape | undefined;
          for (let i = shapes.length - 1; i >= 0 && !hit; i--) if (inside(shapes[i]!, u, v)) hit = shapes[i];
          for (let c = 0; c < 3; c++) sum[c]! += hit ? hit.color[c]! : top[c]! + ((bottom[c]! - top[c]!) * v) / 100;
        }
      }
      const at = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) rgb[at + c] = Math.round(sum[c]! / 4);
    }
  }
  return encodePng(size, size, rgb);
}

const WHITE: Rgb = [255, 255, 255];

const OFFICE_COLOURS: Rgb[] = [
  [25, 118, 210],
  [2, 136, 209],
  [57, 73, 171],
];

interface Painting {
  file: string;
  size: number;
  top: Rgb;
  bottom: Rgb;
  shapes: Shape[];
}

/** The goods' pictures (200 px: sharp in the goods page's box on a 2× screen). */
const GOODS: Painting[] = [
  {
    file: 'goods-tea.png',
    size: 200,
    top: [232, 245, 233],
    bottom: [200, 230, 201],
    shapes: [
      { kind: 'rect', x: 18, y: 30, w: 64, h: 50, r: 4, color: [46, 125, 50] },
      { kind: 'rect', x: 18, y: 30, w: 64, h: 10, r: 2, color: [27, 94, 32] },
      { kind: 'rect', x: 45, y: 30, w: 10, h: 50, color: [255, 193, 7] },
      { kind: 'ellipse', x: 38, y: 50, w: 24, h: 14, color: [165, 214, 167] },
    ],
  },
  {
    file: 'goods-cups.png',
    size: 200,
    top: [236, 239, 241],
    bottom: [207, 216, 220],
    shapes: [
      { kind: 'ellipse', x: 14, y: 70, w: 72, h: 14, color: [176, 190, 197] },
      { kind: 'ellipse', x: 30, y: 30, w: 40, h: 44, color: [128, 203, 196] },
      { kind: 'rect', x: 44, y: 22, w: 12, h: 10, r: 3, color: [77, 182, 172] },
      { kind: 'rect', x: 66, y: 42, w: 16, h: 6, r: 3, color: [77, 182, 172] },
      { kind: 'ellipse', x: 14, y: 60, w: 14, h: 14, color: [128, 203, 196] },
      { kind: 'ellipse', x: 72, y: 60, w: 14, h: 14, color: [128, 203, 196] },
    ],
  },
  {
    file: 'goods-pen.png',
    size: 200,
    top: [255, 248, 225],
    bottom: [255, 224, 178],
    shapes: [
      { kind: 'rect', x: 44, y: 14, w: 12, h: 56, r: 5, color: [38, 50, 56] },
      { kind: 'rect', x: 44, y: 30, w: 12, h: 4, color: [255, 179, 0] },
      { kind: 'rect', x: 47, y: 70, w: 6, h: 12, r: 2, color: [255, 179, 0] },
      { kind: 'rect', x: 55, y: 18, w: 3, h: 24, r: 1, color: [255, 179, 0] },
    ],
  },
  {
    file: 'goods-box.png',
    size: 200,
    top: [239, 235, 233],
    bottom: [215, 204, 200],
    shapes: [
      { kind: 'rect', x: 16, y: 34, w: 68, h: 46, r: 3, color: [161, 136, 127] },
      { kind: 'rect', x: 16, y: 34, w: 68, h: 12, r: 3, color: [121, 85, 72] },
      { kind: 'rect', x: 44, y: 34, w: 12, h: 20, color: [255, 241, 118] },
    ],
  },
  ...[0, 1, 2].map((i) => ({
    file: `goods-office-${i + 1}.png`,
    size: 200,
    top: [227, 242, 253] as Rgb,
    bottom: [187, 222, 251] as Rgb,
    shapes: [
      { kind: 'rect' as const, x: 22, y: 20 + i * 4, w: 56, h: 62 - i * 8, r: 4, color: OFFICE_COLOURS[i]! },
      { kind: 'rect' as const, x: 30, y: 32, w: 40, h: 4, r: 2, color: WHITE },
      { kind: 'rect' as const, x: 30, y: 42, w: 30, h: 4, r: 2, color: WHITE },
    ],
  })),
];

/** Application icons (96 px): a white glyph on the app's colour. */
const APP_ICONS: Painting[] = [
  {
    file: 'app-visit.png',
    size: 96,
    top: [66, 165, 245],
    bottom: [21, 101, 192],
    shapes: [
      { kind: 'ellipse', x: 36, y: 18, w: 28, h: 28, color: WHITE },
      { kind: 'ellipse', x: 22, y: 52, w: 56, h: 60, color: WHITE },
    ],
  },
  {
    file: 'app-expense.png',
    size: 96,
    top: [255, 167, 38],
    bottom: [239, 108, 0],
    shapes: [
      { kind: 'rect', x: 24, y: 18, w: 52, h: 64, r: 6, color: WHITE },
      { kind: 'rect', x: 34, y: 32, w: 32, h: 5, r: 2, color: [239, 108, 0] },
      { kind: 'rect', x: 34, y: 46, w: 32, h: 5, r: 2, color: [239, 108, 0] },
      { kind: 'rect', x: 34, y: 60, w: 20, h: 5, r: 2, color: [239, 108, 0] },
    ],
  },
  {
    file: 'app-all-controls.png',
    size: 96,
    top: [102, 187, 106],
    bottom: [46, 125, 50],
    shapes: [
      { kind: 'rect', x: 20, y: 20, w: 26, h: 26, r: 5, color: WHITE },
      { kind: 'rect', x: 54, y: 20, w: 26, h: 26, r: 5, color: WHITE },
      { kind: 'rect', x: 20, y: 54, w: 26, h: 26, r: 5, color: WHITE },
      { kind: 'ellipse', x: 54, y: 54, w: 26, h: 26, color: WHITE },
    ],
  },
  {
    file: 'app-open.png',
    size: 96,
    top: [171, 71, 188],
    bottom: [106, 27, 154],
    shapes: [
      { kind: 'rect', x: 22, y: 22, w: 56, h: 56, r: 8, color: WHITE },
      { kind: 'rect', x: 32, y: 46, w: 36, h: 8, r: 3, color: [106, 27, 154] },
      { kind: 'rect', x: 46, y: 32, w: 8, h: 36, r: 3, color: [106, 27, 154] },
    ],
  },
];

const AVATAR_COLOURS: Rgb[] = [
  [121, 134, 203],
  [77, 182, 172],
  [240, 98, 146],
  [255, 183, 77],
  [149, 117, 205],
];

/** Avatars (96 px): a head and shoulders on one of the avatar colours. */
const AVATARS: Painting[] = AVATAR_COLOURS.map((c, i) => {
  const dark = c.map((v) => Math.round(v * 0.75)) as unknown as Rgb;
  return {
    file: `avatar-${i + 1}.png`,
    size: 96,
    top: c,
    bottom: dark,
    shapes: [
      { kind: 'ellipse', x: 34, y: 20, w: 32, h: 34, color: [255, 236, 210] },
      { kind: 'ellipse', x: 18, y: 60, w: 64, h: 56, color: WHITE },
    ],
  };
});

/** Photos of the seeded customer visits (现场照片, 120 px): an office building by day and a meeting table. */
const VISIT_PHOTOS: Painting[] = [
  {
    file: 'visit-photo-1.png',
    size: 120,
    top: [179, 229, 252],
    bottom: [225, 245, 254],
    shapes: [
      { kind: 'rect', x: 0, y: 84, w: 100, h: 16, color: [165, 214, 167] },
      { kind: 'rect', x: 26, y: 20, w: 48, h: 66, r: 2, color: [96, 125, 139] },
      ...[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2].map((col) => ({ kind: 'rect' as const, x: 32 + col * 13, y: 28 + row * 13, w: 9, h: 8, color: [255, 241, 118] as Rgb })),
      ),
    ],
  },
  {
    file: 'visit-photo-2.png',
    size: 120,
    top: [255, 243, 224],
    bottom: [255, 224, 178],
    shapes: [
      { kind: 'ellipse', x: 14, y: 44, w: 72, h: 30, color: [141, 110, 99] },
      { kind: 'ellipse', x: 22, y: 22, w: 16, h: 16, color: [92, 107, 192] },
      { kind: 'ellipse', x: 62, y: 22, w: 16, h: 16, color: [236, 64, 122] },
      { kind: 'rect', x: 40, y: 52, w: 20, h: 12, r: 2, color: WHITE },
    ],
  },
];

/** Every picture of seed/assets/pictures. */
export const PAINTINGS: Painting[] = [...GOODS, ...APP_ICONS, ...AVATARS, ...VISIT_PHOTOS];

/** The PNG of one painting (test/pictures.test.ts checks the committed files are these). */
export const paintPicture = (p: Painting): Buffer => paint(p.size, p.top, p.bottom, p.shapes);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const p of PAINTINGS) writeFileSync(new URL(`./assets/pictures/${p.file}`, import.meta.url), paintPicture(p));
}
