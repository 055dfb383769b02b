/** Texts of the platform home's app part. */
export const HOME_APPS_TEXT = {
  search: '搜索应用',
  counters: '我的事项',
  todo: '待办',
  done: '已办',
  startedBy: '我发起的',
  report: '我提交的',
  lastUsed: '最近使用',
  myApps: '我的应用',
  noApps: '暂无应用',
  market: '应用市场',
  failed: '应用加载失败',
  retry: '重试',
} as const;
