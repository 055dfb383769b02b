import { atomOf, departmentIds, isEmptyValue } from '@/domain/form-engine';
import {
  PICKER_CONTROL_TYPES,
  allowsSeveral,
  currentUserItem,
  isPickerType,
  orderStatusLabel,
  pickedItems,
  pickerSourceOf,
  pickerValue,
  recordOwner,
  removePicked,
  togglePicked,
  yuanOf,
  type PickedItem,
  type PickerControlType,
} from '@/domain/form-engine/pickers';

const a: PickedItem = { id: '10002', name: '李子管' };
const b: PickedItem = { id: '10003', name: '张成员' };

describe('the people and organisation control types of spec §3', () => {
  it.each<[string, boolean, string | null]>([
    ['ownerId', true, 'people'],
    ['staff', true, 'people'],
    ['department', true, 'department'],
    ['member', true, 'member'],
    ['associateMember', true, 'member'],
    ['customer', true, 'customer'],
    ['supplier', true, 'supplier'],
    ['relatedSales', true, 'orders'],
    ['input', false, null],
    ['toString', false, null],
  ])('%s: picker %s, source %s', (type, picker, source) => {
    expect(isPickerType(type)).toBe(picker);
    if (isPickerType(type)) expect(pickerSourceOf(type)).toBe(source);
  });

  it('lists the eight types', () => expect(PICKER_CONTROL_TYPES).toHaveLength(8));
});

describe('allowsSeveral: single or multiple per the control options', () => {
  it.each<[PickerControlType, Record<string, unknown>, boolean]>([
    ['staff', {}, false],
    ['staff', { multiple: true }, true],
    ['department', { multiple: 'true' }, true],
    ['customer', { multiple: 1 }, true],
    ['supplier', { multiple: '0' }, false],
    ['member', { multiple: 'yes' }, false],
    ['relatedSales', {}, false],
    ['relatedSales', { multiple: true }, true],
    ['ownerId', { multiple: true }, false],
  ])('%s %j → %s', (type, options, expected) => expect(allowsSeveral(type, options)).toBe(expected));
});

describe('pickedItems: a stored value read back, whatever its shape', () => {
  it.each<[string, unknown, PickedItem[]]>([
    ['empty', undefined, []],
    ['null', null, []],
    ['empty list', [], []],
    ['one object (ownerId)', { id: '10003', name: '张成员' }, [b]],
    ['a list of objects', [a, b], [a, b]],
    ['nickname as the name', [{ id: '1', nickname: '张成员' }], [{ id: '1', name: '张成员' }]],
    ['label as the name', [{ value: 'd1', label: '销售部' }], [{ id: 'd1', name: '销售部' }]],
    ['numeric id', [{ id: 7, name: 'x' }], [{ id: '7', name: 'x' }]],
    ['membership row', [{ memberId: 'ms-2', name: '张成员', memberCode: 'M0002' }], [{ id: 'ms-2', name: '张成员', code: 'M0002' }]],
    ['bare ids', ['d1', 2], [{ id: 'd1', name: 'd1' }, { id: '2', name: '2' }]],
    ['§5 comma-separated department ids', 'd1,d2', [{ id: 'd1', name: 'd1' }, { id: 'd2', name: 'd2' }]],
    ['no name: the id', [{ id: 'x' }], [{ id: 'x', name: 'x' }]],
    ['drops items without id and repeats', [{ name: 'nobody' }, a, { ...a }, null, [], ''], [a]],
  ])('%s', (_case, value, expected) => expect(pickedItems(value)).toEqual(expected));
});

describe('pickerValue: the stored shape', () => {
  it.each<[PickerControlType, PickedItem[], unknown]>([
    ['ownerId', [b], { id: '10003', name: '张成员' }],
    ['ownerId', [], null],
    ['staff', [a, b], [a, b]],
    ['staff', [], []],
    ['department', [{ id: 'd1002', name: '销售部' }], [{ id: 'd1002', name: '销售部' }]],
    ['customer', [{ id: 'c-5003', name: '杭州', code: 'ignored' }], [{ id: 'c-5003', name: '杭州' }]],
    ['member', [{ id: 'ms-2', name: '张成员', code: 'M0002' }], [{ id: 'ms-2', name: '张成员', code: 'M0002' }]],
    ['associateMember', [{ id: 'ms-1', name: '钱独行' }], [{ id: 'ms-1', name: '钱独行' }]],
    ['relatedSales', [{ id: 'o-9002', name: 'SO-2026-0002', code: 'SO-2026-0002' }], [{ id: 'o-9002', name: 'SO-2026-0002', code: 'SO-2026-0002' }]],
    ['relatedSales', [], []],
  ])('%s %j', (type, items, expected) => expect(pickerValue(type, items)).toEqual(expected));

  it('round-trips through pickedItems', () => {
    for (const type of PICKER_CONTROL_TYPES) {
      const items = type === 'ownerId' ? [b] : [a, b];
      expect(pickedItems(pickerValue(type, items))).toEqual(items);
    }
  });

  it('fits what the engine reads: ids for comparisons and §5 department id lists, empty when nothing is picked', () => {
    expect(atomOf(pickerValue('ownerId', [b]))).toBe('10003');
    expect(departmentIds(pickerValue('department', [{ id: 'd1', name: '一' }, { id: 'd2', name: '二' }]))).toBe('d1,d2');
    expect(isEmptyValue(pickerValue('staff', []))).toBe(true);
    expect(isEmptyValue(pickerValue('ownerId', []))).toBe(true);
  });
});

