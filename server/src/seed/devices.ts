/** Demo devices of organisation 1001 (server/README.md "Devices"): two types, three devices, a few records. */
import type { Db } from '../db/index.js';
import { deviceRecords, devices, deviceTypes } from '../db/schema.js';

const TENANT = '1001';

export function seedDevices(db: Db): void {
  db.insert(deviceTypes)
    .values([
      { id: 'dv-17001', tenantId: TENANT, name: '环境监测仪', roles: ['ADMIN', 'MEMBER'], instructions: [{ code: 'REPORT', name: '立即上报' }, { code: 'RESTART', name: '重启' }] },
      { id: 'dv-17002', tenantId: TENANT, name: '门禁控制器', roles: ['ADMIN'], instructions: [{ code: 'OPEN', name: '远程开门' }] },
    ])
    .run();
  const reading = (key: string, name: string, value: string, unit: string) => ({ key, name, value, unit });
  db.insert(devices)
    .values([
      { id: 'dv-17011', typeId: 'dv-17001', tenantId: TENANT, name: '一号楼环境监测仪', sn: 'EM-2026-17011', status: 'ONLINE', location: '一号楼 3 层', properties: [reading('temperature', '温度', '23.5', '℃'), reading('humidity', '湿度', '45', '%')] },
      { id: 'dv-17012', typeId: 'dv-17001', tenantId: TENANT, name: '二号楼环境监测仪', sn: 'EM-2026-17012', status: 'OFFLINE', location: '二号楼 1 层', properties: [reading('temperature', '温度', '—', '℃'), reading('humidity', '湿度', '—', '%')] },
      { id: 'dv-17021', typeId: 'dv-17002', tenantId: TENANT, name: '东门门禁', sn: 'AC-2026-17021', status: 'ONLINE', location: '园区东门', properties: [reading('door', '门状态', '关闭', '')] },
    ])
    .run();
  db.insert(deviceRecords)
    .values([
      { deviceId: 'dv-17011', kind: 'READING', content: '温度 23.1℃，湿度 47%', createdAt: '2026-11-20T08:00:00.000Z' },
      { deviceId: 'dv-17011', kind: 'ALARM', content: '湿度低于 40%', createdAt: '2026-11-21T02:30:00.000Z' },
      { deviceId: 'dv-17011', kind: 'READING', content: '温度 23.5℃，湿度 45%', createdAt: '2026-11-22T08:00:00.000Z' },
      { deviceId: 'dv-17021', kind: 'READING', content: '门已关闭', createdAt: '2026-11-22T09:00:00.000Z' },
    ])
    .run();
}
