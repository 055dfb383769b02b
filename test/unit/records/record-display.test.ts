import { displayText, flattenForm, parseFormScript } from '../../../src/domain/form-engine';
import { flattenRecord } from '../../../src/domain/records';
import { recordLines, searchableFields } from '../../../src/features/records/parts/record-display';

const script = parseFormScript({
  list: [
    { key: 'input_title', type: 'input', name: '标题', options: {}, rules: [] },
    { key: 'radio_kind', type: 'radio', name: '类型', options: { options: [{ label: '个人', value: 'a' }, { label: '企业', value: 'b' }] }, rules: [] },
    { key: 'checkbox_tags', type: 'checkbox', name: '标签', options: { options: [{ label: '紧急', value: 'x' }, { label: '重要', value: 'y' }] }, rules: [] },
    { key: 'date_day', type: 'date', name: '日期', options: {}, rules: [] },
    { key: 'number_amount', type: 'number', name: '金额', options: {}, rules: [] },
    { key: 'editor_note', type: 'editor', name: '说明', options: {}, rules: [] },
    { key: 'staff_people', type: 'staff', name: '成员', options: {}, rules: [] },
  ],
});
const fields = flattenForm(script);
const field = (key: string) => fields.find((f) => f.key === key)!;

describe('record view (Lists / Detail)', () => {
  it('shows option labels, dates with dashes, plain rich text, names; 未填写 when empty', () => {
    expect(displayText(field('radio_kind'), 'b')).toBe('企业');
    expect(displayText(field('checkbox_tags'), ['x', 'y'])).toBe('紧急、重要');
    expect(displayText(field('date_day'), '2026/03/02')).toBe('2026-03-02');
    expect(displayText(field('editor_note'), '<p>你好</p>')).toBe('你好');
    expect(displayText(field('staff_people'), [{ id: '1', nickname: '张成员' }, { id: '2', name: '李四' }])).toBe('张成员、李四');
    expect(displayText(field('input_title'), '')).toBe('未填写');
    expect(displayText(field('checkbox_tags'), [])).toBe('未填写');
    expect(displayText(field('number_amount'), 0)).toBe('0');
  });

  it('lists the form fields, then the system fields with their labels', () => {
    const flat = flattenRecord(
      { id: 'r1', code: 'C-1', data: { input_title: '甲', radio_kind: 'a' }, createdBy: { id: '10003', nickname: '张成员' }, createTime: '2026-03-02 10:00:00' },
      'current',
    )!;
    const lines = recordLines(flat, fields);
    expect(lines[0]).toEqual({ key: 'input_title', label: '标题', text: '甲' });
    expect(lines.find((l) => l.key === 'creater')).toEqual({ key: 'creater', label: '创建人', text: '张成员' });
    expect(lines.find((l) => l.key === 'code')?.text).toBe('C-1');
    expect(recordLines(flat, fields, 2)).toHaveLength(2);
  });

  it('leaves out the internal id and shows the owner by the name looked up for it (未知用户 without one, never the id)', () => {
    const flat = flattenRecord({ id: 'data-1', ownerId: '10003', data: {} }, 'current')!;
    expect(recordLines(flat, fields).map((l) => l.key)).not.toContain('id');
    expect(recordLines(flat, fields).find((l) => l.key === 'ownerId')?.text).toBe('未知用户');
    expect(recordLines(flat, fields, undefined, new Map([['10003', '张成员']])).find((l) => l.key === 'ownerId')?.text).toBe('张成员');
  });

  it('searches the text, number and picker fields, whose card text is the stored text (not options, dates, rich text)', () => {
    expect(searchableFields(fields).map((f) => f.key)).toEqual(['input_title', 'number_amount', 'staff_people']);
  });
});
