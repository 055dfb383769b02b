import Taro, { usePageScroll } from '@tarojs/taro';
import { memo, useEffect, useMemo, useRef, useState } from 'react';

import { rowWindow } from './record-window';
import { RecordItem, type RowLine } from './RecordItem';
import { Block } from './row-elements';
import type { FlatRecord } from '../../../domain/records';

/** Lines of one row (title excluded); rows are as tall as records.css `.records__row--n{1-4}` says. */
export const MAX_ROW_LINES = 4;
/** Row heights in design px (records.css `.records__row--n{1-4}`): 56 + 22 per line. */
export const rowDesignHeight = (lines: number) => 56 + 22 * Math.min(Math.max(lines, 1), MAX_ROW_LINES);
/** Rows mounted beyond each edge of the screen: enough that a fling or a Tab never lands on a blank. */
export const OVERSCAN = 4;

export interface RecordRowsProps {
  rows: readonly FlatRecord[];
  /** All records of the query (rows holds the pages loaded so far): the list's size for screen readers. */
  total: number;
  /** How many lines each row shows (1-4): fixes the row height. */
  lineCount: number;
  /** A row's lines; read once per row object (kept until `lines` changes), so a mounted row never renders again. */
  lines: (row: FlatRecord) => RowLine[];
  /** The window's height, px. */
  viewportHeight: number;
  /** Row height before it is measured, px. */
  estimatedRowHeight: number;
  listLabel: string;
  onOpen: (row: FlatRecord) => void;
}

interface Layout {
  rowHeight: number;
  listTop: number;
}

const titleOf = (row: FlatRecord) => String(row.code ?? row.id);

const Row = memo(function Row(props: { row: FlatRecord; position: number; total: number; lineCount: number; lines: RowLine[]; onOpen: (row: FlatRecord) => void }) {
  const { row, position, total, lineCount, lines, onOpen } = props;
  const open = () => onOpen(row);
  return (
    <Block
      className={`records__row records__row--n${Math.min(Math.max(lineCount, 1), MAX_ROW_LINES)}`}
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      data-testid="record-item"
      data-index={position - 1}
      onClick={open}
    >
      <RecordItem title={titleOf(row)} lines={lines} onOpen={open} />
    </Block>
  );
});

/** `lines` read once per row object: the same array each time, so `Row`'s memo holds. */
function useRowLines(lines: (row: FlatRecord) => RowLine[]): (row: FlatRecord) => RowLine[] {
  return useMemo(() => {
    const seen = new WeakMap<FlatRecord, RowLine[]>();
    return (row) => {
      let found = seen.get(row);
      if (!found) seen.set(row, (found = lines(row)));
      return found;
    };
  }, [lines]);
}

/**
 * A record list that mounts only the rows near the screen (rowWindow over the page's scroll): 10,000 loaded rows
 * keep a few dozen mounted. Rows have a fixed height per line count; the real height and the list's offset are
 * measured once rows exist (both targets' selector query), the estimate stands in until then.
 *
 * The page's scroll is followed here, not by the screen: a scroll renders this list only, and only when the window
 * of mounted rows moves (a scroll within a row changes nothing on screen, so it sets no state). A render then mounts
 * the row that enters and unmounts the one that leaves; the rows that stay are memoised and not rendered again.
 */
export function RecordRows(props: RecordRowsProps) {
  const { rows, total, lineCount, viewportHeight, estimatedRowHeight, listLabel, onOpen } = props;
  const lines = useRowLines(props.lines);
  const [layout, setLayout] = useState<Layout>({ rowHeight: estimatedRowHeight, listTop: 0 });
  // The scroll offset the window was last computed from; `scrolled` is the page's latest one.
  const [scrollTop, setScrollTop] = useState(0);
  const scrolled = useRef(0);
  const hasRows = rows.length > 0;

  useEffect(() => setLayout((l) => ({ ...l, rowHeight: estimatedRowHeight })), [estimatedRowHeight]);

  useEffect(() => {
    if (!hasRows) return;
    let live = true;
    const timer = setTimeout(() => {
      Taro.createSelectorQuery()
        .select('.records__list')
        .boundingClientRect()
        .select('.records__row')
        .boundingClientRect()
        .selectViewport()
        .scrollOffset()
        .exec((res: unknown[]) => {
          const [list, row, viewport] = (res ?? []) as ({ top?: number; height?: number; scrollTop?: number } | null)[];
          if (!live) return;
          const rowHeight = row?.height && row.height > 0 ? row.height : undefined;
          const listTop = typeof list?.top === 'number' ? list.top + (viewport?.scrollTop ?? 0) : undefined;
          setLayout((l) => ({ rowHeight: rowHeight ?? l.rowHeight, listTop: listTop ?? l.listTop }));
        });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [hasRows, lineCount]);

  const input = { count: rows.length, rowHeight: layout.rowHeight, viewportHeight, listTop: layout.listTop, overscan: OVERSCAN };
  const win = rowWindow({ ...input, scrollTop });
  // What the scroll handler compares with: the window on screen and what it was computed from.
  const shown = useRef({ input, win });
  useEffect(() => {
    shown.current = { input, win };
  });
  // More rows or a measured layout: the window follows the page's latest offset, not the one it last moved at.
  useEffect(() => setScrollTop(scrolled.current), [rows.length, layout]);

  usePageScroll(({ scrollTop: top }) => {
    scrolled.current = top;
    const next = rowWindow({ ...shown.current.input, scrollTop: top });
    if (next.start !== shown.current.win.start || next.end !== shown.current.win.end) setScrollTop(top);
  });

  const setSize = Math.max(total, rows.length);
  return (
    <Block className="records__list" role="list" aria-label={listLabel}>
      <Block className="records__pad" style={{ height: `${win.padTop}px` }} />
      {rows.slice(win.start, win.end).map((row, i) => (
        <Row key={row.id} row={row} position={win.start + i + 1} total={setSize} lineCount={lineCount} lines={lines(row)} onOpen={onOpen} />
      ))}
      <Block className="records__pad" style={{ height: `${win.padBottom}px` }} />
    </Block>
  );
}
