/**
 * The stored-XSS test article (issue 41 item 9): the usual payloads in a community article of 演示科技有限公司, created
 * through the server's test hook by the specs that need it, never part of the demo seed (it appeared in the live
 * feed). Its id is fixed so a spec can open its detail screen.
 */
import type { LocalServer } from '../fixtures';

export const XSS_ARTICLE_ID = 'test-art-xss';
export const XSS_ARTICLE_TITLE = '富文本安全示例';

/** The usual stored-XSS payloads (OWASP filter-evasion cheat sheet): each would set window.__xss if it ran. */
const XSS_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<a href="javascript:window.__xss = \'link\'">点我领取</a>',
  '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  '<iframe src="javascript:window.__xss = \'iframe\'"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.__xss = \'p\'">带事件的段落</p>',
  '<object data="javascript:window.__xss = \'object\'"></object>',
];

/** Creates the article (again after a reset; creating it twice keeps one). */
export async function createXssArticle(server: LocalServer): Promise<void> {
  const res = await fetch(`${server.url}/__test/articles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: XSS_ARTICLE_ID,
      tenantId: '1001',
      kind: 'article',
      title: XSS_ARTICLE_TITLE,
      content: `<p>本文包含常见的脚本注入写法，用于验证客户端的富文本清理：</p>${XSS_PAYLOADS.join('')}<p><em>以上内容应只显示为安全的文字。</em></p>`,
      // 王管理, the organisation's admin.
      authorId: '10001',
    }),
  });
  if (!res.ok) throw new Error(`POST /__test/articles -> ${res.status}`);
}
