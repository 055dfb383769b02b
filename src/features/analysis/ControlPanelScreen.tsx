import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { WidgetCard } from './parts/WidgetCard';
import { BOARD_TEXT } from './text';
import { controlBoard, saveControlBoard, type Board } from '../../api/analysis';
import { hostSessionReady } from '../../api/host-session';
import { invalidate, useChange, useLoad, usePullToRefresh } from '../../data';
import { boardChanged, boardPayload, moveItem, OPEN_RANGE, toggleHidden } from '../../domain/analysis';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { Loaded } from '../../ui/Loaded';
import { Screen } from '../../ui/Screen';
import './analysis.css';

type Item = Board['items'][number];

/**
 * Control panel (/controlPanel/index, linked from the home): the person's own board of widgets across the
 * organisation's applications. 编辑 lets them reorder, hide and show widgets; 保存 stores the board
 * (controlBoard/save), so the order and hidden widgets come back on every device.
 */
export default function ControlPanel() {
  const board = useLoad(['control-board'], async () => {
    await hostSessionReady();
    return controlBoard();
  });
  usePullToRefresh({
    refetch: async () => {
      await board.refetch();
      await invalidate(['analysis-figures']);
    },
  });
  return (
    <Screen className="analysis">
      <Loaded load={board} failed={BOARD_TEXT.loadFailed}>
        {(b) => <BoardView key={b.items.map((i) => `${i.widgetId}:${i.hidden}`).join()} items={b.items} />}
      </Loaded>
    </Screen>
  );
}

function BoardView({ items }: { items: Item[] }) {
  const [draft, setDraft] = useState<Item[] | null>(null);
  const save = useChange({
    mutationFn: (next: Item[]) => saveControlBoard(boardPayload(next)),
    onSuccess: async () => {
      void Taro.showToast({ title: BOARD_TEXT.saved, icon: 'success' });
      await invalidate(['control-board']);
      setDraft(null);
    },
  });
  if (items.length === 0) return <Empty title={BOARD_TEXT.empty} description={BOARD_TEXT.emptyHint} />;

  if (draft) {
    return (
      <>
        <View className="analysis-board__bar">
          <Button size="small" onClick={() => setDraft(null)}>
            {BOARD_TEXT.cancel}
          </Button>
          <Button size="small" type="primary" loading={save.isPending} disabled={!boardChanged(draft, items)} onClick={() => save.mutate(draft)}>
            {save.isPending ? BOARD_TEXT.saving : BOARD_TEXT.save}
          </Button>
        </View>
        <View role="list" aria-label={BOARD_TEXT.edit}>
          {draft.map((item, i) => (
            <View key={item.widgetId} role="listitem" data-testid="board-item" className={`analysis-board__item${item.hidden ? ' analysis-board__item--hidden' : ''}`}>
              <Text className="analysis-board__name">
                {item.widget.title}
                {item.hidden ? ` · ${BOARD_TEXT.hidden}` : ''}
              </Text>
              <View className="analysis-board__actions">
                <Button size="mini" disabled={i === 0} aria-label={`${BOARD_TEXT.moveUp} ${item.widget.title}`} onClick={() => setDraft(moveItem(draft, i, -1))}>
                  {BOARD_TEXT.moveUp}
                </Button>
                <Button size="mini" disabled={i === draft.length - 1} aria-label={`${BOARD_TEXT.moveDown} ${item.widget.title}`} onClick={() => setDraft(moveItem(draft, i, 1))}>
                  {BOARD_TEXT.moveDown}
                </Button>
                <Button size="mini" aria-label={`${item.hidden ? BOARD_TEXT.show : BOARD_TEXT.hide} ${item.widget.title}`} onClick={() => setDraft(toggleHidden(draft, item.widgetId))}>
                  {item.hidden ? BOARD_TEXT.show : BOARD_TEXT.hide}
                </Button>
              </View>
            </View>
          ))}
        </View>
      </>
    );
  }

  const shown = items.filter((i) => !i.hidden);
  return (
    <>
      <View className="analysis-board__bar">
        <Button size="small" onClick={() => setDraft(items)}>
          {BOARD_TEXT.edit}
        </Button>
      </View>
      {shown.length === 0 ? <Text className="analysis__empty">{BOARD_TEXT.allHidden}</Text> : null}
      {shown.map((i) => (
        <WidgetCard key={i.widgetId} widget={i.widget} range={OPEN_RANGE} group={null} />
      ))}
    </>
  );
}
