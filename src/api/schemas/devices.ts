// Response schemas of the device calls (calls-and-errors.md §7 "Device"; shapes: server/README.md "Devices").
import { z } from 'zod/mini';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

export const deviceTypesSchema = z.array(
  z.looseObject({ id: z.string(), name: text, deviceCount: z.catch(z.number(), 0) }),
);

const instructionSchema = z.looseObject({ code: z.string(), name: text });

export const deviceTypeSchema = z.looseObject({ id: z.string(), name: text, deviceCount: z.catch(z.number(), 0), instructions: z.catch(z.array(instructionSchema), []) });

export const devicePropertiesSchema = z.catch(z.array(z.looseObject({ key: z.string(), name: text, value: text, unit: text })), []);

const statusSchema = z.catch(z.enum(['ONLINE', 'OFFLINE', 'FAULT']), 'OFFLINE');
export const deviceRowsSchema = z.array(
  z.looseObject({ id: z.string(), name: text, sn: text, status: statusSchema, location: text }),
);

export const deviceSchema = z.looseObject({
  id: z.string(),
  name: text,
  sn: text,
  status: statusSchema,
  location: text,
  typeId: text,
  typeName: text,
  properties: devicePropertiesSchema,
  instructions: z.catch(z.array(instructionSchema), []),
});

export const deviceRecordsSchema = z.array(z.looseObject({ kind: text, content: text, createdAt: text }));
