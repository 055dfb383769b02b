/**
 * config/sub-common-groups.ts: the modules several subpackages share become one sub-common chunk per set of pages, so
 * every page still requires exactly the modules it used (Taro's plugin reads the groups' `chunks` for that).
 */
import type { Module } from 'webpack';

import { groupedSubCommon } from '../../../config/sub-common-groups';

interface Dep {
  identifier?: string;
  resource?: string;
  rawIdentifier: string;
  chunks: Set<string>;
}

/** Taro's plugin as far as the subclass uses it: the deps it found, one cache group per module. */
class TaroLike {
  subCommonDeps = new Map<string, Dep>();
  getSubCommonCacheGroup(): Record<string, object> {
    return Object.fromEntries([...this.subCommonDeps.keys()].map((name) => [`sub-common/${name}`, {}]));
  }
}

const dep = (resource: string, pages: string[], rawIdentifier = `javascript/esm|${resource}`): Dep => ({ resource, identifier: rawIdentifier, rawIdentifier, chunks: new Set(pages) });
type Group = { name: string; test: (m: Partial<Module> & { resource?: string; _identifier?: string }) => boolean; priority: number };

function grouped(deps: Record<string, Dep>) {
  const plugin = new (groupedSubCommon(TaroLike))();
  plugin.subCommonDeps = new Map(Object.entries(deps));
  const groups = Object.values(plugin.getSubCommonCacheGroup()) as Group[];
  return { plugin, groups };
}

describe('groupedSubCommon', () => {
  const detailAndPortal = ['pagesB/view/detail', 'portal/index'];
  const { plugin, groups } = grouped({
    a: dep('/src/domain/portal/rich-text.ts', detailAndPortal),
    b: dep('/node_modules/xss/lib/xss.js', [...detailAndPortal].reverse()),
    c: dep('/src/api/forms.ts', ['pagesB/view/detail', 'team/index']),
  });
  const groupOf = (resource: string) => groups.filter((g) => g.test({ resource }));

  it('puts modules used by the same pages in one chunk, and others apart', () => {
    expect(groups).toHaveLength(2);
    expect(groupOf('/src/domain/portal/rich-text.ts')).toEqual(groupOf('/node_modules/xss/lib/xss.js'));
    expect(groupOf('/src/api/forms.ts')).toHaveLength(1);
    expect(groupOf('/src/api/forms.ts')[0]).not.toBe(groupOf('/node_modules/xss/lib/xss.js')[0]);
    expect(groupOf('/src/elsewhere.ts')).toEqual([]);
    for (const g of groups) expect(g.priority).toBe(1000);
  });

  it("tells Taro's plugin each chunk's pages, under the chunk's name", () => {
    const pagesOf = new Map([...plugin.subCommonDeps].map(([name, d]) => [`sub-common/${name}`, [...d.chunks].sort()]));
    expect(pagesOf.get(groupOf('/node_modules/xss/lib/xss.js')[0]!.name)).toEqual(detailAndPortal);
    expect(pagesOf.get(groupOf('/src/api/forms.ts')[0]!.name)).toEqual(['pagesB/view/detail', 'team/index']);
  });

  it('names a set of pages the same in every build', () => {
    expect(grouped({ x: dep('/src/x.ts', [...detailAndPortal].reverse()) }).groups[0]!.name).toBe(groupOf('/src/domain/portal/rich-text.ts')[0]!.name);
  });

  it('finds a module without a resource by its identifier, and keeps compile-mode templates one per module', () => {
    const bare: Dep = { identifier: 'ignored|some-id', rawIdentifier: 'ignored|some-id', chunks: new Set(detailAndPortal) };
    const template = dep('/src/x.tsx', detailAndPortal, 'xml/compile-mode|/src/x.tsx');
    const result = grouped({ bare, tmpl: template });
    expect(result.groups.filter((g) => g.test({ _identifier: 'ignored|some-id' }))).toHaveLength(1);
    expect([...result.plugin.subCommonDeps.keys()]).toContain('tmpl');
    expect(result.groups).toHaveLength(2);
  });
});
