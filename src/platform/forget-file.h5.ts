import type { LocalFile } from './local-file';

/** Lets the browser free a chosen photo once it has been sent (never kept after upload). */
export function forgetLocalFile(file: LocalFile): void {
  if (file.path.startsWith('blob:')) URL.revokeObjectURL(file.path);
}
