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
