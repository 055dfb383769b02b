/**
 * 自定义 on the analysis panel (features/analysis/parts/CustomRange.tsx): two date fields on the form's date picker
 * (ui/DateField), then 确定 or 取消. What the pickers answer becomes the range only when both days are there in order;
 * Enter opens a field as a tap does, and the focus goes back to the 自定义 chip when the part closes.
 */
import { fireEvent, render, screen } from '@testing-library/react';

import { CustomRange } from '../../../src/features/analysis/parts/CustomRange';
import { harness } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

/** What Taro's Picker emits once a day is confirmed on it (the H5 sheet or WeChat's picker). */
const pick = (field: HTMLElement, value: string) =>
  fireEvent(field.closest('taro-picker-core')!, new CustomEvent('change', { detail: { value } }));

function setUp(value = { start: '2026-03-01', end: '2026-03-31' }) {
  const onPick = jest.fn();
  const onClose = jest.fn();
  // The chip the focus goes back to, as the range bar draws it.
  const chip = document.createElement('div');
  chip.id = 'analysis-range-custom';
  chip.tabIndex = 0;
  document.body.appendChild(chip);
  render(<CustomRange value={value} onPick={onPick} onClose={onClose} />);
  // By id: jsdom counts what is inside Taro's (not upgraded) picker element as hidden from the accessibility tree.
  const start = document.getElementById('analysis-custom-start')!;
  const end = document.getElementById('analysis-custom-end')!;
  expect([start.getAttribute('role'), end.getAttribute('role')]).toEqual(['button', 'button']);
  return { onPick, onClose, chip, start, end };
}

beforeEach(() => harness.reset());
afterEach(() => document.getElementById('analysis-range-custom')?.remove());

it('starts from the range the panel shows; the two days picked and 确定 become the range, and the focus goes back to 自定义', () => {
  const { onPick, chip, start, end } = setUp();
  expect(start).toHaveProperty('textContent', '2026-03-01');
  expect(end.getAttribute('aria-label')).toBe('结束日期：2026-03-31');
  pick(start, '2026-03-11');
  pick(end, '2026-03-12');
  expect(start.getAttribute('aria-label')).toBe('开始日期：2026-03-11');
  fireEvent.click(screen.getByText('确定'));
  expect(onPick).toHaveBeenCalledWith({ start: '2026-03-11', end: '2026-03-12' });
  expect(document.activeElement).toBe(chip);
});

it('an open range asks for both days; a start after the end is refused with its message', () => {
  const { onPick, start, end } = setUp({ start: null, end: null } as never);
  expect(start.getAttribute('aria-label')).toBe('开始日期：请选择日期');
  fireEvent.click(screen.getByText('确定'));
  expect(harness.mocks.showToast).toHaveBeenLastCalledWith({ title: '请选择开始和结束日期', icon: 'none' });
  pick(start, '2026-03-12');
  pick(end, '2026-03-11');
  fireEvent.click(screen.getByText('确定'));
  expect(harness.mocks.showToast).toHaveBeenLastCalledWith({ title: '开始日期不能晚于结束日期', icon: 'none' });
  expect(onPick).not.toHaveBeenCalled();
});

it('取消 leaves the range as it was and gives the focus back to 自定义', () => {
  const { onPick, onClose, chip, start } = setUp();
  pick(start, '2026-01-01');
  fireEvent.click(screen.getByText('取消'));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onPick).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(chip);
});

it('Enter or Space on a date field reaches the picker as a tap does (the picker opens on that click)', () => {
  const { start, end } = setUp();
  const taps = jest.fn();
  start.closest('taro-picker-core')!.addEventListener('click', taps);
  fireEvent.keyDown(start, { key: 'Enter' });
  fireEvent.keyDown(start, { key: ' ' });
  fireEvent.keyDown(start, { key: 'a' });
  expect(taps).toHaveBeenCalledTimes(2);
  expect(end.closest('taro-picker-core')).not.toBe(start.closest('taro-picker-core'));
});
