/** Devices: who sees which type, devices, records, and sending an instruction. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { call, fileServer } from './support/harness.js';

const server = fileServer({ admin: ['admin', '1001'], member: ['member', '1001'], trade: ['admin', '1002'] });
const tokens = server.tokens;

describe('devices', () => {
  it('shows each person the types their organisation role allows', async () => {
    const admin = (await call(server.url, 'GET', '/api/device/user/device/types', { token: tokens.admin })).body.data;
    assert.deepEqual(admin.map((t: { id: string }) => t.id), ['dv-17001', 'dv-17002']);
    const member = (await call(server.url, 'GET', '/api/device/user/device/types', { token: tokens.member })).body.data;
    assert.deepEqual(member.map((t: { id: string }) => t.id), ['dv-17001']);
    assert.equal((await call(server.url, 'GET', '/api/device/user/device/types', { token: tokens.trade })).body.data.length, 0);
  });

  it('lists and opens devices only of a visible type', async () => {
    const list = (await call(server.url, 'GET', '/api/device/device', { token: tokens.member, query: { typeId: 'dv-17001', keyword: '一号' } })).body.data;
    assert.deepEqual(list.map((d: { id: string }) => d.id), ['dv-17011']);
    assert.equal((await call(server.url, 'GET', '/api/device/DeviceManagement/device/dv-17021', { token: tokens.member })).status, 404);
    assert.equal((await call(server.url, 'GET', '/api/device/DeviceManagement/device/dv-17011', { token: tokens.trade })).status, 404);
    const device = (await call(server.url, 'GET', '/api/device/DeviceManagement/device/dv-17011', { token: tokens.member })).body.data;
    assert.equal(device.typeName, '环境监测仪');
    assert.equal(device.properties[0].name, '温度');
  });

  it('sends an instruction to an online device and records it first in its records', async () => {
    const sent = await call(server.url, 'POST', '/api/device/instruct', { token: tokens.member, body: { deviceId: 'dv-17011', code: 'REPORT' } });
    assert.equal(sent.body.code, 0);
    const records = (await call(server.url, 'GET', '/api/device/DeviceManagement/device/record/dv-17011', { token: tokens.member })).body.data;
    assert.equal(records[0].content, '下发指令：立即上报');
    assert.equal((await call(server.url, 'POST', '/api/device/instruct', { token: tokens.member, body: { deviceId: 'dv-17012', code: 'REPORT' } })).body.message, '设备离线，无法下发指令');
    assert.equal((await call(server.url, 'POST', '/api/device/instruct', { token: tokens.member, body: { deviceId: 'dv-17011', code: 'OPEN' } })).status, 400);
  });

  it('reads a visible type (its instructions and count) and a device\'s properties; a hidden one is not found', async () => {
    const type = (await call(server.url, 'GET', '/api/device/type/dv-17001', { token: tokens.member })).body.data;
    assert.deepEqual([type.name, type.instructions.map((i: { name: string }) => i.name)], ['环境监测仪', ['立即上报', '重启']]);
    assert.ok(type.deviceCount >= 2);
    assert.equal((await call(server.url, 'GET', '/api/device/type/dv-17002', { token: tokens.member })).status, 404, 'an ADMIN-only type');
    const properties = (await call(server.url, 'GET', '/api/device/property', { token: tokens.member, query: { deviceId: 'dv-17011' } })).body.data;
    assert.equal(properties[0].name, '温度');
    assert.equal((await call(server.url, 'GET', '/api/device/property', { token: tokens.member, query: { deviceId: 'dv-17021' } })).status, 404);
    assert.equal((await call(server.url, 'GET', '/api/device/property', { token: tokens.trade, query: { deviceId: 'dv-17011' } })).status, 404, 'another organisation');
  });
});
