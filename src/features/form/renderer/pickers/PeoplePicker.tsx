/**
 * The people and organisation controls (spec screens-data-rules.md §3): ownerId, staff, department, member,
 * associateMember, customer, supplier. The chosen items show as tags (removable while editable); "请选择" opens a
 * bottom Popup with a search box (debounced 500 ms, spec §9 default debounce) and the list of the control's source
 * (OptionSource.ts), with loading, empty and error (retry) states and "加载更多" paging.
 *
 * One choice: tapping an item picks it and closes. Several (`options.multiple`): each tap adds or removes, "完成"
 * closes. Values are kept in the shapes of domain/form-engine/pickers.ts. ownerId starts as the signed-in user.
 *
 * H5 keyboard and screen readers: the trigger and the tag removers are buttons (role, tab stop, Enter/Space); the
 * list is a listbox whose options carry aria-selected; states are announced through role="status" / "alert".
 */
import { Input, ScrollView, Text, View } from '@tarojs/components';
import { useEffect, useMemo, useRef, useState } from 'react';

import { OPTION_SOURCES, type OptionSource, type PickerOption } from './OptionSource';
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
} from '../../../../domain/form-engine/pickers';
import { debounce, DEFAULT_DEBOUNCE_WAIT } from '../../../../domain/timing/debounce';
import { useSession } from '../../../../stores/session';
import { controlA11y, domProps } from '../../../../ui/a11y';
import { Button } from '../../../../ui/Button';
import { Popup } from '../../../../ui/Popup';
import './pickers.css';

export const PICKER_TEXT = {
  choose: '请选择',
  change: '修改',
  searchPlaceholder: '输入关键字搜索',
  search: '搜索',
  loading: '加载中...',
  empty: '暂无可选数据',
  noMatch: '没有找到匹配的结果',
  failed: '加载失败，请检查网络后重试',
  retry: '重试',
  more: '加载更多',
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
  /** For tests and stories: another list than the control's own source. */
  source?: OptionSource;
}

interface ListState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  options: PickerOption[];
  /** More pages after `page`. */
  more: boolean;
  /** The last page received. */
  page: number;
}

const IDLE: ListState = { status: 'idle', options: [], more: false, page: 0 };

/** The picker of a people or organisation control (ownerId, staff, department, member, associateMember, customer, supplier). */
export function PeoplePicker(props: PeoplePickerProps) {
  return isPickerType(props.type) ? <PickerField {...props} type={props.type} /> : null;
}

