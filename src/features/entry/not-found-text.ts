export const NOT_FOUND_TEXT = {
  title: '页面不存在',
  description: '您访问的页面不存在或已被移除，请检查链接是否正确。',
  home: '返回首页',
} as const;
