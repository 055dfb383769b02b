/**
 * The people and organisation controls (spec screens-data-rules.md §3): ownerId, staff, department, member,
 * associateMember, customer, supplier. The chosen items show as tags (removable while editable); "请选择" opens a
 * bottom Popup with a search box (debounced 500 ms, spec §9 default debounce) and the list of the control's source
 * (OptionSource.ts), with loading, empty and error (retry) states and "加载更多" paging (search-list.ts: one load per
 * keyword, the previous rows kept while the next search loads).
 *
 * One choice: tapping an item picks it and closes. Several (`options.multiple`): each tap adds or removes, "完成"
 * closes. Values are kept in the shapes of domain/form-engine/pickers.ts. ownerId starts as the signed-in user.
 *
 * H5 keyboard and screen readers: the trigger and the tag removers are buttons (role, tab stop, Enter/Space); the
 * list is a listbox whose options carry aria-selected; states are announced through role="status" / "alert".
 */
import { Input, ScrollView, Text, View } from '@tarojs/components';
import { useEffect, useMemo, useRef, useState } from 'react';

import { OPTION_SOURCES, type PickerOption } from './OptionSource';
import { usePagedLoad } from '../../../data';
import {
  allowsSeveral,
  currentUserItem,
  isPickerType,
  pickedItems,
  pickerSourceOf,
  pickerValue,
  removePicked,
  togglePicked,
  type PickedItem,
  type PickerControlType,
  type PickerSource,
} from '../../../domain/form-engine/pickers';
import { useSession } from '../../../stores/session';
import { controlA11y, onKeys } from '../../../ui/a11y';
import { Button } from '../../../ui/Button';
import { ChoiceMark } from '../../../ui/ChoiceMark';
import { Popup } from '../../../ui/Popup';
import { LIST_TEXT, listView, useSearch } from '../search-list';
import './pickers.css';

export const PICKER_TEXT = {
  choose: '请选择',
  change: '修改',
  searchPlaceholder: '输入关键字搜索',
  search: '搜索',
  loading: LIST_TEXT.loading,
  empty: '暂无可选数据',
  noMatch: '没有找到匹配的结果',
  failed: '加载失败，请检查网络后重试',
  retry: '重试',
  more: LIST_TEXT.more,
  done: '完成',
  remove: '移除{x}',
  chosen: '已选{x}项',
  title: {
    people: '选择成员',
    department: '选择部门',
    customer: '选择客户',
    supplier: '选择供应商',
    member: '选择会员',
    orders: '选择销售订单',
  } satisfies Record<PickerSource, string>,
} as const;

