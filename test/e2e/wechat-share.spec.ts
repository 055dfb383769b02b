import type { Page } from '@playwright/test';

import { arrivedAt, expect, test } from './fixtures';
import { signInAs, switchOrganisation } from './support/sign-in';
import { bridgeCalls, installBridge, signature, signedUrls, WECHAT_ANDROID, WECHAT_IOS, type BridgeCall } from './support/wechat-bridge';

/**
 * WeChat's browser through the recording stand-in for WeChat's native bridge (support/wechat-bridge.ts): the test
 * reads the signature the SDK was configured with and each share card that was set.
 */

/** An address with its query keys in order: the card's link keeps the query, not necessarily its order. */
const normalised = (address: string) => {
  const u = new URL(address);
  u.searchParams.sort();
  return u.href;
};

/** The last configuration verifies against one of the signed addresses, and the card set last is returned. */
async function cardSet(page: Page, signed: string[]): Promise<Record<string, unknown>> {
  let calls: BridgeCall[] = [];
  await expect.poll(async () => (calls = await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').length).toBeGreaterThan(0);
  const config = calls.filter((c) => c.name === 'preVerifyJSAPI').at(-1)!.args;
  expect(config.verifyAppId).toBe('wx-dev-ware-mobile');
  expect(config.verifyJsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode']));
  const verified = signed.filter((url) => signature(String(config.verifyNonceStr), String(config.verifyTimestamp), url) === config.verifySignature);
  expect(verified.length, `signature of one of ${signed.join(', ')}`).toBe(1);
  const card = calls.filter((c) => c.name === 'updateAppMessageShareData').at(-1)!.args;
  const timeline = calls.filter((c) => c.name === 'updateTimelineShareData').at(-1)!.args;
  expect(timeline.link).toBe(card.link);
  expect(timeline.title).toBe(card.title);
  return card;
}

test.describe('in WeChat’s browser', () => {
  test.use({ userAgent: WECHAT_ANDROID });

  test('each shareable screen signs its address and sets its share card', async ({ page, server }) => {
    await server.reset();
    await installBridge(page);
    await signInAs(page, 'admin');
    await switchOrganisation(page);
    const origin = new URL(server.url).origin;

    const screens: { address: string; link: string | RegExp; title?: string | RegExp }[] = [
      { address: '/app/index?appId=app-open', link: /\/\?Appid=app-open&code=index/ },
      { address: '/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent', link: '/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent' },
      { address: '/app/view/search?appId=app-all-controls&formId=form-all-controls', link: '/app/view/search?appId=app-all-controls&formId=form-all-controls' },
      { address: '/app/view/detail?appId=app-tickets&formId=form-tickets&dataId=data-tickets-1', link: '/app/view/detail?appId=app-tickets&formId=form-tickets&dataId=data-tickets-1' },
      { address: '/app/formInfo?appId=app-open', link: '/app/formInfo?appId=app-open' },
      { address: '/portal/index', link: '/portal/index' },
      { address: '/page?id=pt-portal-1001-news', link: '/page?id=pt-portal-1001-news' },
      { address: '/portal/community/lists', link: '/portal/community/lists', title: '社区' },
      { address: '/portal/community/detail?id=pt-art-4', link: '/portal/community/detail?id=pt-art-4' },
      { address: '/team/teamManagement/Share', link: /\/team\/joinTeam\/(join\?inviteCode=\w+|index)$/, title: /邀请您加入/ },
      { address: '/memberCenter/store', link: '/memberCenter/store', title: '商城' },
      { address: '/memberCenter/goods?id=mc-g-1', link: '/memberCenter/goods?id=mc-g-1' },
    ];
    for (const screen of screens) {
      await test.step(screen.address, async () => {
        const signed = signedUrls(page);
        await page.goto(screen.address);
        await arrivedAt(page, screen.address);
        const card = await cardSet(page, signed);
        // Android signs the address shown.
        expect(signed).toContain(page.url().split('#')[0]);
        const link = String(card.link);
        expect(link.startsWith(origin)).toBe(true);
        if (typeof screen.link === 'string') expect(normalised(link)).toBe(normalised(origin + screen.link));
        else expect(link).toMatch(screen.link);
        expect(String(card.title)).not.toBe('');
        if (screen.title) expect(String(card.title)).toMatch(screen.title);
        expect(card).toHaveProperty('desc');
        expect(card).toHaveProperty('imgUrl');
      });
    }
  });

  test('scan uses WeChat’s scanner through the same loader', async ({ page }) => {
    await installBridge(page, { scanQRCode: { resultStr: 'QR_CODE,hello from wechat' } });
    await page.goto('/pagesB/view/scan');
    await expect.poll(async () => (await bridgeCalls(page)).map((c) => c.name)).toEqual(expect.arrayContaining(['preVerifyJSAPI', 'scanQRCode']));
  });
});

test.describe('in WeChat’s browser on iOS', () => {
  test.use({ userAgent: WECHAT_IOS });

  test('signs the address the page was entered at, also after moving inside the app', async ({ page }) => {
    await installBridge(page);
    await signInAs(page, 'member');
    const signed = signedUrls(page);
    await page.goto('/portal/index');
    const entry = page.url().split('#')[0]!;
    expect(String((await cardSet(page, signed)).link)).toMatch(/\/portal\/index$/);
    // In-app navigation: a new card, signed with the entry address still (no second signing).
    await page.getByRole('button', { name: '2025 年度经营回顾与新年展望' }).click();
    await arrivedAt(page, '/portal/community/detail?id=pt-art-1');
    await expect.poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').map((c) => String(c.args.link))).toContainEqual(expect.stringMatching(/\/portal\/community\/detail\?id=pt-art-1$/));
    expect(signed).toEqual([entry]);
  });
});

test('outside WeChat the JS-SDK is never loaded nor signed for', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await installBridge(page);
  await signInAs(page, 'member');
  await page.goto('/portal/community/detail?id=pt-art-4');
  await expect(page.getByTestId('article-text')).toBeVisible();
  await page.goto('/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent');
  await arrivedAt(page, '/app/view/lists?appId=app-visit&formId=form-visit&viewId=view-visit-recent');
  await expect(page.getByTestId('share-link')).toBeVisible();
  expect(fetched.filter((u) => /wechat-jssdk|pay\/payment\/sign/.test(u))).toEqual([]);
  expect(await bridgeCalls(page)).toEqual([]);
});
