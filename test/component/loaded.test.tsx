import { fireEvent, render, screen } from '@testing-library/react';

import { harness } from './support/taro';
import { OFFLINE_TEXT, SIGN_IN_TO_SEE_TEXT } from '../../src/domain/messages';
import { Loaded, type LoadState } from '../../src/ui/Loaded';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('./support/taro')>('./support/taro').taroFactory());

const load = (over: Partial<LoadState<string>>): LoadState<string> => ({
  status: 'success',
  data: undefined,
  error: null,
  refetch: jest.fn(() => Promise.resolve()),
  ...over,
});

const show = (state: LoadState<string>) =>
  render(
    <Loaded load={state} failed={(e) => `失败：${e.message}`}>
      {(data) => <span>{data}</span>}
    </Loaded>,
  );

describe('Loaded', () => {
  it.each([
    ['pending: nothing yet', load({ status: 'pending' }), null, false],
    ['success: the content', load({ data: '记录一' }), '记录一', false],
    ['first load failed: the retry view with the screen words', load({ status: 'error', error: new Error('网络') }), null, true],
    ['a reload failed with content on screen: the content stays', load({ status: 'error', error: new Error('网络'), data: '记录一' }), '记录一', false],
  ])('%s', (_, state, content, retry) => {
    show(state);
    if (content) expect(screen.getByText(content)).toBeTruthy();
    else expect(screen.queryByText('记录一')).toBeNull();
    expect(screen.queryByText('失败：网络') !== null).toBe(retry);
  });

  it.each([
    ['offline with the last answer kept: a note with its age', load({ data: '记录一', isPaused: true, dataUpdatedAt: Date.now() - 10 * 60_000 }), `${OFFLINE_TEXT.note} · 10分钟前`],
    ['offline, an answer of a moment ago: 刚刚', load({ data: '记录一', isPaused: true, dataUpdatedAt: Date.now() - 1000 }), `${OFFLINE_TEXT.note} · 刚刚`],
    ['online: no note', load({ data: '记录一', isPaused: false, dataUpdatedAt: Date.now() - 10 * 60_000 }), null],
  ])('%s', (_, state, note) => {
    show(state);
    expect(screen.getByText('记录一')).toBeTruthy();
    expect(screen.queryByRole('status')?.textContent ?? null).toBe(note);
  });

  it('retries through the load', () => {
    const state = load({ status: 'error', error: new Error('网络') });
    show(state);
    fireEvent.click(screen.getByText('重试'));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('a load the server answered 401 (opened signed out) offers sign-in, coming back to this page with its query', () => {
    harness.pages = [{ route: 'pagesB/view/detail', options: { appId: 'app-visit', dataId: 'd-1' } }];
    const state = load({ status: 'error', error: Object.assign(new Error('token过期,请重新登录'), { status: 401 }) });
    show(state);
    expect(screen.getByText(SIGN_IN_TO_SEE_TEXT.title)).toBeTruthy();
    fireEvent.click(screen.getByText(SIGN_IN_TO_SEE_TEXT.signIn));
    expect(harness.mocks.redirectTo).toHaveBeenCalledWith({ url: '/pages/login/login?redirectUrl=%2FpagesB%2Fview%2Fdetail%3FappId%3Dapp-visit%26dataId%3Dd-1' });
    expect(state.refetch).not.toHaveBeenCalled();
  });
});
