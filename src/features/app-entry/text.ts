/** Texts of the application index. */
export const APP_INDEX_TEXT = {
  noApp: '未指定应用',
  noAppDescription: '请通过应用链接或工作台打开应用。',
  toHome: '进入工作台',
  notFound: '应用不存在或已删除',
  failed: '应用打开失败',
  notFoundDescription: '请检查链接是否正确，或联系应用管理员。',
  retry: '重试',
  loading: '正在打开应用…',
  entries: '应用入口',
  noEntries: '您在本应用中暂无可用的入口',
  form: '表单',
  view: '列表',
  /** An entry that leads nowhere (a view whose form is unknown) is shown, marked as not available. */
  notAvailable: '暂未开放',
  poster: '分享海报',
  analysis: '统计分析',
} as const;
