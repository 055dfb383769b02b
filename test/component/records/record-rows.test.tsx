import { Current } from '@tarojs/runtime';
import { act, fireEvent, render } from '@testing-library/react';

import type { FlatRecord } from '../../../src/domain/records';
import { maxMountedRows } from '../../../src/features/records/parts/record-window';
import { RecordRows, OVERSCAN, type RecordRowsProps } from '../../../src/features/records/parts/RecordRows';

/** The page's scroll: RecordRows follows it through usePageScroll, which the test drives as the page would. */
const pageScroll = { to: (_scrollTop: number) => undefined as unknown };
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual<{ default: Record<string, unknown> } & Record<string, unknown>>('@tarojs/taro');
  const usePageScroll = (cb: (e: { scrollTop: number }) => void) => void (pageScroll.to = (scrollTop) => cb({ scrollTop }));
  return { __esModule: true, ...actual, usePageScroll, default: { ...actual.default, usePageScroll } };
});

const ROWS: FlatRecord[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `data-${i + 1}`, code: `LEDGER-${i + 1}`, creater: '张成员' }) as FlatRecord);
const ROW_HEIGHT = 144;
const VIEWPORT = 844;

const PAGE = '/pagesB/view/lists';
let page: HTMLElement;
beforeEach(() => {
  // Taro's selector query (RecordRows measures its rows) looks inside the current page.
  page = document.createElement('div');
  page.id = PAGE;
  page.className = 'taro_page';
  document.body.appendChild(page);
  (Current as { page: unknown }).page = { path: PAGE };
});
afterEach(() => page.remove());

const text = (el: Element | null | undefined) => el?.textContent ?? '';

async function scrollTo(scrollTop: number) {
  await act(async () => void pageScroll.to(scrollTop));
}

function mount(overrides: Partial<RecordRowsProps> = {}) {
  const onOpen = jest.fn();
  const props: RecordRowsProps = {
    rows: ROWS,
    total: ROWS.length,
    lineCount: 1,
    lines: (row) => [{ key: 'creater', label: '创建人', text: String(row.creater) }],
    viewportHeight: VIEWPORT,
    estimatedRowHeight: ROW_HEIGHT,
    listLabel: '台账列表',
    onOpen,
    ...overrides,
  };
  const view = render(<RecordRows {...props} />, { container: page });
  const items = () => Array.from(view.container.querySelectorAll<HTMLElement>('[data-testid="record-item"]'));
  return { ...view, items, onOpen };
}

describe('RecordRows: a 10,000-row list mounts a bounded number of rows', () => {
  const bound = maxMountedRows(VIEWPORT, ROW_HEIGHT, OVERSCAN);

  it('mounts only the rows near the screen, at the top and anywhere the page is scrolled', async () => {
    const list = mount();
    await act(async () => undefined);
    expect(list.items().length).toBeGreaterThan(0);
    expect(list.items().length).toBeLessThanOrEqual(bound);
    expect(text(list.items()[0])).toContain('LEDGER-1');

    for (const scrollTop of [ROW_HEIGHT * 5_000, ROW_HEIGHT * 9_990, ROW_HEIGHT * 10_000]) {
      await scrollTo(scrollTop);
      const items = list.items();
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(bound);
    }
    // Scrolled to the bottom: the last record is mounted, the first is not.
    expect(text(list.container)).toContain('LEDGER-10000');
    expect(text(list.container)).not.toMatch(/LEDGER-1(?!\d)/);
  });

  it('keeps the whole list’s height in the spacers, so the page scrolls as if every row were there', async () => {
    const list = mount();
    await scrollTo(ROW_HEIGHT * 4_000);
    const pads = Array.from(list.container.querySelectorAll<HTMLElement>('.records__pad')).map((p) => parseFloat(p.style.height));
    expect(pads[0]! + list.items().length * ROW_HEIGHT + pads[1]!).toBe(ROWS.length * ROW_HEIGHT);
  });

  it('tells screen readers each row’s place in the whole list; rows are links that open the record', async () => {
    const list = mount();
    await scrollTo(ROW_HEIGHT * 2_000);
    const first = list.items()[0]!;
    const position = Number(first.getAttribute('aria-posinset'));
    expect(first.getAttribute('aria-setsize')).toBe('10000');
    expect(position).toBeGreaterThan(1_900);
    expect(text(first)).toContain(`LEDGER-${position}`);

    fireEvent.click(first);
    expect(list.onOpen).toHaveBeenLastCalledWith(ROWS[position - 1]);
    const link = first.querySelector('[role="link"]')!;
    expect(link.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(list.onOpen).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(link, { key: 'a' });
    expect(list.onOpen).toHaveBeenCalledTimes(2);
  });

  it('reads a row’s lines once while it stays mounted, and a scroll within a row moves nothing', async () => {
    const lines = jest.fn((row: FlatRecord) => [{ key: 'creater', label: '创建人', text: String(row.creater) }]);
    const list = mount({ lines });
    await act(async () => undefined);
    const first = list.items().map((i) => i.getAttribute('aria-posinset'));
    expect(lines).toHaveBeenCalledTimes(first.length);

    await scrollTo(10);
    expect(list.items().map((i) => i.getAttribute('aria-posinset'))).toEqual(first);
    expect(lines).toHaveBeenCalledTimes(first.length);

    // One row further: one row enters; the rows that stay are not read again.
    await scrollTo(ROW_HEIGHT + 1);
    expect(list.items().at(-1)?.getAttribute('aria-posinset')).toBe(String(first.length + 1));
    expect(lines).toHaveBeenCalledTimes(first.length + 1);
  });

  it('a short list mounts every row', async () => {
    const list = mount({ rows: ROWS.slice(0, 3), total: 3 });
    await act(async () => undefined);
    expect(list.items()).toHaveLength(3);
  });
});
