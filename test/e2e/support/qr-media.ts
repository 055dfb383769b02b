/**
 * Pictures of QR codes for the scan tests: a PNG for the image fallback and a y4m video for Chromium's fake camera
 * (--use-file-for-fake-video-capture), both drawn from qrcode-generator's module matrix.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createCanvas } from '@napi-rs/canvas';
import qrcode from 'qrcode-generator';

function modules(text: string): boolean[][] {
  qrcode.stringToBytes = qrcode.stringToBytesFuncs['UTF-8']!;
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** A white picture of `width` × `height` with the code centred, each module `cell` pixels: 0 black, 255 white. */
function luminance(text: string, width: number, height: number, cell: number): Uint8Array {
  const m = modules(text);
  const size = m.length * cell;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const y = new Uint8Array(width * height).fill(235);
  for (let r = 0; r < m.length; r++)
    for (let c = 0; c < m.length; c++)
      if (m[r]![c])
        for (let dy = 0; dy < cell; dy++) y.fill(16, (top + r * cell + dy) * width + left + c * cell, (top + r * cell + dy) * width + left + (c + 1) * cell);
  return y;
}

/** A PNG photo of the code (a white card with margin), for "pick an image". */
export function qrPng(text: string): Buffer {
  const width = 480;
  const y = luminance(text, width, width, 8);
  const canvas = createCanvas(width, width);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(width, width);
  y.forEach((v, i) => img.data.set([v, v, v, 255], i * 4));
  ctx.putImageData(img, 0, 0);
  return canvas.toBuffer('image/png');
}

/** A y4m file (640×480, 4:2:0) showing the code, for Chromium's fake camera; returns its path. */
export function qrY4m(text: string, name: string): string {
  const [w, h] = [640, 480];
  const y = luminance(text, w, h, 7);
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(y), chroma]);
  const file = path.join(tmpdir(), `ware-scan-${process.pid}-${name}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}

/** A PNG photo with no code in it. */
export function plainPng(): Buffer {
  const canvas = createCanvas(320, 320);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d0d0d0';
  ctx.fillRect(0, 0, 320, 320);
  return canvas.toBuffer('image/png');
}
