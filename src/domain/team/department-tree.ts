// The department tree of the member list (spec §2 "the department tree (members per department ...)"), from the
// flat list the platform answers: children under their parent in sort order, each with its own members and the
// members of everything below it.

export interface DepartmentRow {
  id: string;
  name: string;
  parentId?: string | null | undefined;
  sort: number;
  memberCount: number;
}

export interface DepartmentNode<D extends DepartmentRow = DepartmentRow> {
  department: D;
  depth: number;
  /** Members of this department and all below it. */
  totalMembers: number;
  children: DepartmentNode<D>[];
}

/** Roots are departments without a parent, or whose parent is not in the list (a cycle never loops). */
export function departmentTree<D extends DepartmentRow>(rows: readonly D[]): DepartmentNode<D>[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string | null, D[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) && row.parentId !== row.id ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): DepartmentNode<D>[] =>
    (childrenOf.get(parent) ?? [])
      .filter((d) => !seen.has(d.id) && seen.add(d.id))
      .sort((a, b) => a.sort - b.sort)
      .map((department) => {
        const children = build(department.id, depth + 1);
        return { department, depth, children, totalMembers: department.memberCount + children.reduce((n, c) => n + c.totalMembers, 0) };
      });
  return build(null, 0);
}

/** The tree as rows in reading order (a parent before its children), for a flat list on screen. */
export function flattenTree<D extends DepartmentRow>(nodes: readonly DepartmentNode<D>[]): DepartmentNode<D>[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}
