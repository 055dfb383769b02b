// Response schemas of the device calls (calls-and-errors.md §7 "Device"; shapes: server/README.md "Devices").
import { z } from 'zod';

const text = z.string().nullish().transform((v) => v ?? '');

export const deviceTypesSchema = z.array(z.looseObject({ id: z.string(), name: text, deviceCount: z.number().catch(0) }));

const instructionSchema = z.looseObject({ code: z.string(), name: text });

const statusSchema = z.enum(['ONLINE', 'OFFLINE', 'FAULT']).catch('OFFLINE');
export const deviceRowsSchema = z.array(z.looseObject({ id: z.string(), name: text, sn: text, status: statusSchema, location: text }));

export const deviceSchema = z.looseObject({
  id: z.string(),
  name: text,
  sn: text,
  status: statusSchema,
  location: text,
  typeId: text,
  typeName: text,
  properties: z.array(z.looseObject({ key: z.string(), name: text, value: text, unit: text })).catch([]),
  instructions: z.array(instructionSchema).catch([]),
});

export const deviceRecordsSchema = z.array(z.looseObject({ kind: text, content: text, createdAt: text }));
