/** The packages of a built mini program and their sizes as WeChat counts them (for size.ts and weapp-check.ts). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function dirSize(dir: string, skip: Set<string> = new Set()): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.has(full)) continue;
    if (entry.isDirectory()) total += dirSize(full, skip);
    // WeChat does not upload license notices; they are not part of the package size.
    else if (!entry.name.endsWith('.LICENSE.txt')) total += statSync(full).size;
  }
  return total;
}

/** The main package (everything outside the subpackage roots) and each subpackage root that exists, in bytes. */
export function packageSizes(dist: string, roots: readonly string[]): { main: number; subpackages: { root: string; bytes: number }[] } {
  const present = roots.filter((root) => existsSync(path.join(dist, root)));
  return {
    main: dirSize(dist, new Set(present.map((root) => path.join(dist, root)))),
    subpackages: present.map((root) => ({ root, bytes: dirSize(path.join(dist, root)) })),
  };
}
