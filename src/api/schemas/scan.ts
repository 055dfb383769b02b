// Response schema of the server's code reading (unLogin/qrcode-upload; shape: server/README.md "Scan").
import { z } from 'zod/mini';

import { textOrEmpty } from './text';

export const readCodeSchema = z.looseObject({
  text: z.string(),
  format: textOrEmpty,
});
