import { Text, View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';

import { BatchReportNote, SelectBar, type BatchSelect } from './BatchSelect';
import { rowsOf, useChange, type PagedLoad } from '../../../data';
import { controlA11y } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { ChoiceMark } from '../../../ui/ChoiceMark';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/** What a customer or supplier form is handed: the save's state, and what saving and cancelling do. */
export interface FormBinding<Input> {
  pending: boolean;
  error: string | null;
  onSave: (value: Input) => void;
  onCancel: () => void;
}

/** The search box's state: what is typed, and the keyword the list was last asked for. */
export function useKeywordSearch() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  return { keyword, search: { draft, onDraft: setDraft, onSearch: () => setKeyword(draft.trim()) } };
}

interface Props<Row extends { id: string; name: string }, Input> {
  search: { name: string; label: string; draft: string; onDraft: (v: string) => void; onSearch: () => void };
  /** `add` names the 新建 button; a list without it creates nothing. */
  texts: { add?: string; failed: string; empty: string };
  /** Shown above the search (the customers' 客户 | 会员 switch). */
  header?: ReactNode;
  /** data-testid of each card, for the end-to-end tests. */
  testId: string;
  list: PagedLoad<Row>;
  /** Creates ('new') or updates (a row's id); the list closes the form and calls `saved` when it succeeds. */
  save: (target: string, value: Input) => Promise<unknown>;
  saved: () => Promise<unknown>;
  /** The form for a row, or for a new one (row undefined). */
  form: (row: Row | undefined, binding: FormBinding<Input>) => ReactNode;
  /** The grey lines under a card's name; empty ones are left out. */
  meta: (row: Row) => string[];
  /** Buttons after 编辑 on a card. */
  actions?: (row: Row) => ReactNode;
  /** The select mode (批量选择): rows become checkboxes and a bar acts on the chosen ones. */
  select?: BatchSelect;
}

/**
 * The customers' and suppliers' screens share one shape: a keyword search, a 新建 button that turns into the blank
 * form, paged cards that each turn into their form when edited, and the next page at the bottom.
 */
export function CrmList<Row extends { id: string; name: string }, Input>(p: Props<Row, Input>) {
  // Which row is open in its form: a row's id, 'new' for the blank form, or none.
  const [editing, setEditing] = useState<string | null>(null);
  const save = useChange({
    mutationFn: (value: Input) => p.save(editing!, value),
    onSuccess: () => {
      setEditing(null);
      return p.saved();
    },
  });
  const open = (id: string) => {
    save.reset();
    setEditing(id);
  };
  const form = (row?: Row) =>
    p.form(row, { pending: save.isPending, error: save.error?.message ?? null, onSave: (v) => save.mutate(v), onCancel: () => setEditing(null) });
  const metaOf = (row: Row) =>
    p
      .meta(row)
      .filter(Boolean)
      .map((line) => (
        <Text key={line} className="member__meta">
          {line}
        </Text>
      ));
  const select = p.select;
  const choosing = !!select?.on;
  return (
    <Screen className="member">
      {p.header}
      <KeywordInput name={p.search.name} label={p.search.label} value={p.search.draft} onChange={p.search.onDraft} onSearch={p.search.onSearch} />
      {editing === 'new' ? (
        form()
      ) : (
        <View className="member__buttons">
          {p.texts.add && !choosing ? (
            <Button type="primary" size="small" onClick={() => open('new')}>
              {p.texts.add}
            </Button>
          ) : null}
          {select && !choosing ? (
            <Button
              size="small"
              onClick={() => {
                setEditing(null);
                select.start();
              }}
            >
              {MEMBER_TEXT.select}
            </Button>
          ) : null}
        </View>
      )}
      {select?.report ? <BatchReportNote report={select.report} /> : null}
      <Loaded load={p.list} failed={p.texts.failed}>
        {() =>
          rowsOf(p.list).length === 0 ? (
            <Empty description={p.texts.empty} />
          ) : (
            <View role={choosing ? 'group' : 'list'}>
              {rowsOf(p.list).map((row) =>
                editing === row.id ? (
                  <View key={row.id}>{form(row)}</View>
                ) : choosing ? (
                  <View
                    key={row.id}
                    className="ware-card member__choosable"
                    data-testid={p.testId}
                    {...controlA11y.choice('checkbox', row.name, select!.chosen.has(row.id), false, () => select!.toggle(row.id))}
                    onClick={() => select!.toggle(row.id)}
                  >
                    <ChoiceMark several on={select!.chosen.has(row.id)} />
                    <View>
                      <Text className="member__card-title">{row.name}</Text>
                      {metaOf(row)}
                    </View>
                  </View>
                ) : (
                  <View key={row.id} className="ware-card" role="listitem" data-testid={p.testId} aria-label={row.name}>
                    <Text className="member__card-title">{row.name}</Text>
                    {metaOf(row)}
                    <View className="member__buttons">
                      <Button size="small" onClick={() => open(row.id)}>
                        {MEMBER_TEXT.edit}
                      </Button>
                      {p.actions?.(row)}
                    </View>
                  </View>
                ),
              )}
            </View>
          )
        }
      </Loaded>
      <MoreButton load={p.list} />
      {choosing ? <SelectBar select={select!} total={rowsOf(p.list).length} /> : null}
    </Screen>
  );
}
