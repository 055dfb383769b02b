/**
 * A form of N fields holding every control type of spec §3 (for scripts/bench.ts): a tabs container and a grid at
 * the top, then rows of every value control, a linkage source radio that many fields depend on, and a check setting.
 */
const TYPES = [
  'input', 'radio', 'checkbox', 'switch', 'number', 'date', 'dateRange', 'dateSelector', 'ownerId', 'address',
  'uploadFile', 'uploadImg', 'staff', 'fixedPosition', 'association', 'associationForm', 'linkquery', 'subform',
  'proxyform', 'relatedSales', 'member', 'supplier', 'customer', 'associateMember', 'checklabel', 'rate', 'editor',
  'code', 'vari', 'department', 'divider',
];

const options = [
  { label: '甲', value: 'a' },
  { label: '乙', value: 'b' },
  { label: '丙', value: 'c' },
];

const control = (type: string, name: string, extra: Record<string, unknown> = {}) => ({
  key: `${type}_${name}`,
  type,
  name: `${type} ${name}`,
  model: `${type}_${name}`,
  options: { defaultValue: null, options, ...extra },
  rules: [{ required: type === 'input', message: '' }],
});

export function buildBenchForm(n: number) {
  const source = control('radio', 'src0', { defaultValue: 'a' });
  const tabs = { ...control('tabs', 'tabs0'), columns: [{ label: '一', list: [control('input', 'tab1')] }, { label: '二', list: [control('input', 'tab2')] }] };
  const grid = { ...control('grid', 'grid0'), columns: [{ span: 12, list: [control('input', 'grid1')] }, { span: 12, list: [control('number', 'grid2')] }] };
  const list: Record<string, unknown>[] = [tabs, grid, source];
  let count = 5;
  for (let i = 0; count < n - 1; i++) {
    const type = TYPES[i % TYPES.length]!;
    list.push(control(type, `f${i}`, type === 'subform' || type === 'proxyform' ? { fields: [control('input', `child${i}`)] } : {}));
    count++;
  }
  const last = control('input', 'last');
  list.push(last);
  const settings = list
    .filter((_, i) => i > 3 && i % 6 === 0)
    .map((c) => ({ id: c.key as string, fieldLinkage: [{ key: source.key, conds: ['b'] }], addState: null, editState: null }));
  const checkSetting = {
    checkList: Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      conditions: [{ key: `number_f${4 + TYPES.length * i}`, operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
      errorText: `检查 ${i}`,
    })),
    errorText: '请检查',
    showErrorFields: true,
    checkEvent: ['submit'],
  };
  return { script: { list, renderList: [], checkSetting, config: {} }, settings, lastKey: last.key };
}
