// Response schema of the serial-number calls (shape: server/README.md "Forms": `{ ruleKey, value, sno }`).
import { z } from 'zod/mini';

export const serialNumberSchema = z.looseObject({
  ruleKey: z.string(),
  value: z.number(),
  sno: z.nullable(z.string()),
});
