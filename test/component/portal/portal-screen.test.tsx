import { Text } from '@tarojs/components';
import { Current } from '@tarojs/runtime';
import Taro from '@tarojs/taro';
import { act, render, screen, waitFor } from '@testing-library/react';

import { READ_MORE_HEIGHT_RPX, SWIPER_INTERVAL_MS } from '../../../src/domain/constants';
import { SIGN_IN_NEEDED_TEXT } from '../../../src/domain/messages';
import { BannerBlock } from '../../../src/features/portal/blocks/BannerBlock';
import { ReadMore } from '../../../src/features/portal/community/ReadMore';
import { COMMUNITY_TEXT } from '../../../src/features/portal/community/text';
import PortalScreen from '../../../src/features/portal/PortalScreen';
import { PORTAL_TEXT } from '../../../src/features/portal/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

// The shared fake has no page context: the page-scroll and pull-down hooks are inert here.
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const page = { usePullDownRefresh: () => undefined, usePageScroll: () => undefined, useDidHide: () => undefined, stopPullDownRefresh: () => undefined, pageScrollTo: () => Promise.resolve() };
  return { ...taro, ...page, default: { ...taro.default, ...page } };
});
const FILE = '9a7000000000000000000001';
const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const PORTAL = {
  id: 'pt-portal-1001',
  name: '门户',
  blocks: [
    { id: 'n', type: 'notice', text: '通知内容' },
    { id: 'b', type: 'banner', items: [{ fileId: FILE, title: '第一张', link: '', image: 'https://x.test/1.png' }] },
    { id: 'a', type: 'apps', title: '常用应用', apps: [{ id: 'app-open', name: '公开报名', icon: '', type: 'FORM' }] },
    { id: 'r', type: 'richText', title: '简介', richTextIds: ['rt-1'] },
    { id: 'w', type: 'weather', title: '天气' },
    { id: 'x', type: 'articles', title: '新闻', articleIds: ['art-1'] },
  ],
};

/** The portal service as the screen sees it; `failArticles` answers the article block's call with a server error. */
function portalService(options: { failArticles?: boolean } = {}) {
  const seen: string[] = [];
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    seen.push(path);
    if (path.endsWith('/bigtable/portal')) return ok(PORTAL);
    if (path.endsWith('/bigtable/rich-texts')) return ok([{ id: 'rt-1', content: '<p onclick="alert(1)">简介正文<script>alert(2)</script></p>' }]);
    if (path.endsWith('/cms/content/article/list/ids')) {
      if (options.failArticles) return Promise.resolve({ statusCode: 500, data: { code: 500, message: '服务器繁忙', data: null } });
      return ok([{ id: 'art-1', kind: 'article', title: '第一篇文章', summary: '', images: [], readCount: 3, commentCount: 0 }]);
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return seen;
}

const signIn = () => useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1', tenantId: '1001' });

beforeEach(() => {
  resetClient();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Portal screen', () => {
  it('renders each known block, a quiet placeholder for an unknown one, and rich text only as the sanitised tree', async () => {
    signIn();
    const seen = portalService();
    await mount(<PortalScreen />);
    expect(await screen.findByText('通知内容')).toBeTruthy();
    expect(screen.getByText('第一张')).toBeTruthy();
    expect(screen.getByText('公开报名')).toBeTruthy();
    expect(await screen.findByText('第一篇文章')).toBeTruthy();
    expect(seen).toContain('/api/cms/content/article/list/ids');
    expect(screen.getByText(PORTAL_TEXT.unknownBlock)).toBeTruthy();
    const rich = document.querySelector('[data-testid="portal-rich-text"]') as HTMLElement;
    expect(rich.innerHTML).toBe('<p>简介正文</p>');
  });

  it('a block whose data fails says so with a retry, and the other blocks stay', async () => {
    signIn();
    const seen = portalService({ failArticles: true });
    await mount(<PortalScreen />);
    expect(await screen.findByText(PORTAL_TEXT.blockFailed)).toBeTruthy();
    expect(screen.getByText('通知内容')).toBeTruthy();
    const before = seen.filter((p) => p.endsWith('/list/ids')).length;
    await press(screen.getByText(PORTAL_TEXT.retry));
    expect(seen.filter((p) => p.endsWith('/list/ids')).length).toBe(before + 1);
  });

  it('without a session it asks to sign in and calls nothing', async () => {
    const seen = portalService();
    await mount(<PortalScreen />);
    expect(await screen.findByText(SIGN_IN_NEEDED_TEXT.organisation)).toBeTruthy();
    expect(screen.getByText(SIGN_IN_NEEDED_TEXT.signIn)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('the spec’s portal limits (§9)', () => {
  const slides = [1, 2].map((i) => ({ fileId: `f${i}`, title: `第${i}张`, link: '', image: `https://x.test/${i}.png` }));

  it('the banner moves on every 3000 ms (swiper interval)', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      render(<BannerBlock block={{ id: 'b', type: 'banner', title: '', items: slides }} />);
      const current = () => screen.getByTestId('portal-banner').getAttribute('data-current');
      act(() => void jest.advanceTimersByTime(SWIPER_INTERVAL_MS - 1));
      expect(current()).toBe('0');
      act(() => void jest.advanceTimersByTime(1));
      expect(current()).toBe('1');
    } finally {
      jest.useRealTimers();
    }
  });

  /** ReadMore in a page, its box and content measured at the given heights (jsdom lays nothing out). */
  function readMore(heights: { box: number; content: number }) {
    // Taro's selector query measures inside the current page; the design is 375 wide (config/index.ts).
    const page = document.createElement('div');
    page.id = '/pagesA/community/detail';
    page.className = 'taro_page';
    document.body.appendChild(page);
    (Current as { page: unknown }).page = { path: page.id };
    Taro.initPxTransform({ designWidth: 375, deviceRatio: { 375: 2 } });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.id === 'rm' ? heights.box : this.id === 'rm-content' ? heights.content : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height, width: 0, height, toJSON: () => ({}) };
    });
    render(<ReadMore id="rm" contentKey="a"><Text>正文</Text></ReadMore>, { container: page });
    return document.getElementById('rm') as HTMLElement;
  }

  it('content taller than the read-more height is cut at 400rpx until 阅读全文', async () => {
    const box = readMore({ box: 200, content: 640 });
    // 400rpx is 200 design px (750rpx to 375): 10rem on H5 (Taro's rem is 20 design px), 400rpx in the mini program.
    expect(box.style.maxHeight).toBe(`${READ_MORE_HEIGHT_RPX / 2 / 20}rem`);
    expect(box.style.maxHeight).toBe('10rem');
    expect(box.style.overflow).toBe('hidden');
    await press(await screen.findByRole('button', { name: COMMUNITY_TEXT.readMore }));
    expect(box.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: COMMUNITY_TEXT.collapse }).getAttribute('aria-expanded')).toBe('true');
  });

  it('content that fits is shown uncut, without 阅读全文', async () => {
    const box = readMore({ box: 120, content: 120 });
    await waitFor(() => expect(box.style.maxHeight).toBe(''));
    expect(screen.queryByRole('button', { name: COMMUNITY_TEXT.readMore })).toBeNull();
  });
});
