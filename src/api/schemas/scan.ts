// Response schema of the server's code reading (unLogin/qrcode-upload; shape: server/README.md "Scan").
import { z } from 'zod';

export const readCodeSchema = z.looseObject({ text: z.string(), format: z.string().nullish().transform((v) => v ?? '') });
