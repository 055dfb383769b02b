import { boardChanged, boardPayload, moveItem, toggleHidden } from '@/domain/analysis';

const items = [
  { widgetId: 'a', hidden: false, widget: { title: 'A' } },
  { widgetId: 'b', hidden: false, widget: { title: 'B' } },
  { widgetId: 'c', hidden: true, widget: { title: 'C' } },
];
const ids = (list: { widgetId: string }[]) => list.map((i) => i.widgetId).join('');

describe('control board: reorder, hide and show', () => {
  it.each<{ case: string; index: number; delta: number; expected: string }>([
    { case: 'up', index: 1, delta: -1, expected: 'bac' },
    { case: 'down', index: 1, delta: 1, expected: 'acb' },
    { case: 'the first cannot go up', index: 0, delta: -1, expected: 'abc' },
    { case: 'the last cannot go down', index: 2, delta: 1, expected: 'abc' },
    { case: 'an index outside the list changes nothing', index: 5, delta: -1, expected: 'abc' },
  ])('move $case', ({ index, delta, expected }) => {
    expect(ids(moveItem(items, index, delta))).toBe(expected);
  });

  it('toggles one widget and sends only the order and flags', () => {
    const toggled = toggleHidden(items, 'c');
    expect(toggled[2]!.hidden).toBe(false);
    expect(boardPayload(toggled)).toEqual([
      { widgetId: 'a', hidden: false },
      { widgetId: 'b', hidden: false },
      { widgetId: 'c', hidden: false },
    ]);
  });

  it('knows when the board changed', () => {
    expect(boardChanged(items, [...items])).toBe(false);
    expect(boardChanged(items, moveItem(items, 0, 1))).toBe(true);
    expect(boardChanged(items, toggleHidden(items, 'a'))).toBe(true);
    expect(boardChanged(items, items.slice(0, 2))).toBe(true);
  });
});
