import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { memo, useEffect, useState } from 'react';

import { rowWindow } from './record-window';
import { RecordItem, type RowLine } from './RecordItem';
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
  lines: (row: FlatRecord) => RowLine[];
  /** The page's scroll offset (usePageScroll) and the window's height, px. */
  scrollTop: number;
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
    <View
      className={`records__row records__row--n${Math.min(Math.max(lineCount, 1), MAX_ROW_LINES)}`}
      role="listitem"
      aria-setsize={total}
      aria-posinset={position}
      data-testid="record-item"
      data-index={position - 1}
      onClick={open}
    >
      <RecordItem title={titleOf(row)} lines={lines} onOpen={open} />
    </View>
  );
});

/**
 * A record list that mounts only the rows near the screen (rowWindow over the page's scroll): 10,000 loaded rows
 * keep a few dozen mounted. Rows have a fixed height per line count; the real height and the list's offset are
 * measured once rows exist (both targets' selector query), the estimate stands in until then.
 */
export function RecordRows(props: RecordRowsProps) {
  const { rows, total, lineCount, lines, scrollTop, viewportHeight, estimatedRowHeight, listLabel, onOpen } = props;
  const [layout, setLayout] = useState<Layout>({ rowHeight: estimatedRowHeight, listTop: 0 });
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

  const win = rowWindow({ count: rows.length, rowHeight: layout.rowHeight, scrollTop, viewportHeight, listTop: layout.listTop, overscan: OVERSCAN });
  return (
    <View className="records__list" role="list" aria-label={listLabel}>
      <View className="records__pad" style={{ height: `${win.padTop}px` }} />
      {rows.slice(win.start, win.end).map((row, i) => (
        <Row key={row.id} row={row} position={win.start + i + 1} total={Math.max(total, rows.length)} lineCount={lineCount} lines={lines(row)} onOpen={onOpen} />
      ))}
      <View className="records__pad" style={{ height: `${win.padBottom}px` }} />
    </View>
  );
}
