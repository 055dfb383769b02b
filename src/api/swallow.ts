/**
 * The swallowing wrappers (calls-and-errors.md §7 "Request layer"): a few calls never fail for their caller. The
 * leader check resolves false (api/platform.ts isLeader); the form read/write state list resolves empty (its path
 * is not in the spec: the pickers build it with `orEmpty`). Calls wrapped so are made silent by their modules.
 */
export async function orEmpty<T>(call: Promise<readonly T[]>): Promise<T[]> {
  try {
    return [...(await call)];
  } catch {
    return [];
  }
}

export async function orFalse(call: Promise<boolean>): Promise<boolean> {
  try {
    return await call;
  } catch {
    return false;
  }
}
