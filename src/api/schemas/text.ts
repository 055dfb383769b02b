// A text field the platform may leave out or send as null, as the screens read it. Written once here: each schema
// module had its own copy of the same pipe. Tiny and import-free (zod only), so whichever package a schema lands in
// carries just these two.
import { z } from 'zod/mini';

/** The text, or '' when the platform left it out or sent null (screens show nothing rather than "null"). */
export const textOrEmpty = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/** The text, or null when the platform left it out (absent and null mean the same: not set). */
export const textOrNull = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? null),
);
