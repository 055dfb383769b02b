export const NOT_FOUND_TEXT = {
  title: '页面不存在',
  description: '您访问的页面不存在或已被移除，请检查链接是否正确。',
  home: '返回首页',
} as const;

/** Restricted access: its actions, and the platform's generic APP_NOT_PUBLIC wording when no denial was stored. */
export const RESTRICTED_TEXT = {
  fallbackTitle: '无法访问',
  fallbackDescription: '抱歉,您无权访问该页面,请先获取权限',
  switchIdentity: '切换身份',
  home: '返回工作台',
  buyToOpen: '购买以下任一商品后即可访问',
  buy: (name: string, yuan: string) => `购买 ${name} ¥${yuan}`,
} as const;
