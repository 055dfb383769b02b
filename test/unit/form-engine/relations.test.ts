import { childFields, parseFormScript, flattenForm, type Control } from '@/domain/form-engine';
import {
  RELATION_TEXT,
  addressDisplay,
  addressIncomplete,
  addressLevel,
  addressValue,
  associationItems,
  associationMultiple,
  chooseArea,
  duplicateMessage,
  isNoDuplicateField,
  linkQueryRequest,
  linkQueryResult,
  linkQuerySetting,
  linkQuerySources,
  newRow,
  positionDisplay,
  positionValue,
  recordLabel,
  subformErrors,
  subformMaxRows,
  subformRows,
  toggleAssociation,
} from '@/domain/form-engine/relations';

const control = (
  type: string,
  key: string,
  name: string,
  options: Record<string, unknown> = {},
  required = false,
): Control => parseFormScript({ list: [{ key, type, name, options, rules: [{ required, message: '' }] }] }).list[0]!;

describe('association values (spec §3 association / associationForm)', () => {
  it.each([
    {
      case: 'associationForm takes several records by default',
      c: control('associationForm', 'f', 'x'),
      multiple: true,
    },
    { case: 'association takes one record', c: control('association', 'a', 'x'), multiple: false },
    {
      case: 'association with options.multiple takes several',
      c: control('association', 'a', 'x', { multiple: true }),
      multiple: true,
    },
    {
      case: 'associationForm with multiple false takes one',
      c: control('associationForm', 'f', 'x', { multiple: false }),
      multiple: false,
    },
  ])('$case', ({ c, multiple }) => expect(associationMultiple(c)).toBe(multiple));

  it.each<{ case: string; value: unknown; expected: unknown }>([
    { case: 'empty is no item', value: null, expected: [] },
    {
      case: 'a bare id is one item labelled by its id',
      value: 'data-1',
      expected: [{ id: 'data-1', formId: 'form-visit', label: 'data-1' }],
    },
    {
      case: 'stored items are read back',
      value: [{ id: 'd1', formId: 'f', label: '陈经理', code: 'C1' }],
      expected: [{ id: 'd1', formId: 'f', label: '陈经理', code: 'C1' }],
    },
    {
      case: 'an associated-data row counts by formAssociationId',
      value: [{ formAssociationId: 'd9' }],
      expected: [{ id: 'd9', formId: 'form-visit', label: 'd9' }],
    },
    {
      case: 'repeated ids and items without an id are dropped',
      value: [{ id: 'd1' }, { id: 'd1' }, { label: 'x' }],
      expected: [{ id: 'd1', formId: 'form-visit', label: 'd1' }],
    },
  ])('$case', ({ value, expected }) => expect(associationItems(value, 'form-visit')).toEqual(expected));

  it('labels a record by its showFields, else its code, else its id', () => {
    const rec = {
      id: 'd1',
      code: 'VISIT-1',
      content: { input_contact: '陈经理', customer_customer: { id: 'c1', name: '杭州云栖科技' }, date_visitDate: '' },
    };
    expect(recordLabel(rec, ['input_contact', 'customer_customer'])).toBe('陈经理 / 杭州云栖科技');
    expect(recordLabel(rec, ['date_visitDate'])).toBe('VISIT-1');
    expect(recordLabel({ id: 'd2' }, [])).toBe('d2');
  });

  it('choosing toggles: single replaces, multiple adds, choosing again removes', () => {
    const a = { id: 'a', formId: 'f', label: 'A' };
    const b = { id: 'b', formId: 'f', label: 'B' };
    expect(toggleAssociation([a], b, false)).toEqual([b]);
    expect(toggleAssociation([a], b, true)).toEqual([a, b]);
    expect(toggleAssociation([a, b], a, true)).toEqual([b]);
  });
});

