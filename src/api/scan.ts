/**
 * The code in a picture, read by the platform (calls-and-errors.md §7 "Storage": unLogin/qrcode-upload; no token
 * needed). The scan screen asks it when the phone cannot read the picture itself (its decoder could not load).
 */
import { readCodeSchema } from './schemas/scan';
import { uploadTo } from './storage';

export const readCodeOnServer = (file: { path: string; blob?: Blob; name: string }) =>
  uploadTo('/storage/fileStorage/unLogin/qrcode-upload', file, readCodeSchema);
