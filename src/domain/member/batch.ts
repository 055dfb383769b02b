// What a batch action says when it is done (the customers', memberships' and suppliers' select mode): how many it
// did, and each chosen row it left, by the name the list showed, with the server's reason.

/** The rows an action did, and each one it left with why. */
export interface BatchOutcome {
  done: string[];
  failed: { id: string; reason: string }[];
}

export interface BatchReport {
  /** N 条已删除 / 已更新 (or that none was). */
  summary: string;
  /** One line per row that stayed: its name (the id when the list no longer shows it) and why. */
  failures: string[];
}

/** `verb` is what the action did to a row: 删除, 更新. */
export function batchReport(outcome: BatchOutcome, nameOf: (id: string) => string | undefined, verb = '删除'): BatchReport {
  const summary = outcome.done.length ? `${outcome.done.length} 条已${verb}` : `未${verb}任何记录`;
  const failures = outcome.failed.map((f) => `${nameOf(f.id) ?? f.id}：${f.reason}`);
  return { summary: failures.length ? `${summary}，${failures.length} 条未${verb}` : summary, failures };
}

/** The question asked before a batch removal: it cannot be undone. */
export const batchRemoveQuestion = (count: number, what: string): string => `确定删除选中的 ${count} 个${what}吗？删除后不可恢复`;
