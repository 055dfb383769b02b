import { Button, View } from '@tarojs/components';
import { act, fireEvent, render } from '@testing-library/react';
import { useState as preactUseState } from 'preact/hooks';
import { useState } from 'react';

import '../../../src/platform/preact-options.h5';

// The builds render with Preact, and so does this project (jest.config.js maps react to preact/compat). Taro's H5
// components are custom elements behind a wrapper that copies every prop onto the element as a property; without
// src/platform/preact-options.h5.ts Preact then changed only that property on re-render and the
// attribute kept its first value (自定义's aria-checked and 已收藏's aria-pressed stayed "false" in the browser).
function Toggle() {
  const [on, setOn] = useState(false);
  const [count, setCount] = useState(0);
  const extra = on ? { 'aria-disabled': true } : {};
  return (
    <View>
      <View role="checkbox" aria-checked={on} data-count={count} {...extra} onClick={() => setOn((v) => !v)}>
        自定义
      </View>
      <Button aria-pressed={on} onClick={() => setCount((c) => c + 1)}>
        收藏
      </Button>
    </View>
  );
}

describe('aria-* and data-* on Taro H5 custom elements under Preact', () => {
  it('runs on preact/compat, as the builds do', () => {
    expect(useState).toBe(preactUseState);
  });

  it('updates, keeps "false" and removes the attributes on every render', async () => {
    const { container } = render(<Toggle />);
    const box = container.querySelector('[role="checkbox"]') as HTMLElement;
    const button = container.querySelector('taro-button-core') as HTMLElement;
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(box.getAttribute('data-count')).toBe('0');
    expect(box.hasAttribute('aria-disabled')).toBe(false);

    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(box.getAttribute('aria-disabled')).toBe('true');

    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(box.getAttribute('data-count')).toBe('2');
    expect(box.dataset.count).toBe('2');

    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(box.hasAttribute('aria-disabled')).toBe(false);
  });
});
