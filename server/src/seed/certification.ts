/**
 * Sample card photos for the OCR (server/README.md "Real-name certification"): a resident ID card front (valid
 * number), the same card with a wrong check digit, its back, and a business licence, drawn with @napi-rs/canvas in
 * Noto Sans SC at seed time. The people and the company are invented; the numbers only satisfy the check rules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

import type { Db } from '../db/index.js';
import { ocrSamples } from '../db/schema.js';

const require = createRequire(import.meta.url);
const FONT = 'Noto Sans SC';

let fontReady = false;
function registerFont(): void {
  if (fontReady) return;
  const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  GlobalFonts.registerFromPath(path.join(dir, '400Regular', 'NotoSansSC_400Regular.ttf'), FONT);
  fontReady = true;
}

/** A card of the ID card's proportions (85.6 × 54 mm) with lines of text at the given places. */
function card(lines: { text: string; x: number; y: number; size: number }[], background: string): Buffer {
  registerFont();
  const canvas = createCanvas(856, 540);
  const ctx: SKRSContext2D = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, 856, 540);
  ctx.fillStyle = '#1f1f1f';
  for (const l of lines) {
    ctx.font = `${l.size}px "${FONT}"`;
    ctx.fillText(l.text, l.x, l.y);
  }
  return canvas.toBuffer('image/png');
}

const idFront = (number: string) =>
  card(
    [
      { text: '姓名  林晓', x: 60, y: 90, size: 28 },
      { text: '性别  男    民族  汉', x: 60, y: 150, size: 28 },
      { text: '出生  1990 年 3 月 7 日', x: 60, y: 210, size: 28 },
      { text: '住址  浙江省杭州市西湖区文三路 100 号', x: 60, y: 270, size: 28 },
      { text: `公民身份号码   ${number}`, x: 60, y: 460, size: 34 },
    ],
    '#eef3f7',
  );

const SAMPLE_ID_NUMBER = '330106199003071236';
const SAMPLE_WRONG_ID_NUMBER = '330106199003071237';
const SAMPLE_CREDIT_CODE = '91330106MA2B3C4D5D';

export function seedCertification(db: Db): void {
  const samples = [
    { id: 'dv-17101', kind: 'idCardFront', label: '样例身份证（人像面）', png: idFront(SAMPLE_ID_NUMBER) },
    { id: 'dv-17102', kind: 'idCardFront', label: '样例身份证（人像面，校验位错误）', png: idFront(SAMPLE_WRONG_ID_NUMBER) },
    {
      id: 'dv-17103',
      kind: 'idCardBack',
      label: '样例身份证（国徽面）',
      png: card(
        [
          { text: '中华人民共和国', x: 300, y: 120, size: 34 },
          { text: '居民身份证', x: 330, y: 190, size: 40 },
          { text: '签发机关  杭州市公安局西湖分局', x: 120, y: 400, size: 28 },
          { text: '有效期限  2016.03.01-2036.03.01', x: 120, y: 460, size: 30 },
        ],
        '#f3f1ea',
      ),
    },
    {
      id: 'dv-17104',
      kind: 'bizLicense',
      label: '样例营业执照',
      png: card(
        [
          { text: '营 业 执 照', x: 330, y: 80, size: 40 },
          { text: `统一社会信用代码   ${SAMPLE_CREDIT_CODE}`, x: 60, y: 170, size: 32 },
          { text: '名称  杭州星河示例科技有限公司', x: 60, y: 250, size: 28 },
          { text: '法定代表人  林晓', x: 60, y: 310, size: 28 },
          { text: '成立日期  2019-06-18', x: 60, y: 370, size: 30 },
        ],
        '#fbf7ee',
      ),
    },
  ];
  db.insert(ocrSamples).values(samples).run();
}
