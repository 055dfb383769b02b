import { readFileSync } from 'node:fs';

import { addressOf, arrivedAt, expect, test } from './fixtures';
import { signInAs } from './support/sign-in';
import { ACCESS_DENIED } from '../../src/domain/access/messages';
import { APP_LOGIN_TEXT, DOCUMENT_TEXT } from '../../src/domain/documents';

/**
 * A member opens a seeded document by its preview link, favourites and scores it and adds
 * a comment that shows on the comment page; files download through the download page; the service agreement shows;
 * the application login page hands over to sign-in and comes back to the app. Not signed in, a public document
 * shows and a private one asks to sign in. A document opened for an app (appId) is behind that app's access gate on
 * every document screen.
 */
const HANDBOOK = '/portal/document/preview?id=doc-handbook';

test.beforeEach(async ({ server }) => {
  await server.reset();
});

test('a member previews a document, favourites and scores it, and comments on it', async ({ page, context }) => {
  await signInAs(page, 'member');
  await page.goto(HANDBOOK);
  await expect(page.getByRole('heading', { name: '员工手册' })).toBeVisible();
  await expect(page.getByText('类型：PDF')).toBeVisible();
  await expect(page.getByText(/大小：\d+ B/)).toBeVisible();
  // Seeded with 10 reads: this visit is the 11th.
  await expect(page.getByTestId('read-count')).toHaveText('11 次阅读');

  // The PDF opens in the browser (inline file download URL).
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: DOCUMENT_TEXT.open }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/\/api\/file\/fileoperation\/download\?fileId=ceb73b78d6513662e4c4ed756bf700f8&isDownload=0&ticket=\d+\.[\w-]+$/);
  await tab.close();

  // Favourite: the state is the server's (still there after a reload).
  await page.getByRole('button', { name: DOCUMENT_TEXT.favourite, exact: true }).click();
  await expect(page.getByRole('button', { name: DOCUMENT_TEXT.favourited })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('radio', { name: '4 星' }).click();
  await expect(page.getByText('评分：4.5 分 · 2 人评分')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: DOCUMENT_TEXT.favourited })).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 星' })).toHaveAttribute('aria-checked', 'true');
  // Who scored how (score/list), under the score as it is now (score/selectByDocumentId).
  await page.getByRole('button', { name: DOCUMENT_TEXT.scoreRecords }).click();
  await expect(page.getByTestId('score-records')).toContainText('4.5 分 · 2 人评分');
  await expect(page.getByTestId('score-record')).toHaveText([/^张成员 ★★★★ /, /^王管理 ★★★★★ /]);

  // Comments: the seeded one is there; a blank comment is refused before sending; a new one shows first.
  await page.getByRole('button', { name: '评论 (1)' }).click();
  await arrivedAt(page, '/portal/document/comment?id=doc-handbook');
  await expect(page.getByTestId('document-comment')).toHaveCount(1);
  await expect(page.getByTestId('document-comment').first()).toContainText('请大家认真阅读第三章。');
  await page.getByRole('button', { name: DOCUMENT_TEXT.send }).click();
  await expect(page.getByRole('alert')).toHaveText(DOCUMENT_TEXT.commentEmpty);
  await page.getByRole('textbox', { name: DOCUMENT_TEXT.commentPlaceholder }).fill('已读，收获很大');
  await page.getByRole('button', { name: DOCUMENT_TEXT.send }).click();
  await expect(page.getByTestId('document-comment').first()).toContainText('已读，收获很大');
  await expect(page.getByTestId('document-comment').first()).toContainText('张成员');
  await expect(page.getByText('共 2 条评论')).toBeVisible();
  await expect(page.getByRole('textbox', { name: DOCUMENT_TEXT.commentPlaceholder })).toHaveValue('');

  // It is stored: a fresh visit to the comment page shows it, and the preview counts it.
  await page.goto('/portal/document/comment?id=doc-handbook');
  await expect(page.getByTestId('document-comment').first()).toContainText('已读，收获很大');
  await page.goto(HANDBOOK);
  await expect(page.getByRole('button', { name: '评论 (2)' })).toBeVisible();
});

test('files download through the download page, with a clear error for a missing one', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/portal/document/preview?id=doc-notes');
  await expect(page.getByText(DOCUMENT_TEXT.noPreview)).toBeVisible();
  await page.getByRole('button', { name: DOCUMENT_TEXT.download, exact: true }).click();
  await arrivedAt(page, '/app/view/download?id=doc-notes');
  await expect(page.getByText('会议纪要.txt')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: DOCUMENT_TEXT.downloadStart }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('会议纪要.txt');
  const path = await file.path();
  expect(readFileSync(path, 'utf8')).toContain('季度经营分析会纪要');
  await expect(page.getByRole('status')).toContainText(DOCUMENT_TEXT.downloaded);
  await expect(page.getByRole('button', { name: DOCUMENT_TEXT.downloadAgain })).toBeVisible();

  // A record's uploaded file by its id (documentLinkFor's target), and an unknown id.
  await page.goto('/app/view/download?fileId=e4ec73be43ff0a3f46cf4e20c1ec6eec&name=%E6%B5%B7%E6%8A%A5.png');
  await expect(page.getByText('海报.png').first()).toBeVisible();
  await expect(page.getByText('类型：PNG')).toBeVisible();
  await page.goto(`/app/view/download?fileId=${'f'.repeat(24)}`);
  await expect(page.getByText(DOCUMENT_TEXT.fileNotFound)).toBeVisible();
});

