import { childFields, fieldTypes, flattenForm } from '@/domain/form-engine/flatten';
import { parseFormScript } from '@/domain/form-engine/types';

const ctl = (type: string, suffix: string, extra: Record<string, unknown> = {}) => ({
  key: `${type}_${suffix}`,
  type,
  ...extra,
});

const script = parseFormScript({
  list: [
    ctl('input', 'title'),
    ctl('tabs', 'main', {
      name: '分页',
      columns: [
        {
          label: '基本',
          list: [
            ctl('radio', 'kind'),
            ctl('grid', 'inner', {
              columns: [
                { span: 12, list: [ctl('number', 'amount')] },
                { span: 12, list: [ctl('date', 'day')] },
              ],
            }),
          ],
        },
        { label: '人员', list: [ctl('staff', 'staff')] },
      ],
    }),
    ctl('divider', 'split'),
    ctl('subform', 'lines', { options: { fields: [ctl('input', 'lineName'), ctl('number', 'lineQty')] } }),
    ctl('signature', 'sign'),
  ],
});

describe('flattening (spec §4: nested tabs and grid containers are flattened before rendering)', () => {
  const fields = flattenForm(script);

  it('fields in render order: depth first, column by column; containers replaced by their children', () => {
    expect(fields.map((f) => f.key)).toEqual([
      'input_title',
      'radio_kind',
      'number_amount',
      'date_day',
      'staff_staff',
      'divider_split',
      'subform_lines',
      'signature_sign',
    ]);
  });

  it.each<{ case: string; key: string; layout: unknown }>([
    { case: 'top level has no layout', key: 'input_title', layout: [] },
    {
      case: 'a field in a tab page',
      key: 'radio_kind',
      layout: [{ key: 'tabs_main', type: 'tabs', name: '分页', column: 0, label: '基本' }],
    },
    {
      case: 'a grid nested in a tab keeps both steps, outermost first',
      key: 'date_day',
      layout: [
        { key: 'tabs_main', type: 'tabs', name: '分页', column: 0, label: '基本' },
        { key: 'grid_inner', type: 'grid', column: 1, span: 12 },
      ],
    },
    {
      case: 'the second tab page',
      key: 'staff_staff',
      layout: [{ key: 'tabs_main', type: 'tabs', name: '分页', column: 1, label: '人员' }],
    },
  ])('layout info: $case', ({ key, layout }) => {
    expect(fields.find((f) => f.key === key)?.layout).toEqual(layout);
  });

  it('subform children stay inside their control', () => {
    const subform = fields.find((f) => f.key === 'subform_lines');
    expect(subform && childFields(subform.control).map((f) => f.key)).toEqual(['input_lineName', 'number_lineQty']);
  });

  it('an unknown control stays in place, with its raw type', () => {
    expect(fields[7]).toMatchObject({ key: 'signature_sign', type: 'signature' });
  });

  it('renderList is used when list is empty', () => {
    const alt = parseFormScript({ list: [], renderList: [ctl('input', 'r')] });
    expect(flattenForm(alt).map((f) => f.key)).toEqual(['input_r']);
  });

  it('a container without columns contributes nothing', () => {
    expect(flattenForm(parseFormScript({ list: [ctl('grid', 'g')] }))).toEqual([]);
  });

  it('types by key', () => {
    expect(fieldTypes(fields).get('date_day')).toBe('date');
  });
});
