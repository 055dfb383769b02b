/**
 * Input schemas every service shares (parse them with `parse`, errors.ts): ids and paging. A service's own inputs
 * stay in its route module.
 */
import { z } from 'zod';

/** Any id in a path, query or body: users, organisations, apps, forms, records ... (opaque strings). */
export const Id = z.string().trim().min(1).max(64);

/** `/:id` path parameters. */
export const IdParam = z.object({ id: Id });

/** A batch of ids in a body (`ids`, `userIds`). */
export const IdList = z.array(Id).min(1).max(200);

/**
 * The paging fields of a list query, to spread into its schema: `page` counts from 1 (default 1), `size` is 1 to
 * `maxSize` (default `defaultSize`). Query strings are coerced.
 */
export const paging = (maxSize = 200, defaultSize = 20) => ({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
});

/** Spec screens-data-rules.md §5 "Textarea maximum length 140": a comment, a task's opinion, each is one textarea. */
export const TEXTAREA_MAX = 140;
