/**
 * Devices (calls-and-errors.md §7 "Device: /device/..."): types, devices, their properties, records and the
 * instructions sent to them. Part of the one schema (re-exported by schema.ts).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const deviceTypes = sqliteTable('device_types', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  name: text('name').notNull(),
  /** Role codes of the organisation allowed to see devices of this type (ADMIN, SUB_ADMIN, MEMBER). */
  roles: text('roles', { mode: 'json' }).$type<string[]>().notNull(),
  /** The instructions a device of this type accepts. */
  instructions: text('instructions', { mode: 'json' }).$type<{ code: string; name: string }[]>().notNull(),
});

export const devices = sqliteTable(
  'devices',
  {
    id: text('id').primaryKey(),
    typeId: text('type_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    /** The serial number printed on the device. */
    sn: text('sn').notNull(),
    /** ONLINE | OFFLINE | FAULT */
    status: text('status').notNull(),
    location: text('location').notNull(),
    /** Property name → current value and unit. */
    properties: text('properties', { mode: 'json' }).$type<{ key: string; name: string; value: string; unit: string }[]>().notNull(),
  },
  (t) => [index('devices_type').on(t.typeId)],
);

/** What happened to a device: readings, alarms and instructions, newest last. */
export const deviceRecords = sqliteTable(
  'device_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deviceId: text('device_id').notNull(),
    /** READING | ALARM | INSTRUCTION */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    userId: text('user_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('device_records_device').on(t.deviceId, t.createdAt)],
);
