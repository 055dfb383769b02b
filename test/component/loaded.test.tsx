import { fireEvent, render, screen } from '@testing-library/react';

import { Loaded, type LoadState } from '../../src/ui/Loaded';

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

  it('retries through the load', () => {
    const state = load({ status: 'error', error: new Error('网络') });
    show(state);
    fireEvent.click(screen.getByText('重试'));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });
});
