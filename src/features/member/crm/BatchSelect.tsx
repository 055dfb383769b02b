import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';

import { useChange } from '../../../data';
import { batchRemoveQuestion, batchReport, type BatchOutcome, type BatchReport } from '../../../domain/member/batch';
import { Button } from '../../../ui/Button';
import { MEMBER_TEXT } from '../text';

/** The select mode of a list: whether it is on, which rows are chosen, and the last batch action's report. */
export interface BatchSelect {
  on: boolean;
  chosen: ReadonlySet<string>;
  report: BatchReport | null;
  pending: boolean;
  /** The bar's action button: 删除, 设置等级. */
  label: string;
  start: () => void;
  stop: () => void;
  toggle: (id: string) => void;
  /** Chooses every row the list shows, or none when all are chosen already. */
  toggleAll: () => void;
  /** Lets the person decide (a confirmation, a level), then acts on the chosen rows. */
  act: () => Promise<void>;
}

/** What the bar does to the chosen rows. */
export interface BatchAction<Choice> {
  label: string;
  /** What the action did to a row, in the report: 删除, 更新. */
  verb: string;
  /** What the person decides first (asked once more, a level chosen); null when they change their mind. */
  decide: (count: number) => Promise<Choice | null>;
  run: (ids: string[], choice: Choice) => Promise<BatchOutcome>;
}

/** Removing the chosen rows, asked once more since it cannot be undone; `what` names a row: 客户, 会员. */
export const removeAction = (what: string, removeAll: (ids: string[]) => Promise<BatchOutcome>): BatchAction<true> => ({
  label: MEMBER_TEXT.remove,
  verb: '删除',
  decide: async (count) => ((await Taro.showModal({ title: MEMBER_TEXT.batchRemove, content: batchRemoveQuestion(count, what) })).confirm ? true : null),
  run: (ids) => removeAll(ids),
});

interface Options<Choice> {
  /** The rows the list shows now (全选 chooses these). */
  rows: readonly { id: string; name: string }[];
  action: BatchAction<Choice>;
  /** Reloads the list after the action. */
  done: () => Promise<unknown>;
}

export function useBatchSelect<Choice>({ rows, action, done }: Options<Choice>): BatchSelect {
  const [on, setOn] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<BatchReport | null>(null);
  const change = useChange({
    mutationFn: ({ ids, choice }: { ids: string[]; choice: Choice }) => action.run(ids, choice),
    onSuccess: (outcome, { ids }) => {
      // Names as the list showed them when chosen: a removed row is gone from the list after the reload.
      const names = new Map(rows.filter((r) => ids.includes(r.id)).map((r) => [r.id, r.name]));
      setReport(batchReport(outcome, (id) => names.get(id), action.verb));
      // The rows left stay chosen, so the person sees them and may act again.
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
    label: action.label,
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
    act: async () => {
      const ids = [...chosen];
      if (!ids.length) return;
      const choice = await action.decide(ids.length);
      if (choice !== null) change.mutate({ ids, choice });
    },
  };
}

/** The bar under a list in select mode: how many are chosen, 全选, the action (删除…) and 完成. */
export function SelectBar({ select, total }: { select: BatchSelect; total: number }) {
  const all = total > 0 && select.chosen.size === total;
  return (
    <View className="member__select-bar" role="toolbar" aria-label={MEMBER_TEXT.selectMode} data-testid="select-bar">
      <Text className="member__meta" role="status">{MEMBER_TEXT.chosenCount(select.chosen.size)}</Text>
      <Button size="small" onClick={select.toggleAll} aria-pressed={all}>
        {MEMBER_TEXT.selectAll}
      </Button>
      <Button size="small" type="primary" loading={select.pending} disabled={select.pending || select.chosen.size === 0} onClick={() => void select.act()}>
        {select.label}
      </Button>
      <Button size="small" onClick={select.stop}>
        {MEMBER_TEXT.finish}
      </Button>
    </View>
  );
}

/** What the last batch action did: N 条已删除, and each chosen row it left with why. */
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
