/** The identity provider's own pages: sign-in, sign-out and errors, in Chinese. */
import type { KoaContextWithOIDC } from 'oidc-provider';

const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:400px;margin:0 auto;padding:48px 24px}
h1{font-size:22px;margin:0 0 4px}
p.sub{color:#646a73;margin:0 0 28px;font-size:14px}
label{display:block;font-size:14px;margin:16px 0 6px}
input{width:100%;height:44px;padding:0 12px;font-size:16px;border:1px solid #d0d3d6;border-radius:8px;background:#fff}
input:focus{outline:2px solid #0064f1;border-color:#0064f1}
/* The product primary (src/ui/theme.css): white on it is 5.2:1 (the former #3370ff was 4.28:1, under WCAG 1.4.3). */
button{width:100%;height:44px;margin-top:24px;font-size:16px;border:0;border-radius:8px;background:#0064f1;color:#fff;cursor:pointer}
button.secondary{background:transparent;color:#646a73;margin-top:8px}
.error{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#fff0f0;color:#d83931;font-size:14px}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface LoginPageOptions {
  uid: string;
  username?: string;
  error?: string;
  clientName?: string;
}

/** The sign-in form: a real form (Enter submits), labelled inputs with autocomplete hints, an error in an alert. */
export function loginPage({ uid, username = '', error, clientName = 'Ware Mobile' }: LoginPageOptions): string {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return page(
    '登录',
    `<h1>登录</h1>
<p class="sub">使用平台账号登录 ${escapeHtml(clientName)}</p>
<form method="post" action="${action}/login" novalidate>
  <label for="username">用户名</label>
  <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false"
    required value="${escapeHtml(username)}"${username ? '' : ' autofocus'}${error ? ' aria-describedby="login-error"' : ''}>
  <label for="password">密码</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${username ? ' autofocus' : ''}>
  ${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">登录</button>
</form>
<form method="post" action="${action}/abort">
  <button type="submit" class="secondary">取消</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="sub" role="alert">${escapeHtml(message)}</p>`);
}

export async function errorPage(kctx: KoaContextWithOIDC, out: Record<string, unknown>): Promise<void> {
  kctx.type = 'html';
  const description = out.error_description ?? out.error ?? '未知错误';
  kctx.body = page(
    '出错了',
    `<h1>出错了</h1><p class="sub" role="alert">${escapeHtml(description)}</p><p class="sub">错误代码: ${escapeHtml(out.error)}</p>`,
  );
}

export async function logoutPage(kctx: KoaContextWithOIDC, form: string): Promise<void> {
  kctx.type = 'html';
  kctx.body = page(
    '退出登录',
    `<h1>退出登录</h1><p class="sub">确定要退出当前账号吗?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>退出登录</button>
<button type="submit" form="op.logoutForm" class="secondary">取消</button>`,
  );
}

export async function postLogoutPage(kctx: KoaContextWithOIDC): Promise<void> {
  kctx.type = 'html';
  kctx.body = page('已退出', '<h1>已退出登录</h1><p class="sub">您可以关闭此页面。</p>');
}
