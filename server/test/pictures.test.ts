/**
 * Pictures (issue 39 item 3): goods carry `picUrl`, order lines their goods' picture, apps an `icon`, people a
 * `picture`; each is a file the download call serves as an image with caching headers; some keep none (the client's
 * placeholder). The committed pictures are what seed/paint-pictures.ts paints.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { STORE_SEED } from '../src/seed/orders.js';
import { paintPicture, PAINTINGS } from '../src/seed/paint-pictures.js';

const server = fileServer({ admin1: ['admin', '1001'], member1: ['member', '1001'], adminTeam: ['admin', 'tm-3001'] });
const tokens = server.tokens;
const api = (path: string, token: string, query?: Record<string, string | number>, body?: unknown) =>
  call(server.url, body === undefined ? 'GET' : 'POST', `/api${path}`, { token, ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) });
const FILE_ID = /^[a-f0-9]{32}$/;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The file behind a picture value, fetched as the client does (no token: the pictures are published). */
async function image(fileId: string) {
  assert.match(fileId, FILE_ID);
  const res = await fetch(`${server.url}/api/file/fileoperation/download?fileId=${fileId}&isDownload=0`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('pictures', () => {
  it('gives goods a picUrl the file service serves as a cached PNG, and leaves some goods without one', async () => {
    const online = (await api(`/sku/store/page/List/${STORE_SEED.online}`, tokens.member1, { size: 50 })).body.data.content as { name: string; picUrl: string }[];
    const byName = new Map(online.map((g) => [g.name, g.picUrl]));
    assert.match(byName.get('定制钢笔')!, FILE_ID);
    assert.equal(byName.get('办公用品 4 号'), '');
    const detail = (await api('/sku/sku/intro', tokens.member1, { id: STORE_SEED.tea })).body.data;
    const { res, bytes } = await image(detail.picUrl);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.match(res.headers.get('cache-control') ?? '', /max-age=\d+/);
    assert.deepEqual(bytes.subarray(0, 8), PNG);
    assert.equal(bytes.readUInt32BE(16), 200, 'the goods picture is 200 px wide');
    const whitelisted = (await api('/sku/app/goods/list/app-goods-whitelist', tokens.member1)).body.data as { picUrl: string }[];
    assert.ok(whitelisted.every((g) => FILE_ID.test(g.picUrl)));
  });

  it('gives order lines their goods picture, on the seeded orders and on a new one', async () => {
    const seeded = (await api('/order/orders/o-9003', tokens.member1)).body.data;
    assert.match(seeded.lines[0].picUrl, FILE_ID);
    const placed = await api('/order/orders', tokens.member1, undefined, {
      storeId: STORE_SEED.online,
      lines: [{ goodsId: 'mc-g-13', quantity: 1 }],
      address: { location: '浙江省杭州市西湖区', details: '文三路 90 号', receiver: '张成员', phone: '13800138000' },
    });
    assert.equal(placed.status, 200);
    assert.deepEqual(placed.body.data.lines.map((l: { name: string; picUrl: string }) => [l.name, l.picUrl]), [['办公用品 4 号', '']]);
    const listed = (await api('/order/orders', tokens.member1)).body.data.content as { id: string; lines: { picUrl: string }[] }[];
    assert.equal(listed.find((o) => o.id === 'o-9003')!.lines[0]!.picUrl, seeded.lines[0].picUrl);
  });

  it('gives some apps an icon and some people an avatar, others none', async () => {
    const apps = (await api('/bigtable/app', tokens.admin1)).body.data as { id: string; icon: string }[];
    const icon = apps.find((a) => a.id === 'app-visit')!.icon;
    assert.equal((await image(icon)).res.status, 200);
    assert.equal(apps.find((a) => a.id === 'app-closed')?.icon ?? '', '');
    const members = (await api('/platform/members', tokens.adminTeam, { size: 6 })).body.data.content as { id: string; picture: string }[];
    const pictured = members.filter((m) => m.picture).map((m) => m.id);
    assert.ok(pictured.includes('10001') && pictured.length > 0 && pictured.length < members.length, `avatars on some members: ${pictured.join()}`);
    assert.deepEqual((await image(members.find((m) => m.id === '10001')!.picture)).bytes.subarray(0, 8), PNG);
  });

  it('lists visits with photos in the 现场照片 view, the photo a file id the file service serves', async () => {
    const config = (await call(server.url, 'GET', '/api/bigtable/form/form-visit/list-config', { token: tokens.admin1, query: { viewId: 'view-visit-photos' } })).body.data;
    assert.deepEqual(config.columns.map((c: { key: string; label: string }) => [c.key, c.label]), [['customer_customer', '拜访客户'], ['uploadImg_photos', '现场照片'], ['date_visitDate', '拜访日期']]);
    const visit = (await call(server.url, 'GET', '/api/bigtable/application/app-visit/form/form-visit/form-data/data-visit-1', { token: tokens.admin1 })).body.data;
    const [photo] = (visit.data ?? visit.content).uploadImg_photos as { fileId: string; name: string }[];
    assert.equal(photo!.name, '客户大楼.png');
    assert.equal((await image(photo!.fileId)).res.headers.get('content-type'), 'image/png');
  });

  it('ships the pictures seed/paint-pictures.ts paints, each under 4 KB', () => {
    for (const p of PAINTINGS) {
      const committed = readFileSync(new URL(`../src/seed/assets/pictures/${p.file}`, import.meta.url));
      assert.ok(committed.length < 4096, `${p.file}: ${committed.length} bytes`);
      assert.deepEqual(committed, paintPicture(p), `${p.file} is stale: run npx tsx server/src/seed/paint-pictures.ts`);
    }
  });
});
