// Response schemas of the device calls (calls-and-errors.md §7 "Device"; shapes: server/README.md "Devices").
import { z } from 'zod/mini';

import { textOrEmpty } from './text';

export const deviceTypesSchema = z.array(
  z.looseObject({ id: z.string(), name: textOrEmpty, deviceCount: z.catch(z.number(), 0) }),
);

const instructionSchema = z.looseObject({ code: z.string(), name: textOrEmpty });

export const deviceTypeSchema = z.looseObject({ id: z.string(), name: textOrEmpty, deviceCount: z.catch(z.number(), 0), instructions: z.catch(z.array(instructionSchema), []) });

export const devicePropertiesSchema = z.catch(z.array(z.looseObject({ key: z.string(), name: textOrEmpty, value: textOrEmpty, unit: textOrEmpty })), []);

const statusSchema = z.catch(z.enum(['ONLINE', 'OFFLINE', 'FAULT']), 'OFFLINE');
export const deviceRowsSchema = z.array(
  z.looseObject({ id: z.string(), name: textOrEmpty, sn: textOrEmpty, status: statusSchema, location: textOrEmpty }),
);

export const deviceSchema = z.looseObject({
  id: z.string(),
  name: textOrEmpty,
  sn: textOrEmpty,
  status: statusSchema,
  location: textOrEmpty,
  typeId: textOrEmpty,
  typeName: textOrEmpty,
  properties: devicePropertiesSchema,
  instructions: z.catch(z.array(instructionSchema), []),
});

export const deviceRecordsSchema = z.array(z.looseObject({ kind: textOrEmpty, content: textOrEmpty, createdAt: textOrEmpty }));