describe('linkquery (spec §5 "Linkage query default page 1, size 999")', () => {
  const lq = control('linkquery', 'linkquery_q', '联动', {
    formId: 'form-visit',
    conditions: [{ key: 'input_contact', field: 'input_title' }, { key: 'bad' }],
    showFields: ['input_contact'],
    fill: [{ from: 'editor_summary', to: 'editor_content' }],
  });

  it('reads the setting with the spec defaults; a broken condition is dropped', () => {
    expect(linkQuerySetting(lq)).toEqual({
      formId: 'form-visit',
      conditions: [{ key: 'input_contact', field: 'input_title' }],
      showFields: ['input_contact'],
      fill: [{ from: 'editor_summary', to: 'editor_content' }],
      page: 1,
      size: 999,
    });
    expect(
      linkQuerySetting(
        control('linkquery', 'q', 'x', { formId: 'f', conditions: [{ key: 'a', field: 'b' }], size: 5000 }),
      )?.size,
    ).toBe(999);
  });

  it.each([
    { case: 'no form', options: { conditions: [{ key: 'a', field: 'b' }] } },
    { case: 'no condition', options: { formId: 'form-visit' } },
  ])('has no setting with $case (nothing to look up)', ({ options }) =>
    expect(linkQuerySetting(control('linkquery', 'q', 'x', options))).toBeNull(),
  );

  it('builds the data-linkage body from this form’s values; an empty condition field asks nothing', () => {
    const s = linkQuerySetting(lq)!;
    expect(linkQueryRequest(s, { input_title: '陈经理' }, 'app-1')).toEqual({
      appId: 'app-1',
      formId: 'form-visit',
      conditions: [{ key: 'input_contact', value: '陈经理' }],
      page: 1,
      size: 999,
    });
    expect(linkQueryRequest(s, { input_title: '  ' }, 'app-1')).toBeNull();
  });

  it('turns the records found into rows and copies the first record’s values', () => {
    const s = linkQuerySetting(lq)!;
    const { rows, fills } = linkQueryResult(s, [
      { id: 'd1', code: 'V1', content: { input_contact: '陈经理', editor_summary: '<p>采购</p>' } },
      { id: 'd2', code: 'V2', content: { input_contact: '陈经理' } },
    ]);
    expect(rows).toEqual([
      { id: 'd1', label: '陈经理', data: { input_contact: '陈经理' } },
      { id: 'd2', label: '陈经理', data: { input_contact: '陈经理' } },
    ]);
    expect(fills).toEqual({ editor_content: '<p>采购</p>' });
    expect(linkQueryResult(s, [])).toEqual({ rows: [], fills: {} });
  });

  it('indexes which fields trigger which linkquery', () => {
    const fields = flattenForm(parseFormScript({ list: [{ key: 'input_title', type: 'input' }, lq] }));
    expect([...linkQuerySources(fields)]).toEqual([['input_title', ['linkquery_q']]]);
  });
});

describe('subform rows (spec §3 options.fields, §5 table duplicate check)', () => {
  const sub = control('subform', 'subform_lines', '明细', {
    fields: [
      { key: 'input_name', type: 'input', name: '名称', rules: [{ required: true }] },
      { key: 'number_qty', type: 'number', name: '数量', options: { defaultValue: 1 } },
      { key: 'input_mobile', type: 'input', name: '手机', options: { format: 'mobile' } },
    ],
    duplicateCheck: ['input_name'],
    max: 2,
  });
  const children = childFields(sub);

  it('reads rows tolerantly and starts a row with the defaults', () => {
    expect(subformRows([{ a: 1 }, 'x', null])).toEqual([{ a: 1 }]);
    expect(subformRows(null)).toEqual([]);
    expect(newRow(children)).toEqual({ number_qty: 1 });
    expect(subformMaxRows(sub)).toBe(2);
    expect(subformMaxRows(control('subform', 's', 'x'))).toBe(Infinity);
  });

  it.each<{
    case: string;
    value: unknown;
    rows: Record<string, string>[];
    duplicateRows: number[];
    message: string | null;
  }>([
    { case: 'no rows, no errors', value: [], rows: [], duplicateRows: [], message: null },
    {
      case: 'a required cell left empty',
      value: [{ number_qty: 1 }],
      rows: [{ input_name: '名称不能为空' }],
      duplicateRows: [],
      message: '子表单有 1 处需要修改',
    },
    {
      case: 'a cell failing its format',
      value: [{ input_name: 'a', input_mobile: '123' }],
      rows: [{ input_mobile: '请输入正确的手机号码' }],
      duplicateRows: [],
      message: '子表单有 1 处需要修改',
    },
    {
      case: 'rows repeating each other on the check field',
      value: [{ input_name: 'a' }, { input_name: 'a' }],
      rows: [{}, {}],
      duplicateRows: [0, 1],
      message: '第1、2行数据重复',
    },
  ])('$case', ({ value, rows, duplicateRows, message }) => {
    expect(subformErrors(sub, children, value)).toEqual({ rows, duplicateRows, message });
  });
});

