/**
 * Pictures of the demo data (issue 39 item 3; server/README.md "Pictures"): the goods' pictures, application icons and
 * people's avatars, small PNGs painted by seed/paint-pictures.ts into seed/assets/pictures, stored in `files` under fixed
 * file ids. Some of each keep none on purpose, so the client's placeholders show beside the pictures.
 */
import { readFileSync } from 'node:fs';

import { eq } from 'drizzle-orm';

import type { Db } from '../db/index.js';
import { goodsPictures } from '../db/orders.js';
import * as t from '../db/schema.js';
import { demoFileId } from '../util.js';

/** Goods with a picture, by sku code; the other office goods (办公用品 4-22 号) keep the placeholder. */
const GOODS = [
  { skuCode: 'SKU-TEA-001', file: 'goods-tea.png', name: '明前龙井礼盒.png' },
  { skuCode: 'SKU-CUP-002', file: 'goods-cups.png', name: '青瓷茶具套装.png' },
  { skuCode: 'SKU-PEN-003', file: 'goods-pen.png', name: '定制钢笔.png' },
  { skuCode: 'SKU-BOX-201', file: 'goods-box.png', name: '贸易样品箱.png' },
  { skuCode: 'MC-SKU-001', file: 'goods-office-1.png', name: '办公用品 1 号.png' },
  { skuCode: 'MC-SKU-002', file: 'goods-office-2.png', name: '办公用品 2 号.png' },
  { skuCode: 'MC-SKU-003', file: 'goods-office-3.png', name: '办公用品 3 号.png' },
];

/** Apps with an icon; the other demo apps keep the first-letter tile. */
const APP_ICONS = ['app-visit', 'app-expense', 'app-all-controls', 'app-open'];

const AVATAR_COUNT = 5;

/**
 * People with an avatar: admin (王管理), and every third of the team demo's members and join applicants from 60001
 * (so a list shows avatars beside initials). The other demo accounts keep none: tests read `picture: ''` of them.
 */
const AVATAR_USER_IDS: string[] = ['10001', ...Array.from({ length: 101 }, (_, i) => String(60001 + i * 3))];

const CREATED = '2026-01-01T08:00:00.000Z';

/**
 * Stores one picture as a file of no organisation (anyone with its address may load it, as a published picture) and
 * answers its id.
 */
function storePicture(db: Db, set: string, n: number, file: string, name: string): string {
  const id = demoFileId(set, n);
  const data = readFileSync(new URL(`./assets/pictures/${file}`, import.meta.url));
  db.insert(t.files).values({ id, tenantId: null, userId: null, name, contentType: 'image/png', size: data.length, data, createdAt: CREATED }).run();
  return id;
}

/**
 * Customer visits with 现场照片 (the 现场照片 list view shows them as thumbnails): visits 1 and 2; the others have
 * none. Stored as `{ fileId, name }` (the form's upload control adds the server's `url`, which depends on the address
 * it is reached at; clients read the file id).
 */
const VISIT_PHOTOS = [
  { dataId: 'data-visit-1', file: 'visit-photo-1.png', name: '客户大楼.png' },
  { dataId: 'data-visit-2', file: 'visit-photo-2.png', name: '洽谈现场.png' },
];

/** Writes the pictures and points the goods, apps, people and visits at them: run after the seeds that made those rows. */
export function seedPictures(db: Db): void {
  GOODS.forEach((g, i) => {
    db.insert(goodsPictures).values({ skuCode: g.skuCode, picUrl: storePicture(db, 'goods', i + 1, g.file, g.name) }).run();
  });
  APP_ICONS.forEach((appId, i) => {
    db.update(t.apps).set({ icon: storePicture(db, 'app-icon', i + 1, `${appId}.png`, `${appId}.png`) }).where(eq(t.apps.id, appId)).run();
  });
  // Five pictures shared round the people: one file per colour.
  const avatars = Array.from({ length: AVATAR_COUNT }, (_, i) => storePicture(db, 'avatar', i + 1, `avatar-${i + 1}.png`, `avatar-${i + 1}.png`));
  AVATAR_USER_IDS.forEach((userId, i) => db.update(t.users).set({ picture: avatars[i % AVATAR_COUNT]! }).where(eq(t.users.id, userId)).run());
  VISIT_PHOTOS.forEach((v, i) => {
    const fileId = storePicture(db, 'visit-photo', i + 1, v.file, v.name);
    const row = db.select({ content: t.formData.content }).from(t.formData).where(eq(t.formData.id, v.dataId)).get()!;
    db.update(t.formData).set({ content: { ...row.content, uploadImg_photos: [{ fileId, name: v.name }] } }).where(eq(t.formData.id, v.dataId)).run();
  });
}
