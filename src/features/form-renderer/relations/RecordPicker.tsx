/**
 * The records of another form to choose from, in a bottom sheet: those the user may read (POST
 * /bigtable/form-association/page), newest first, with a debounced search (500 ms, spec §9), 20 a page with 加载更多,
 * and loading / empty / error states. Chosen records are marked; tapping one hands it to `onToggle`. Used by the
 * association controls and by 关联数据 (the form's section and the record detail's).
 */
import { Input, Text, View } from '@tarojs/components';
import { useState } from 'react';

import { Press, Sheet } from './Sheet';
import { associationPage } from '../../../api/relations';
import { usePagedLoad } from '../../../data';
import { RELATION_TEXT, recordLabel, type AssociationItem } from '../../../domain/form-engine/relations';
import { controlA11y } from '../../../ui/a11y';
import { LIST_TEXT, listView, useSearch } from '../search-list';

const PAGE_SIZE = 20;

export function RecordPicker({
  id,
  title,
  appId,
  formId,
  showFields,
  chosen,
  onToggle,
  onClose,
}: {
  id: string;
  title: string;
  appId: string;
  formId: string;
  showFields: string[];
  chosen: AssociationItem[];
  onToggle: (item: AssociationItem) => void;
  onClose: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const { searched, searchLater } = useSearch();
  // One entry per form and keyword: a late answer to an older search never replaces the list.
  const load = usePagedLoad(
    ['association', appId, formId, searched],
    async (page) => {
      const res = await associationPage({ appId, formId, keyword: searched, page, size: PAGE_SIZE });
      return { rows: res.content, next: page * PAGE_SIZE < res.totalElements ? page + 1 : undefined };
    },
    { keepPrevious: true },
  );
  const list = listView(load);
  const rows = list.rows.map((r) => ({
    id: r.id,
    formId,
    label: recordLabel({ id: r.id, code: r.code ?? null, content: r.content ?? r.data ?? null }, showFields),
    ...(r.code ? { code: r.code } : {}),
  }));

  const isChosen = (item: AssociationItem) => chosen.some((c) => c.id === item.id);
  return (
    <Sheet id={id} title={title} onClose={onClose}>
      <Input
        className="form-field__input form-sheet__search"
        value={keyword}
        placeholder={RELATION_TEXT.searchPlaceholder}
        onInput={(e) => {
          setKeyword(e.detail.value);
          searchLater(e.detail.value);
        }}
        {...controlA11y.input(`${title} ${RELATION_TEXT.searchPlaceholder}`, `${id}-search`)}
      />
      <View className="form-sheet__list" role="listbox" aria-label={title} aria-multiselectable>
        {rows.map((row) => (
          <View
            key={row.id}
            className={isChosen(row) ? 'form-sheet__item form-sheet__item--on' : 'form-sheet__item'}
            onClick={() => onToggle(row)}
            {...controlA11y.choice('checkbox', row.label, isChosen(row), false, () => onToggle(row))}
            role="option"
            aria-selected={isChosen(row)}
          >
            <Text>{row.label}</Text>
            {row.code && row.code !== row.label ? <Text className="form-sheet__sub">{row.code}</Text> : null}
          </View>
        ))}
      </View>
      {list.status === 'loading' ? <Text className="form-sheet__state">{LIST_TEXT.loading}</Text> : null}
      {list.status === 'failed' ? (
        <View className="form-sheet__state" role="alert">
          <Text>{RELATION_TEXT.loadFailed}</Text>
          <Press
            className="form-sheet__action"
            label={RELATION_TEXT.retry}
            onPress={list.retry}
          >
            <Text>{RELATION_TEXT.retry}</Text>
          </Press>
        </View>
      ) : null}
      {list.status === 'ready' && rows.length === 0 ? (
        <Text className="form-sheet__state">{RELATION_TEXT.noRecords}</Text>
      ) : null}
      {list.status === 'ready' && list.hasMore ? (
        <Press className="form-sheet__action" label={LIST_TEXT.more} onPress={list.more}>
          <Text>{LIST_TEXT.more}</Text>
        </Press>
      ) : null}
    </Sheet>
  );
}