test('not signed in: a public document shows, a private one asks to sign in; the service agreement shows', async ({ page }) => {
  await page.goto('/portal/document/preview?id=doc-poster');
  await expect(page.getByRole('heading', { name: '产品海报' })).toBeVisible();
  await expect(page.getByTestId('file-preview').locator('img')).toHaveAttribute('src', /fileId=e4ec73be43ff0a3f46cf4e20c1ec6eec&isDownload=0/);
  await expect(page.getByText(DOCUMENT_TEXT.signInToInteract)).toBeVisible();
  await expect(page.getByRole('button', { name: DOCUMENT_TEXT.favourite, exact: true })).toHaveCount(0);

  await page.goto(HANDBOOK);
  await expect(page.getByText(DOCUMENT_TEXT.loginRequired)).toBeVisible();
  await page.getByRole('button', { name: DOCUMENT_TEXT.signIn }).click();
  await arrivedAt(page, /^\/pages\/login\/login\?redirectUrl=/);
  await signInAs(page, 'member', { open: false });
  await arrivedAt(page, HANDBOOK);
  await expect(page.getByRole('heading', { name: '员工手册' })).toBeVisible();

  await page.goto('/pagesB/view/serviceAgreement');
  await expect(page.getByRole('heading', { name: 'Ware 平台服务协议' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、总则' })).toBeVisible();
  await expect(page.getByText(/欢迎使用 Ware 低代码业务平台/)).toBeVisible();
});

test('the application login page hands over to sign-in and comes back to the app', async ({ page }) => {
  await page.goto('/app/view/login?appId=app-auth-required');
  await expect(page.getByRole('heading', { name: '需登录应用' })).toBeVisible();
  await expect(page.getByText(APP_LOGIN_TEXT.needsSignIn)).toBeVisible();

  // Not agreed yet: nothing happens but the reminder.
  await page.getByRole('button', { name: APP_LOGIN_TEXT.signIn, exact: true }).click();
  await expect(page.getByText(APP_LOGIN_TEXT.mustAgree)).toBeVisible();
  await arrivedAt(page, '/app/view/login?appId=app-auth-required');

  // The agreement link opens the agreement; back, agree and sign in.
  await page.getByRole('button', { name: APP_LOGIN_TEXT.agreement }).click();
  await expect(page.getByRole('heading', { name: 'Ware 平台服务协议' })).toBeVisible();
  await page.goBack();
  const agree = page.getByRole('checkbox', { name: `${APP_LOGIN_TEXT.agreePrefix}${APP_LOGIN_TEXT.agreement}` });
  await agree.click();
  await expect(agree).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: APP_LOGIN_TEXT.signIn, exact: true }).click();
  await arrivedAt(page, /^\/pages\/login\/login\?redirectUrl=/);
  await signInAs(page, 'member', { open: false });
  await arrivedAt(page, '/app/index?appId=app-auth-required');

  // Signed in, the app login page goes straight back to the app.
  await page.goto('/app/view/login?appId=app-auth-required');
  await arrivedAt(page, '/app/index?appId=app-auth-required');
});

test('a document opened for an app keeps the app in its links; one of a closed or not-yet-open app lands on restricted access', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'member');
  // Allowed: the download and comment pages stay behind the same app's access gate.
  await page.goto(`${HANDBOOK}&appId=app-open`);
  await expect(page.getByRole('heading', { name: '员工手册' })).toBeVisible();
  await page.getByRole('button', { name: /^评论 \(\d+\)$/ }).click();
  await arrivedAt(page, '/portal/document/comment?id=doc-handbook&appId=app-open');
  await page.goto(`${HANDBOOK}&appId=app-open`);
  await page.getByRole('button', { name: DOCUMENT_TEXT.download, exact: true }).click();
  await arrivedAt(page, '/app/view/download?id=doc-handbook&appId=app-open');
  await expect(page.getByRole('button', { name: DOCUMENT_TEXT.downloadStart })).toBeVisible();

  // Refused: each document screen of the app lands where the app's other screens do, with the same message.
  const cases = [
    ['closed', ACCESS_DENIED.closed.title],
    ['window-later', ACCESS_DENIED.windowNotStarted.title],
  ] as const;
  for (const [code, title] of cases) {
    for (const address of [`${HANDBOOK}&appId=app-${code}`, `/portal/document/comment?id=doc-handbook&appId=app-${code}`, `/app/view/download?id=doc-handbook&appId=app-${code}`]) {
      await page.goto(address);
      await expect.poll(() => addressOf(page), { message: address }).toBe('/app/view/restrictedAccess?type=noPermission');
      await expect(page.getByRole('alert').getByText(title, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: '员工手册' })).toHaveCount(0);
    }
  }
});
