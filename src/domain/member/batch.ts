// What a batch removal says when it is done (the customers' and memberships' select mode): how many went, and each
// chosen row that stayed, by the name the list showed, with the server's reason.

export interface BatchOutcome {
  removed: string[];
  failed: { id: string; reason: string }[];
}

export interface BatchReport {
  /** N 条已删除 (or that none was). */
  summary: string;
  /** One line per row that stayed: its name (the id when the list no longer shows it) and why. */
  failures: string[];
}

export function batchReport(outcome: BatchOutcome, nameOf: (id: string) => string | undefined): BatchReport {
  const summary = outcome.removed.length ? `${outcome.removed.length} 条已删除` : '未删除任何记录';
  const failures = outcome.failed.map((f) => `${nameOf(f.id) ?? f.id}：${f.reason}`);
  return { summary: failures.length ? `${summary}，${failures.length} 条未删除` : summary, failures };
}

/** The question asked before a batch removal: it cannot be undone. */
export const batchRemoveQuestion = (count: number, what: string): string => `确定删除选中的 ${count} 个${what}吗？删除后不可恢复`;
