/**
 * Devices (calls-and-errors.md §7 "Device: /device/... (device, instruct, property, type/{id}, user/device/types);
 * GET /device/DeviceManagement/device/{id} and device/record/{id}"). A device type names the organisation roles
 * that may see its devices: every read and the instruction go through `visibleType`.
 */
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { visibleDeviceTypes } from '../data/org-areas.js';
import { membership } from '../data/people.js';
import { deviceRecords, devices } from '../db/schema.js';
import { ApiError, ok, parse } from '../errors.js';
import { requireTenantCaller } from '../http/auth.js';
import type { ServerContext } from '../http/context.js';

const Id = z.object({ id: z.string().trim().min(1).max(64) });

export function registerDevices(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  /** The caller's organisation and role there. */
  const who = async (req: FastifyRequest) => {
    const { caller, tenantId } = await requireTenantCaller(ctx, req);
    return { caller, tenantId, role: membership(db, caller.user.id, tenantId)?.role ?? '' };
  };
  type Who = Awaited<ReturnType<typeof who>>;
  const typesFor = (w: Who) => visibleDeviceTypes(db, w.tenantId, w.role);
  const visibleType = (w: Who, typeId: string) => {
    const type = typesFor(w).find((t) => t.id === typeId);
    if (!type) throw ApiError.notFound('设备类型不存在或无权查看');
    return type;
  };
  const visibleDevice = (w: Who, id: string) => {
    const device = db.select().from(devices).where(and(eq(devices.id, id), eq(devices.tenantId, w.tenantId))).get();
    if (!device || !typesFor(w).some((t) => t.id === device.typeId)) throw ApiError.notFound('设备不存在或无权查看');
    return { device, type: visibleType(w, device.typeId) };
  };
  const countOf = (typeId: string) => db.select({ id: devices.id }).from(devices).where(eq(devices.typeId, typeId)).all().length;

  api.get('/device/user/device/types', async (req) => {
    const w = await who(req);
    return ok(typesFor(w).map((t) => ({ id: t.id, name: t.name, deviceCount: countOf(t.id) })));
  });

  api.get('/device/type/:id', async (req) => {
    const w = await who(req);
    const t = visibleType(w, parse(Id, req.params).id);
    return ok({ id: t.id, name: t.name, instructions: t.instructions, deviceCount: countOf(t.id) });
  });

  api.get('/device/device', async (req) => {
    const w = await who(req);
    const q = parse(z.object({ typeId: z.string().trim().min(1), keyword: z.string().trim().max(40).default('') }), req.query);
    visibleType(w, q.typeId);
    const where = q.keyword ? and(eq(devices.typeId, q.typeId), like(devices.name, `%${q.keyword}%`)) : eq(devices.typeId, q.typeId);
    return ok(db.select({ id: devices.id, name: devices.name, sn: devices.sn, status: devices.status, location: devices.location }).from(devices).where(where).orderBy(asc(devices.id)).all());
  });

  api.get('/device/DeviceManagement/device/:id', async (req) => {
    const w = await who(req);
    const { device, type } = visibleDevice(w, parse(Id, req.params).id);
    return ok({ ...device, typeName: type.name, instructions: type.instructions });
  });

  api.get('/device/property', async (req) => {
    const w = await who(req);
    return ok(visibleDevice(w, parse(z.object({ deviceId: z.string().trim().min(1) }), req.query).deviceId).device.properties);
  });

  api.get('/device/DeviceManagement/device/record/:id', async (req) => {
    const w = await who(req);
    const { device } = visibleDevice(w, parse(Id, req.params).id);
    return ok(db.select().from(deviceRecords).where(eq(deviceRecords.deviceId, device.id)).orderBy(desc(deviceRecords.createdAt), desc(deviceRecords.id)).all());
  });

  api.post('/device/instruct', async (req) => {
    const w = await who(req);
    const input = parse(z.object({ deviceId: z.string().trim().min(1), code: z.string().trim().min(1) }), req.body ?? {});
    const { device, type } = visibleDevice(w, input.deviceId);
    const instruction = type.instructions.find((i) => i.code === input.code);
    if (!instruction) throw ApiError.badRequest('该设备不支持此指令');
    if (device.status !== 'ONLINE') throw ApiError.badRequest('设备离线，无法下发指令');
    const record = { deviceId: device.id, kind: 'INSTRUCTION', content: `下发指令：${instruction.name}`, userId: w.caller.user.id, createdAt: ctx.clock.iso() };
    db.insert(deviceRecords).values(record).run();
    return ok(record);
  });
}