function PickerField({ id, label, type, options, value, disabled, onChange, source }: PeoplePickerProps & { type: PickerControlType }) {
  const kind = pickerSourceOf(type);
  const load = source ?? OPTION_SOURCES[kind];
  const several = allowsSeveral(type, options);
  const items = useMemo(() => pickedItems(value), [value]);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<ListState>(IDLE);
  // Answers to an older keyword or page than the latest asked are dropped.
  const asked = useRef(0);
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

  const fetchPage = (kw: string, page: number) => {
    const ticket = ++asked.current;
    setList((l) => ({ ...l, status: 'loading', ...(page === 1 ? { options: [], more: false } : {}) }));
    load(kw.trim(), page).then(
      (res) => {
        if (ticket !== asked.current) return;
        setList((l) => ({ status: 'ready', options: page === 1 ? res.options : [...l.options, ...res.options], more: res.more, page }));
      },
      (error: unknown) => {
        if (ticket !== asked.current) return;
        console.warn('[picker] list failed', kind, error);
        setList((l) => ({ ...l, status: 'failed' }));
      },
    );
  };
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const searchLater = useMemo(() => debounce((kw: string) => fetchRef.current(kw, 1), DEFAULT_DEBOUNCE_WAIT), []);
  useEffect(() => () => searchLater.cancel(), [searchLater]);

  const openPicker = () => {
    if (disabled) return;
    setOpen(true);
    setKeyword('');
    searchLater.cancel();
    fetchPage('', 1);
  };
  const close = () => {
    searchLater.cancel();
    asked.current += 1;
    setOpen(false);
  };
  const choose = (option: PickerOption) => {
    const item: PickedItem = { id: option.id, name: option.name, ...(option.code ? { code: option.code } : {}) };
    set(togglePicked(items, item, several));
    if (!several) close();
  };
  const retry = () => fetchPage(keyword, list.status === 'failed' && list.options.length > 0 ? list.page + 1 : 1);

  const placeholder = typeof options.placeholder === 'string' && options.placeholder ? options.placeholder : PICKER_TEXT.choose;
  const title = PICKER_TEXT.title[kind];
  const chosen = new Set(items.map((i) => i.id));

  return (
    <View className="picker-field" id={id}>
      {items.length > 0 ? (
        <View className="picker-field__tags" {...domProps({ role: 'list', 'aria-label': label })}>
          {items.map((item) => (
            <View key={item.id} className="picker-tag" {...domProps({ role: 'listitem' })}>
              <Text className="picker-tag__name">{item.name}</Text>
              {disabled ? null : (
                <View
                  className="picker-tag__remove"
                  onClick={() => set(removePicked(items, item.id))}
                  {...controlA11y.pressable(PICKER_TEXT.remove.replace('{x}', item.name), false)}
                  {...domProps({ onKeyDown: keyAction(() => set(removePicked(items, item.id))) })}
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
          {...controlA11y.pressable(`${title}：${label}`, false)}
          {...domProps({ 'aria-haspopup': 'dialog', 'aria-expanded': open, onKeyDown: keyAction(openPicker) })}
        >
          <Text className={items.length ? '' : 'form-field__placeholder'}>{items.length && !several ? PICKER_TEXT.change : placeholder}</Text>
        </View>
      )}
      <Popup visible={open} position="bottom" round closeable title={title} closeAriaLabel="关闭" onClose={close} className="picker-popup">
        <View className="picker-popup__body" {...domProps({ role: 'dialog', 'aria-label': `${title}：${label}` })}>
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
            onConfirm={() => {
              searchLater.cancel();
              fetchPage(keyword, 1);
            }}
            {...controlA11y.input(`${PICKER_TEXT.search}${label}`, `${id}-search`)}
          />
          {several ? <Text className="picker-popup__count">{PICKER_TEXT.chosen.replace('{x}', String(items.length))}</Text> : null}
          <ScrollView scrollY className="picker-popup__list" lowerThreshold={60} onScrollToLower={() => list.status === 'ready' && list.more && fetchPage(keyword, list.page + 1)}>
            <View {...domProps({ role: 'listbox', 'aria-label': title, 'aria-multiselectable': several, 'aria-busy': list.status === 'loading' })}>
              {list.options.map((option) => {
                const on = chosen.has(option.id);
                const pick = () => choose(option);
                return (
                  <View
                    key={option.id}
                    className={on ? 'picker-option picker-option--on' : 'picker-option'}
                    onClick={pick}
                    {...domProps({ role: 'option', 'aria-selected': on, tabIndex: 0, 'aria-label': option.detail ? `${option.name}，${option.detail}` : option.name, onKeyDown: keyAction(pick) })}
                  >
                    <Text className="picker-option__mark">{several ? (on ? '☑' : '☐') : on ? '◉' : '○'}</Text>
                    <View className="picker-option__text">
                      <Text className="picker-option__name">{option.name}</Text>
                      {option.detail ? <Text className="picker-option__detail">{option.detail}</Text> : null}
                    </View>
                  </View>
                );
              })}
            </View>
            {list.status === 'loading' ? (
              <Text className="picker-popup__state" {...domProps({ role: 'status' })}>
                {PICKER_TEXT.loading}
              </Text>
            ) : null}
            {list.status === 'ready' && list.options.length === 0 ? (
              <Text className="picker-popup__state" {...domProps({ role: 'status' })}>
                {keyword.trim() ? PICKER_TEXT.noMatch : PICKER_TEXT.empty}
              </Text>
            ) : null}
            {list.status === 'failed' ? (
              <View className="picker-popup__state" {...domProps({ role: 'alert' })}>
                <Text>{PICKER_TEXT.failed}</Text>
                <Button size="small" onClick={retry}>
                  {PICKER_TEXT.retry}
                </Button>
              </View>
            ) : null}
            {list.status === 'ready' && list.more ? (
              <Button size="small" fill="none" block onClick={() => fetchPage(keyword, list.page + 1)}>
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

/** Enter or Space presses (H5 keyboard users); the mini program never sends key events. */
function keyAction(action: () => void) {
  return (event: { key?: string; preventDefault?: () => void }) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault?.();
    action();
  };
}
