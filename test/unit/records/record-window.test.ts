import { maxMountedRows, rowWindow, type WindowInput } from '@/features/records/parts/record-window';

const base: WindowInput = { count: 10_000, rowHeight: 100, scrollTop: 0, viewportHeight: 800, listTop: 200, overscan: 4 };

describe('rowWindow: the rows a long list mounts for a scroll position', () => {
  it.each<{ case: string; input: Partial<WindowInput>; expected: ReturnType<typeof rowWindow> }>([
    { case: 'top of the page: rows in view below the header, plus overscan', input: {}, expected: { start: 0, end: 10, padTop: 0, padBottom: 999_000 } },
    { case: 'scrolled into the list', input: { scrollTop: 5_200 }, expected: { start: 46, end: 62, padTop: 4_600, padBottom: 993_800 } },
    { case: 'at the bottom: the last rows, no space below', input: { scrollTop: 200 + 1_000_000 - 800 }, expected: { start: 9_988, end: 10_000, padTop: 998_800, padBottom: 0 } },
    { case: 'past the end (overscroll) stays inside the list', input: { scrollTop: 5_000_000 }, expected: { start: 10_000, end: 10_000, padTop: 1_000_000, padBottom: 0 } },
    { case: 'negative scroll (pull down) starts at row 0', input: { scrollTop: -80 }, expected: { start: 0, end: 10, padTop: 0, padBottom: 999_000 } },
    { case: 'fewer rows than the screen holds: all of them', input: { count: 3 }, expected: { start: 0, end: 3, padTop: 0, padBottom: 0 } },
    { case: 'empty list', input: { count: 0 }, expected: { start: 0, end: 0, padTop: 0, padBottom: 0 } },
    { case: 'no overscan', input: { scrollTop: 1_200, overscan: 0 }, expected: { start: 10, end: 18, padTop: 1_000, padBottom: 998_200 } },
    { case: 'garbage numbers do not break it (nothing in view: nothing mounted)', input: { rowHeight: Number.NaN, scrollTop: Number.NaN, viewportHeight: -1 }, expected: { start: 0, end: 0, padTop: 0, padBottom: 10_000 } },
  ])('$case', ({ input, expected }) => {
    expect(rowWindow({ ...base, ...input })).toEqual(expected);
  });

  it('never mounts more than maxMountedRows, wherever the list is scrolled', () => {
    const bound = maxMountedRows(base.viewportHeight, base.rowHeight, base.overscan);
    expect(bound).toBe(17);
    for (let top = -500; top < 1_001_000; top += 373) {
      const w = rowWindow({ ...base, scrollTop: top });
      expect(w.end - w.start).toBeLessThanOrEqual(bound);
      // The pads and the mounted rows always add up to the whole list's height.
      expect(w.padTop + (w.end - w.start) * base.rowHeight + w.padBottom).toBe(base.count * base.rowHeight);
    }
  });
});