describe('address and location values', () => {
  it('reads an address tolerantly; a plain string is its details', () => {
    expect(addressValue('文三路 1 号')).toEqual({ location: [], codes: [], details: '文三路 1 号' });
    expect(addressValue({ location: ['浙江省'], codes: ['330000', 'x'], details: 1 })).toEqual({
      location: ['浙江省'],
      codes: [],
      details: '1',
    });
    expect(addressValue(null)).toEqual({ location: [], codes: [], details: '' });
  });

  it('choosing a level keeps those above and drops those below', () => {
    const chosen = { location: ['浙江省', '杭州市', '西湖区'], codes: ['330000', '330100', '330106'], details: 'd' };
    expect(chooseArea(chosen, 1, { code: '330200', name: '宁波市' })).toEqual({
      location: ['浙江省', '宁波市'],
      codes: ['330000', '330200'],
      details: 'd',
    });
    expect(addressDisplay(chosen)).toBe('浙江省 杭州市 西湖区 d');
  });

  it.each([
    { case: 'default level is 3 (district)', options: {}, level: 3 },
    { case: 'level 2 stops at the city', options: { level: 2 }, level: 2 },
    { case: 'an unknown level is 3', options: { level: 7 }, level: 3 },
  ])('$case', ({ options, level }) => expect(addressLevel(control('address', 'a', 'x', options))).toBe(level));

  it('an address chosen part-way is incomplete; empty or complete is not', () => {
    const c = control('address', 'a', 'x');
    expect(addressIncomplete(c, { location: ['浙江省'], codes: ['330000'] })).toBe(true);
    expect(addressIncomplete(c, { location: [], codes: [], details: '' })).toBe(false);
    expect(addressIncomplete(c, { location: ['a', 'b', 'c'], codes: ['1', '2', '3'] })).toBe(false);
  });

  it('reads a position; coordinates only when both are numbers', () => {
    expect(positionValue({ address: '西湖', latitude: '30.25', longitude: 120.1 })).toEqual({
      address: '西湖',
      latitude: 30.25,
      longitude: 120.1,
    });
    expect(positionValue({ address: '西湖', latitude: 30 })).toEqual({ address: '西湖' });
    expect(positionDisplay({ name: '西湖', address: '杭州', latitude: 30.25, longitude: 120.1 })).toBe(
      '西湖 杭州 (30.250000, 120.100000)',
    );
  });
});

describe('single-field duplicate check (spec §5)', () => {
  it.each([
    { options: { noRepeat: true }, marked: true },
    { options: { noDuplicate: 'true' }, marked: true },
    { options: { unique: 1 }, marked: true },
    { options: { noRepeat: false }, marked: false },
    { options: {}, marked: false },
  ])('options $options marks no-duplicates: $marked', ({ options, marked }) =>
    expect(isNoDuplicateField(control('input', 'i', 'x', options))).toBe(marked),
  );

  it('words the message with the field name', () => {
    expect(duplicateMessage('单行文本', 'input_title')).toBe('单行文本已存在，请勿重复填写');
    expect(duplicateMessage(undefined, 'input_title')).toBe('input_title已存在，请勿重复填写');
    expect(RELATION_TEXT.positionUnavailable).toContain('已保留');
  });
});
