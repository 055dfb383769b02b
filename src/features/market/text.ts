import type { InstallStatus } from '../../api/market';

/** Texts of the application market and package details. */
export const MARKET_TEXT = {
  failed: '应用市场加载失败',
  retry: '重试',
  empty: '暂无应用包',
  installed: '已安装',
  install: '安装',
  installing: '安装中…',
  installDone: '安装成功',
  installFailed: '安装失败',
  reinstall: '重新安装',
  apps: '包含应用',
  notFound: '应用包不存在',
  more: '加载更多',
} as const;

/** What a package's state says beside its name in the market ('' when not installed: nothing to say). */
export function statusText(status: InstallStatus): string {
  if (status === 'INSTALLED') return MARKET_TEXT.installed;
  if (status === 'INSTALLING') return MARKET_TEXT.installing;
  if (status === 'FAILED') return MARKET_TEXT.installFailed;
  return '';
}