describe('togglePicked and removePicked', () => {
  it.each<[string, PickedItem[], PickedItem, boolean, PickedItem[]]>([
    ['single: picks', [], a, false, [a]],
    ['single: replaces', [a], b, false, [b]],
    ['single: picking the chosen one clears', [a], a, false, []],
    ['several: adds', [a], b, true, [a, b]],
    ['several: removes the chosen one', [a, b], a, true, [b]],
  ])('%s', (_case, items, item, several, expected) => expect(togglePicked(items, item, several)).toEqual(expected));

  it('removes by id', () => expect(removePicked([a, b], a.id)).toEqual([b]));
});

describe('currentUserItem: the ownerId default', () => {
  it.each<[string, Parameters<typeof currentUserItem>[0], PickedItem | null]>([
    ['nickname', { id: '10003', nickname: '张成员', username: 'member' }, b],
    ['username when no nickname', { id: '10003', nickname: null, username: 'member' }, { id: '10003', name: 'member' }],
    ['no user', null, null],
    ['no id', { nickname: 'x' }, null],
  ])('%s', (_case, user, expected) => expect(currentUserItem(user)).toEqual(expected));
});

describe('recordOwner: the owner control\'s person becomes the record\'s ownerId', () => {
  const fields = [
    { type: 'input', key: 'input_title' },
    { type: 'ownerId', key: 'ownerId_owner' },
  ];
  it.each([
    ['a picked person { id, name }', { ownerId_owner: { id: '10003', name: '张成员' } }, '10003'],
    ['a one-item list (older shape)', { ownerId_owner: [{ id: '10002', nickname: '李子管' }] }, '10002'],
    ['a bare id', { ownerId_owner: '10004' }, '10004'],
    ['a numeric id', { ownerId_owner: 10005 }, '10005'],
    ['empty: the submitter owns it', { ownerId_owner: null }, undefined],
    ['an empty list', { ownerId_owner: [] }, undefined],
    ['an object without id', { ownerId_owner: { name: '无名' } }, undefined],
  ])('%s', (_case, values, expected) => {
    expect(recordOwner(fields, values)).toBe(expected);
  });
  it('a form without an owner control has none', () => {
    expect(recordOwner([{ type: 'staff', key: 'staff_a' }], { staff_a: [a] })).toBeUndefined();
  });
});

describe('relatedSales: spec §4 order statuses as the picker shows them', () => {
  it.each<[string, string, string | null | undefined, string]>([
    ['cancelled', 'CANCELLED', 'REFUNDED', '已取消'],
    ['completed', 'COMPLETED', 'COMPLETION', '已完成'],
    ['placed, to pay', 'PLACED', 'UNPAID', '待支付'],
    ['placed, partly paid', 'PLACED', 'PARTIAL_PAYMENT', '部分支付'],
    ['placed, paid in full', 'PLACED', 'COMPLETION', '已支付'],
    ['placed, refunded (REFUND spelling)', 'PLACED', 'REFUND', '已退款'],
    ['placed, refunded (REFUNDED spelling)', 'PLACED', 'REFUNDED', '已退款'],
    ['placed, no payment status', 'PLACED', null, '已下单'],
    ['unknown order status: as sent', 'ARCHIVED', undefined, 'ARCHIVED'],
    ['unknown payment status: as sent', 'PLACED', 'ON_CREDIT', 'ON_CREDIT'],
  ])('%s', (_case, order, payment, label) => expect(orderStatusLabel(order, payment)).toBe(label));

  it.each<[number, string]>([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [92600, '¥926.00'],
    [9999, '¥99.99'],
    [-1200, '-¥12.00'],
  ])('amount %d fen shows as %s', (fen, shown) => expect(yuanOf(fen)).toBe(shown));
});
