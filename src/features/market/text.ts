/** Texts of the application market and package details. */
export const MARKET_TEXT = {
  failed: '应用市场加载失败',
  retry: '重试',
  empty: '暂无应用包',
  installed: '已安装',
  install: '安装',
  installing: '安装中…',
  installDone: '安装成功',
  apps: '包含应用',
  notFound: '应用包不存在',
} as const;
