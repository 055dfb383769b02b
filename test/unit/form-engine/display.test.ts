// The one display rule (screens-data-rules.md §3 control types; §5 option labels, dates with dashes, -- for a
// missing end, 未填写 for an empty value, rich text as plain text). Every control type of §3 has a row.
import {
  CONTROL_TYPES,
  DISPLAY_TEXT,
  EMPTY_LABEL,
  displayText,
  parseFormScript,
  type ControlType,
  type DisplayField,
} from '@/domain/form-engine';

const fieldOf = (type: string, options: Record<string, unknown> = {}): DisplayField => {
  const control = parseFormScript({ list: [{ key: `${type}_x`, type, name: type, options }] }).list[0]!;
  return { type, control };
};
const CHOICES = { options: [{ label: '个人', value: 'a' }, { label: '企业', value: 'b' }] };

interface Row {
  type: ControlType;
  options?: Record<string, unknown>;
  value: unknown;
  text: string;
}

// One or more rows per control type; the test below checks that every type of §3 is named.
const ROWS: Row[] = [
  { type: 'tabs', value: 'x', text: 'x' },
  { type: 'grid', value: null, text: EMPTY_LABEL },
  { type: 'divider', value: undefined, text: EMPTY_LABEL },
  { type: 'input', value: '端到端', text: '端到端' },
  { type: 'input', value: '  ', text: EMPTY_LABEL },
  { type: 'code', value: '123456', text: '123456' },
  { type: 'number', value: 0, text: '0' },
  { type: 'number', value: 12.5, text: '12.5' },
  { type: 'rate', value: 4, text: '4' },
  { type: 'vari', value: '变量值', text: '变量值' },
  { type: 'editor', value: '<p>你好&lt;b&gt;</p>', text: '你好' },
  { type: 'editor', value: '<p></p>', text: EMPTY_LABEL },
  { type: 'radio', options: CHOICES, value: 'b', text: '企业' },
  { type: 'radio', options: CHOICES, value: 'z', text: 'z' },
  { type: 'checkbox', options: CHOICES, value: ['a', 'b'], text: '个人、企业' },
  { type: 'checkbox', options: CHOICES, value: [], text: EMPTY_LABEL },
  { type: 'checklabel', options: CHOICES, value: ['b'], text: '企业' },
  // A switch reads on as the engine's linkage does (compare.ts switchOn): true, 'true', 1, '1', 'on'.
  { type: 'switch', value: true, text: DISPLAY_TEXT.on },
  { type: 'switch', value: 'true', text: DISPLAY_TEXT.on },
  { type: 'switch', value: 1, text: DISPLAY_TEXT.on },
  { type: 'switch', value: 'on', text: DISPLAY_TEXT.on },
  { type: 'switch', value: false, text: DISPLAY_TEXT.off },
  { type: 'switch', value: 'false', text: DISPLAY_TEXT.off },
  { type: 'switch', value: 0, text: DISPLAY_TEXT.off },
  { type: 'switch', value: null, text: EMPTY_LABEL },
  { type: 'date', value: '2026/03/02', text: '2026-03-02' },
  { type: 'date', options: { format: 'YYYY-MM' }, value: '2026.03', text: '2026.03' },
  { type: 'dateSelector', value: '2026.3.2', text: '2026-3-2' },
  { type: 'dateRange', value: ['2026/03/01', '2026-03-05'], text: '2026-03-01 ~ 2026-03-05' },
  { type: 'dateRange', value: ['2026-03-01', ''], text: '2026-03-01 ~ --' },
  { type: 'dateRange', value: ['', ''], text: EMPTY_LABEL },
  { type: 'uploadImg', value: [{ fileId: 'f1', name: 'a.png', url: '/a.png' }], text: 'a.png' },
  { type: 'uploadFile', value: [{ fileId: 'f1', name: '合同.pdf', url: '/c.pdf' }, { fileId: 'f2', name: '附件.doc', url: '/d' }], text: '合同.pdf、附件.doc' },
  { type: 'ownerId', value: { id: '10003', name: '张成员' }, text: '张成员' },
  { type: 'staff', value: [{ id: '1', nickname: '张成员' }, { id: '2', name: '李四' }], text: '张成员、李四' },
  { type: 'department', value: 'd1,d2', text: 'd1、d2' },
  { type: 'member', value: [{ id: 'm1', name: '会员甲', code: 'VIP1' }], text: '会员甲' },
  { type: 'associateMember', value: [{ memberId: 'm2', name: '会员乙' }], text: '会员乙' },
  { type: 'customer', value: [{ id: 'c1', name: '演示科技' }], text: '演示科技' },
  { type: 'supplier', value: [{ id: 's1', label: '供应商甲' }], text: '供应商甲' },
  { type: 'relatedSales', value: [{ id: 'o1', name: 'SO-1', code: 'SO-1' }], text: 'SO-1' },
  { type: 'association', value: [{ id: 'r1', formId: 'f', label: '陈经理' }], text: '陈经理' },
  { type: 'associationForm', value: [{ id: 'r1', code: 'VISIT-1' }, { id: 'r2' }], text: 'VISIT-1、r2' },
  { type: 'linkquery', value: [{ id: 'r1', label: '陈经理 / 2026-03-02', data: {} }], text: '陈经理 / 2026-03-02' },
  { type: 'linkquery', value: [], text: EMPTY_LABEL },
  { type: 'subform', value: [{ input_name: '螺丝' }, { input_name: '螺母' }], text: '2 行' },
  { type: 'proxyform', value: [{ input_note: '代填' }], text: '1 行' },
  { type: 'address', value: { location: ['浙江省', '杭州市'], codes: ['33', '3301'], details: '文三路' }, text: '浙江省 杭州市 文三路' },
  { type: 'address', value: { location: [], codes: [], details: '' }, text: EMPTY_LABEL },
  { type: 'fixedPosition', value: { address: '西湖边', latitude: 30.25, longitude: 120.15 }, text: '西湖边 (30.250000, 120.150000)' },
];

describe('displayText: one rule for the form, Lists, Search, Detail and the change log', () => {
  it.each(ROWS)('$type $value → $text', ({ type, options, value, text }) => {
    expect(displayText(fieldOf(type, options), value)).toBe(text);
  });

  it('names every control type of §3', () => {
    const named = new Set(ROWS.map((r) => r.type));
    expect(CONTROL_TYPES.filter((t) => !named.has(t))).toEqual([]);
  });

  it.each<{ case: string; field: DisplayField | null; value: unknown; text: string }>([
    { case: 'no field (a key the form no longer has): text as is', field: null, value: 'x', text: 'x' },
    { case: 'no field: a number', field: null, value: 1, text: '1' },
    { case: 'no field: a boolean reads as a switch does', field: null, value: false, text: DISPLAY_TEXT.off },
    { case: 'no field: objects by name, nickname, label, else id', field: null, value: [{ nickname: '张' }, { id: 'x1' }], text: '张、x1' },
    { case: 'no field: an object without a name or id, as JSON', field: null, value: { a: 1 }, text: '{"a":1}' },
    { case: 'an unknown type: plain text, never option labels', field: fieldOf('select', CHOICES), value: 'a', text: 'a' },
    { case: 'an unknown type, empty', field: fieldOf('mystery'), value: [], text: EMPTY_LABEL },
    { case: 'a malformed sub-form value finds no rows', field: fieldOf('subform'), value: 'rows?', text: EMPTY_LABEL },
  ])('$case', ({ field, value, text }) => {
    expect(displayText(field, value)).toBe(text);
  });
});
