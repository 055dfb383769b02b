import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { useChange } from '../../../data';
import { batchRemoveQuestion, batchReport, type BatchOutcome, type BatchReport } from '../../../domain/member/batch';
import { Button } from '../../../ui/Button';
import { MEMBER_TEXT } from '../text';

/** The select mode of a list: whether it is on, which rows are chosen, and the last batch removal's report. */
export interface BatchSelect {
  on: boolean;
  chosen: ReadonlySet<string>;
  report: BatchReport | null;
  pending: boolean;
  start: () => void;
  stop: () => void;
  toggle: (id: string) => void;
  /** Chooses every row the list shows, or none when all are chosen already. */
  toggleAll: () => void;
  /** Asks once more (it cannot be undone), then removes the chosen rows. */
  remove: () => Promise<void>;
}

interface Options {
  /** The rows the list shows now (全选 chooses these). */
  rows: readonly { id: string; name: string }[];
  /** What a row is, in the question: 客户, 会员. */
  what: string;
  removeAll: (ids: string[]) => Promise<BatchOutcome>;
  /** Reloads the list after a removal. */
  done: () => Promise<unknown>;
}

export function useBatchSelect({ rows, what, removeAll, done }: Options): BatchSelect {
  const [on, setOn] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<BatchReport | null>(null);
  const change = useChange({
    mutationFn: (ids: string[]) => removeAll(ids),
    onSuccess: (outcome, ids) => {
      // Names as the list showed them when chosen: a removed row is gone from the list after the reload.
      const names = new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.name]));
      setReport(batchReport(outcome, (id) => names.get(id)));
      // The rows that stayed stay chosen, so the person sees them and may act again.
      setChosen(new Set(outcome.failed.map((f) => f.id)));
      if (!outcome.failed.length) setOn(false);
      return done();
    },
  });
  return {
    on,
    chosen,
    report,
    pending: change.isPending,
    start: () => {
      setReport(null);
      setChosen(new Set());
      setOn(true);
    },
    stop: () => {
      setChosen(new Set());
      setOn(false);
    },
    toggle: (id) =>
      setChosen((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setChosen((was) => (rows.length > 0 && rows.every((r) => was.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id)))),
    remove: async () => {
      const ids = [...chosen];
      if (!ids.length) return;
      if ((await Taro.showModal({ title: MEMBER_TEXT.batchRemove, content: batchRemoveQuestion(ids.length, what) })).confirm) change.mutate(ids);
    },
  };
}

/** The bar under a list in select mode: how many are chosen, 全选, 删除 and 完成. */
export function SelectBar({ select, total }: { select: BatchSelect; total: number }) {
  const all = total > 0 && select.chosen.size === total;
  return (
    <View className="member__select-bar" role="toolbar" aria-label={MEMBER_TEXT.selectMode} data-testid="select-bar">
      <Text className="member__meta" role="status">{MEMBER_TEXT.chosenCount(select.chosen.size)}</Text>
      <Button size="small" onClick={select.toggleAll} aria-pressed={all}>
        {MEMBER_TEXT.selectAll}
      </Button>
      <Button size="small" type="primary" loading={select.pending} disabled={select.pending || select.chosen.size === 0} onClick={() => void select.remove()}>
        {MEMBER_TEXT.remove}
      </Button>
      <Button size="small" onClick={select.stop}>
        {MEMBER_TEXT.finish}
      </Button>
    </View>
  );
}

/** What the last batch removal did: N 条已删除, and each chosen row that stayed with why. */
export function BatchReportNote({ report }: { report: BatchReport }) {
  return (
    <View className="ware-card" role="status" data-testid="batch-report">
      <Text className={report.failures.length ? 'member__problem' : 'member__success'}>{report.summary}</Text>
      {report.failures.map((line) => (
        <Text key={line} className="member__meta">
          {line}
        </Text>
      ))}
    </View>
  );
}
