import { Text, View } from '@tarojs/components';
import { useState, type ReactNode } from 'react';

import { rowsOf, useChange, type PagedLoad } from '../../../data';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { KeywordInput } from '../../../ui/KeywordInput';
import { Loaded } from '../../../ui/Loaded';
import { Screen } from '../../../ui/Screen';
import { MoreButton } from '../parts/MoreButton';
import { MEMBER_TEXT } from '../text';
import '../member.css';

/** What a customer or supplier form is handed: the save's state, and what saving and cancelling do. */
interface FormBinding<Input> {
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
  texts: { add: string; failed: string; empty: string };
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
  return (
    <Screen className="member">
      <KeywordInput name={p.search.name} label={p.search.label} value={p.search.draft} onChange={p.search.onDraft} onSearch={p.search.onSearch} />
      {editing === 'new' ? (
        form()
      ) : (
        <Button type="primary" size="small" onClick={() => open('new')}>
          {p.texts.add}
        </Button>
      )}
      <Loaded load={p.list} failed={p.texts.failed}>
        {() =>
          rowsOf(p.list).length === 0 ? (
            <Empty description={p.texts.empty} />
          ) : (
            <View role="list">
              {rowsOf(p.list).map((row) =>
                editing === row.id ? (
                  <View key={row.id}>{form(row)}</View>
                ) : (
                  <View key={row.id} className="ware-card" role="listitem" data-testid={p.testId} aria-label={row.name}>
                    <Text className="member__card-title">{row.name}</Text>
                    {p
                      .meta(row)
                      .filter(Boolean)
                      .map((line) => (
                        <Text key={line} className="member__meta">
                          {line}
                        </Text>
                      ))}
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
    </Screen>
  );
}
