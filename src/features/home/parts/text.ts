/** Texts of the platform home's app part. */
export const HOME_APPS_TEXT = {
  search: '搜索应用',
  scan: '扫一扫',
  counters: '我的事项',
  todo: '待办',
  done: '已办',
  startedBy: '我发起的',
  lastUsed: '最近使用',
  myApps: '我的应用',
  noApps: '暂无应用',
  market: '应用市场',
  controlPanel: '控制面板',
  portal: '企业门户',
  loading: '应用加载中',
  failed: '应用加载失败',
  retry: '重试',
} as const;

/** Texts of home search. */
export const HOME_SEARCH_TEXT = {
  placeholder: '搜索应用名称',
  label: '搜索应用',
  empty: '没有找到相关应用',
  failed: '搜索失败,请稍后重试',
} as const;