export interface PeoplePickerProps {
  id: string;
  label: string;
  /** A control type; anything but the seven picker types renders nothing. */
  type: string;
  /** The control's options (`multiple`, `placeholder`). */
  options: Readonly<Record<string, unknown>>;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

/** The picker of a people or organisation control (ownerId, staff, department, member, associateMember, customer, supplier). */
export function PeoplePicker(props: PeoplePickerProps) {
  return isPickerType(props.type) ? <PickerField {...props} type={props.type} /> : null;
}

function PickerField({ id, label, type, options, value, disabled, onChange }: PeoplePickerProps & { type: PickerControlType }) {
  const kind = pickerSourceOf(type);
  const several = allowsSeveral(type, options);
  const items = useMemo(() => pickedItems(value), [value]);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const me = useSession((s) => s.userInfo);

  const set = (next: PickedItem[]) => onChange(pickerValue(type, next));

  // ownerId defaults to the user filling the form (the platform's own default owner of a record).
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || type !== 'ownerId' || disabled || items.length > 0) return;
    const self = currentUserItem(me);
    if (!self) return;
    defaulted.current = true;
    set([self]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the control first shows without an owner
  }, [me]);

  const { searched, searchLater, searchNow } = useSearch();
  // Each source's list for each keyword is its own entry: a late answer to an older search never replaces the list.
  const load = usePagedLoad(
    ['picker', kind, searched],
    async (page) => {
      const found = await OPTION_SOURCES[kind](searched, page);
      return { rows: found.options, next: found.more ? page + 1 : undefined };
    },
    { enabled: open, keepPrevious: true },
  );
  const list = listView(load);

  const openPicker = () => {
    if (disabled) return;
    setOpen(true);
    setKeyword('');
    searchNow('');
  };
  const close = () => {
    searchLater.cancel();
    setOpen(false);
  };
  const choose = (option: PickerOption) => {
    const item: PickedItem = { id: option.id, name: option.name, ...(option.code ? { code: option.code } : {}) };
    set(togglePicked(items, item, several));
    if (!several) close();
  };

  const placeholder = typeof options.placeholder === 'string' && options.placeholder ? options.placeholder : PICKER_TEXT.choose;
  const shown = items.length && !several ? PICKER_TEXT.change : placeholder;
  const title = PICKER_TEXT.title[kind];
  const chosen = new Set(items.map((i) => i.id));

  return (
    <View className="picker-field" id={id}>
      {items.length > 0 ? (
        <View className="picker-field__tags" role="list" aria-label={label}>
          {items.map((item) => (
            <View key={item.id} className="picker-tag" role="listitem">
              <Text className="picker-tag__name">{item.name}</Text>
              {disabled ? null : (
                <View
                  className="picker-tag__remove"
                  onClick={() => set(removePicked(items, item.id))}
                  {...controlA11y.pressable(PICKER_TEXT.remove.replace('{x}', item.name), false)}
                  onKeyDown={onKeys(() => set(removePicked(items, item.id)), true)}
                >
                  <Text>×</Text>
                </View>
              )}
            </View>
          ))}
        </View>
      ) : null}
      {disabled ? null : (
        <View
          className="form-field__picker picker-field__open"
          id={`${id}-open`}
          onClick={openPicker}
          // What it opens, then what it shows (WCAG 2.5.3: the visible word is part of the name).
          {...controlA11y.pressable(`${title}：${label} ${shown}`, false)}
          aria-haspopup="dialog" aria-expanded={open} onKeyDown={onKeys(openPicker, true)}
        >
          <Text className={items.length ? '' : 'form-field__placeholder'}>{shown}</Text>
        </View>
      )}
      <Popup visible={open} position="bottom" round closeable title={title} closeAriaLabel="关闭" onClose={close} className="picker-popup">
        <View className="picker-popup__body" role="dialog" aria-label={`${title}：${label}`}>
          <Input
            className="picker-popup__search"
            value={keyword}
            placeholder={PICKER_TEXT.searchPlaceholder}
            confirmType="search"
            onInput={(e) => {
              const kw = String(e.detail.value);
              setKeyword(kw);
              searchLater(kw);
            }}
            onConfirm={() => searchNow(keyword)}
            {...controlA11y.input(`${PICKER_TEXT.search}${label}`, `${id}-search`)}
          />
          {several ? <Text className="picker-popup__count">{PICKER_TEXT.chosen.replace('{x}', String(items.length))}</Text> : null}
          <ScrollView scrollY className="picker-popup__list" lowerThreshold={60} onScrollToLower={list.more}>
            <View role="listbox" aria-label={title} aria-multiselectable={several} aria-busy={list.status === 'loading'}>
              {list.rows.map((option) => {
                const on = chosen.has(option.id);
                const pick = () => choose(option);
                return (
                  <View
                    key={option.id}
                    className={on ? 'picker-option picker-option--on' : 'picker-option'}
                    onClick={pick}
                    role="option" aria-selected={on} tabIndex={0} aria-label={option.detail ? `${option.name}，${option.detail}` : option.name} onKeyDown={onKeys(pick, true)}
                  >
                    <ChoiceMark several={several} on={on} />
                    <View className="picker-option__text">
                      <Text className="picker-option__name">{option.name}</Text>
                      {option.detail ? <Text className="picker-option__detail">{option.detail}</Text> : null}
                    </View>
                  </View>
                );
              })}
            </View>
            {list.status === 'loading' ? (
              <Text className="picker-popup__state" role="status">
                {PICKER_TEXT.loading}
              </Text>
            ) : null}
            {list.status === 'ready' && list.rows.length === 0 ? (
              <Text className="picker-popup__state" role="status">
                {searched ? PICKER_TEXT.noMatch : PICKER_TEXT.empty}
              </Text>
            ) : null}
            {list.status === 'failed' ? (
              <View className="picker-popup__state" role="alert">
                <Text>{PICKER_TEXT.failed}</Text>
                <Button size="small" onClick={list.retry}>
                  {PICKER_TEXT.retry}
                </Button>
              </View>
            ) : null}
            {list.status === 'ready' && list.hasMore ? (
              <Button size="small" fill="none" block onClick={list.more}>
                {PICKER_TEXT.more}
              </Button>
            ) : null}
          </ScrollView>
          {several ? (
            <Button type="primary" block onClick={close}>
              {PICKER_TEXT.done}
            </Button>
          ) : null}
        </View>
      </Popup>
    </View>
  );
}

