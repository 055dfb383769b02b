/**
 * The mini program's modules that several subpackages share (and the main package does not) in one file per set of
 * pages that use them, instead of Taro's one file per module.
 *
 * Taro's `optimizeMainPackage` (MiniSplitChunksPlugin in @tarojs/webpack5-runner) copies each such module into every
 * subpackage that uses it, as `<root>/sub-common/<md5 of the module>.js`, and starts every page that uses it with
 * `require("../sub-common/<md5>.js");`. pagesB alone had 130 of those files and 516 such lines (32 KB of `require`s and
 * about 10 KB of chunk wrappers for 180 KB of modules). Modules used by exactly the same pages are loaded together in
 * any case: here they are one chunk (so webpack can also join them into one scope), named by that set of pages. Each
 * page still loads exactly the modules it loaded before, from the same subpackage; only the number of files changes.
 */
import { createHash } from 'node:crypto';

import type { Module } from 'webpack';

/** What Taro's plugin records for each module shared by subpackages (its `subCommonDeps` values). */
interface SubCommonDep {
  identifier?: string;
  resource?: string;
  rawIdentifier: string;
  chunks: Set<string>;
}

/** The members of Taro's plugin this subclass reads and writes (names as in its compiled source). */
interface MiniSplitChunks {
  subCommonDeps: Map<string, SubCommonDep>;
  getSubCommonCacheGroup(): Record<string, object>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base constructor must take any[] (TS2545)
type MiniSplitChunksClass = new (...args: any[]) => MiniSplitChunks;

const SUB_COMMON_DIR = 'sub-common';

/** A module as Taro's own cache-group test reads it: by its resource, or its identifier when it has none. */
const keyOf = (dep: { resource?: string; identifier?: string }) => (dep.resource ? `r:${dep.resource}` : `i:${dep.identifier ?? ''}`);

/** Taro's MiniSplitChunksPlugin with one sub-common chunk per set of pages instead of one per module. */
export function groupedSubCommon<T extends MiniSplitChunksClass>(Base: T): T {
  return class GroupedSubCommon extends Base {
    override getSubCommonCacheGroup(): Record<string, object> {
      const groups = new Map<string, SubCommonDep & { members: Set<string> }>();
      for (const [depName, dep] of this.subCommonDeps) {
        // Taro names compile-mode templates after their module (a "-templates" suffix): those stay one per module.
        const compileMode = dep.rawIdentifier.startsWith('xml/compile-mode');
        const pages = [...dep.chunks].sort().join('\n');
        const name = compileMode ? depName : createHash('md5').update(pages).digest('hex');
        const group = groups.get(name) ?? { rawIdentifier: dep.rawIdentifier, chunks: new Set(dep.chunks), members: new Set<string>() };
        group.members.add(keyOf(dep));
        groups.set(name, group);
      }
      // Taro's later steps (which page requires which sub-common file) read the groups from here.
      this.subCommonDeps = groups;
      return Object.fromEntries(
        [...groups].map(([name, group]) => {
          const chunkName = `${SUB_COMMON_DIR}/${name}`;
          const test = (module: Module & { _identifier?: string }) =>
            group.members.has(keyOf({ resource: (module as { resource?: string }).resource, identifier: module._identifier }));
          return [chunkName, { name: chunkName, test, priority: 1000 }];
        }),
      );
    }
  };
}
