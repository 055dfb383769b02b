// Response schema of the server's code reading (unLogin/qrcode-upload; shape: server/README.md "Scan").
import { z } from 'zod/mini';

export const readCodeSchema = z.looseObject({
  text: z.string(),
  format: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? ''),
  ),
});
