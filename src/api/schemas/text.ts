// A text field the platform may leave out or send as null, as the screens read it. Written once here: each schema
// module had its own copy of the same pipe. Its own module rather than next to idSchema (schemas/session.ts): the
// schemas that read it are the subpackages' (team, member centre, devices, certification...), and session.ts is in
// the weapp main package, which has no room; here it costs the main package nothing.
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
