import { Button, View } from '@tarojs/components';
import { act, fireEvent, render } from '@testing-library/react';
import { useState, version } from 'react';

// Taro's H5 components are custom elements behind a wrapper that also copies every prop onto the element as a
// property. Screen readers, role queries and `dataset` read the attributes, so every render must leave the
// attributes themselves right: "false" kept as "false", a prop that goes away removed. A renderer that set these as
// properties would leave them at their first value.
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

describe('aria-* and data-* on Taro H5 custom elements', () => {
  it('renders with React 18, as both builds do', () => {
    expect(version).toMatch(/^18\./);
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
