// Issue 42 item 6, "buttons that lead nowhere": when a button is offered at all. A button is shown only when what it
// opens can show the person something real; otherwise it is left out rather than leading to an empty or refusing page.

/** The home's counters that lead somewhere: the to-do centre has a tab for each. 我提交的 (report) has no screen
 * listing the person's submissions (the spec names no such call), so it is not shown as a dead button. */
export const HOME_COUNTERS = ['todo', 'done', 'startedBy'] as const;

/** 统计分析 on an app's index: a member role (a guest cannot read panels) and at least one panel with a widget the
 * person may read (GET /bigtable/analysis-panel lists only those), since the screen would otherwise show nothing. */
export function offersAnalysis(role: string | null | undefined, panels: readonly { widgets: readonly unknown[] }[] | undefined): boolean {
  return !!role && role !== 'GUEST' && !!panels?.some((p) => p.widgets.length > 0);
}

/** 安装 on a package: only for those holding the organisation's `app:install` permission (the server refuses others). */
export const offersInstall = (permissionCodes: readonly string[] | undefined): boolean => !!permissionCodes?.includes('app:install');
