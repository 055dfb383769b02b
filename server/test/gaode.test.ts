/** Maps: reverse geocoding from the seeded gazetteer and haversine distances. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';
import { haversineMetres } from '../src/data/geo.js';

const server = fileServer({});

describe('regeo', () => {
  it('names the district of the nearest gazetteer centre, with its province and city', async () => {
    const res = await call(server.url, 'GET', '/api/thirdparty/gaode/address/regeo', { query: { location: '120.1300,30.2750' } });
    assert.equal(res.body.data.formatted_address, '浙江省杭州市西湖区文三路附近');
    assert.equal(res.body.data.addressComponent.adcode, '330106');
    const beijing = await call(server.url, 'GET', '/api/thirdparty/gaode/address/regeo', { query: { location: '116.30,39.96' } });
    assert.equal(beijing.body.data.formatted_address, '北京市海淀区中关村大街附近');
  });

  it('answers an empty address far from every district, and refuses a malformed position', async () => {
    const sea = await call(server.url, 'GET', '/api/thirdparty/gaode/address/regeo', { query: { location: '150.0,10.0' } });
    assert.equal(sea.body.data.formatted_address, '');
    assert.equal((await call(server.url, 'GET', '/api/thirdparty/gaode/address/regeo', { query: { location: '30.27' } })).status, 400);
  });
});

describe('calculateLineDistance', () => {
  it('measures by the haversine formula', async () => {
    // One degree of latitude is about 111.2 km on the mean sphere.
    assert.equal(Math.round(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })), 111195);
    const res = await call(server.url, 'GET', '/api/thirdparty/gaode/address/calculateLineDistance', { query: { origin: '116.3975,39.9087', destination: '121.4737,31.2304' } });
    // Tian'anmen to People's Square, Shanghai: about 1,067 km.
    assert.ok(Math.abs(res.body.data.distance - 1_067_000) < 5_000, String(res.body.data.distance));
    const same = await call(server.url, 'GET', '/api/thirdparty/gaode/address/calculateLineDistance', { query: { origin: '120.13,30.27', destination: '120.13,30.27' } });
    assert.equal(same.body.data.distance, 0);
  });
});

describe('place search (choose-location)', () => {
  it('lists the places around a position, nearest first, with their distance and address', async () => {
    const res = await call(server.url, 'GET', '/api/thirdparty/gaode/place/around', { query: { location: '120.1315,30.2741', radius: '2000' } });
    assert.equal(res.status, 200);
    const pois = res.body.data.pois as { name: string; address: string; location: string; distance: number }[];
    assert.deepEqual(pois.map((p) => p.name), ['西湖区客户中心', '黄龙体育中心', '浙江大学玉泉校区']);
    assert.equal(pois[0]!.address, '浙江省杭州市西湖区文三路90号');
    assert.equal(pois[0]!.location, '120.1315,30.2741');
    assert.equal(pois[0]!.distance, 0);
    assert.ok(pois[1]!.distance < 1000 && pois[2]!.distance > 1000, JSON.stringify(pois));
  });

  it('finds places by a keyword in their name or street, nearest first when a position is given', async () => {
    const res = await call(server.url, 'GET', '/api/thirdparty/gaode/place/text', { query: { keywords: '故宫' } });
    assert.deepEqual(res.body.data.pois.map((p: { name: string }) => p.name), ['故宫博物院']);
    assert.equal(res.body.data.pois[0].address, '北京市东城区景山前街4号');
    assert.equal(res.body.data.pois[0].distance, undefined);
    const street = await call(server.url, 'GET', '/api/thirdparty/gaode/place/text', { query: { keywords: '文三路' } });
    assert.deepEqual(street.body.data.pois.map((p: { name: string }) => p.name), ['西湖区客户中心']);
    // "%" is plain text, not a wildcard.
    assert.deepEqual((await call(server.url, 'GET', '/api/thirdparty/gaode/place/text', { query: { keywords: '%' } })).body.data.pois, []);
    const park = await call(server.url, 'GET', '/api/thirdparty/gaode/place/text', { query: { keywords: '公园', location: '113.95,22.52' } });
    assert.deepEqual(park.body.data.pois.map((p: { name: string }) => p.name), ['深圳湾公园', '西溪国家湿地公园']);
  });

  it('refuses an empty keyword and a malformed position', async () => {
    assert.equal((await call(server.url, 'GET', '/api/thirdparty/gaode/place/text', { query: { keywords: ' ' } })).status, 400);
    assert.equal((await call(server.url, 'GET', '/api/thirdparty/gaode/place/around', { query: { location: 'x' } })).status, 400);
  });
});
