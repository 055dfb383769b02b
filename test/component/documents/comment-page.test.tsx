import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { DOCUMENT_TEXT } from '../../../src/domain/documents';
import DocumentCommentPage from '../../../src/features/documents/CommentScreen';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { idle, mount, press as pressElement } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

// The shared fake has no pull-down hook (it needs a page context): this one keeps the page's handler to pull with.
const mockPull = { handler: null as null | (() => void), stopped: jest.fn() };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const usePullDownRefresh = (cb: () => void) => {
    mockPull.handler = cb;
  };
  const stopPullDownRefresh = () => mockPull.stopped();
  return { ...taro, usePullDownRefresh, stopPullDownRefresh, default: { ...taro.default, usePullDownRefresh, stopPullDownRefresh } };
});

const DOC = { id: 'doc-1', title: '员工手册', fileId: 'f1', name: '员工手册.pdf', fileType: 'pdf', readCount: 3, commentCount: 1, collected: false, member: true };
const SEEDED = { id: 'c1', documentId: 'doc-1', content: '第一条', createTime: '2026-01-05T08:00:00.000Z', user: { id: '10001', nickname: '王管理' }, mine: false };
const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });

/** The content service as the page sees it; `failSends` answers the next comment posts with a network failure. */
function contentService() {
  const state = { comments: [SEEDED] as Array<Record<string, unknown>>, posts: [] as unknown[], failSends: 0 };
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path.endsWith('/cms/documentLib/detail')) return ok(DOC);
    if (path.endsWith('/cms/comment/list')) return ok({ content: state.comments, totalElements: state.comments.length, page: 1, size: 20, last: true });
    if (path.endsWith('/cms/comment/add')) {
      state.posts.push(req.data);
      if (state.failSends > 0) {
        state.failSends -= 1;
        return Promise.reject(new Error('request:fail network down'));
      }
      const added = { id: `c${state.comments.length + 1}`, documentId: 'doc-1', content: (req.data as { content: string }).content, createTime: '2026-02-01T08:00:00.000Z', user: { id: '10003', nickname: '张成员' }, mine: true };
      state.comments = [added, ...state.comments];
      return ok(added);
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return state;
}

const box = () => document.querySelector('taro-textarea-core') as HTMLElement & { value?: string };
const type = async (text: string) => {
  await waitFor(() => expect(box()).not.toBeNull());
  fireEvent(box(), new CustomEvent('input', { detail: { value: text } }));
};
const press = async (name: string) => pressElement(await screen.findByText(name));

beforeEach(() => {
  resetClient();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const signIn = () => useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });

describe('Document comment page', () => {
  it('lists the comments; a blank comment is refused before anything is sent', async () => {
    signIn();
    const service = contentService();
    harness.query = { id: 'doc-1' };
    await mount(<DocumentCommentPage />);
    expect(await screen.findByText('员工手册')).toBeTruthy();
    expect(screen.getByText('第一条')).toBeTruthy();
    expect(screen.getByText('共 1 条评论')).toBeTruthy();
    await type('   ');
    await press(DOCUMENT_TEXT.send);
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_TEXT.commentEmpty);
    expect(service.posts).toHaveLength(0);
  });

  it('a failed send keeps the text; the retry posts it once, shows it first and empties the box', async () => {
    signIn();
    const service = contentService();
    service.failSends = 1;
    harness.query = { id: 'doc-1' };
    await mount(<DocumentCommentPage />);
    await type('  写得很好  ');
    await press(DOCUMENT_TEXT.send);
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENT_TEXT.loadFailed);
    expect(box().getAttribute('value') ?? box().value).toBe('  写得很好  ');
    await press(DOCUMENT_TEXT.send);
    expect(await screen.findByText('共 2 条评论')).toBeTruthy();
    expect(service.posts).toHaveLength(2);
    expect(service.posts[1]).toMatchObject({ documentId: 'doc-1', content: '写得很好' });
    const items = Array.from(document.querySelectorAll('[data-testid="document-comment"]')).map((n) => n.textContent);
    expect(items[0]).toContain('写得很好');
    expect(items).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box().getAttribute('value') ?? box().value ?? '').toBe('');
  });

  it('pull to refresh loads the comments again and stops the indicator', async () => {
    signIn();
    const service = contentService();
    harness.query = { id: 'doc-1' };
    await mount(<DocumentCommentPage />);
    expect(await screen.findByText('共 1 条评论')).toBeTruthy();
    service.comments = [{ ...SEEDED, id: 'c9', content: '别人刚写的' }, ...service.comments];
    act(() => mockPull.handler!());
    await idle();
    expect(await screen.findByText('别人刚写的')).toBeTruthy();
    expect(screen.getByText('共 2 条评论')).toBeTruthy();
    expect(mockPull.stopped).toHaveBeenCalled();
  });

  it('without a token: asks to sign in and comes back to this document\'s comments', async () => {
    contentService();
    harness.query = { id: 'doc-1' };
    await mount(<DocumentCommentPage />);
    expect(await screen.findByText(DOCUMENT_TEXT.loginRequired)).toBeTruthy();
    await press(DOCUMENT_TEXT.signIn);
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/login?redirectUrl=%2FpagesB%2Fview%2Fcomment%3Fid%3Ddoc-1' });
  });

  it('without a document id: says the link is incomplete', async () => {
    signIn();
    contentService();
    await mount(<DocumentCommentPage />);
    expect(await screen.findByText(DOCUMENT_TEXT.missingTarget)).toBeTruthy();
  });
});
