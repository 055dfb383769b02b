import { flattenForm, parseFormScript } from '@/domain/form-engine';
import { EMPTY_LABEL } from '@/domain/time/date-display';
import { changeEntries, type ChangeLogInput } from '@/features/records/detail/change-log';

const fields = flattenForm(
  parseFormScript({
    list: [
      { key: 'input_title', type: 'input', name: '工单标题', options: {} },
      { key: 'radio_status', type: 'radio', name: '处理状态', options: { options: [{ label: '待处理', value: 'open' }, { label: '已处理', value: 'done' }] } },
      { key: 'checkbox_tags', type: 'checkbox', name: '标签', options: { options: [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }] } },
      { key: 'date_day', type: 'date', name: '日期', options: { format: 'YYYY-MM-DD' } },
    ],
  }),
);

const log = (changes: ChangeLogInput['changes'], action = 'UPDATE'): ChangeLogInput => ({
  id: 'log-1',
  action,
  createTime: '2026-03-01T02:00:00.000Z',
  user: { id: '10003', nickname: '张成员' },
  changes,
});

describe('change log timeline (screens-data-rules.md §5 "Radio and checkbox values are shown as option labels", "an empty value shows 未填写")', () => {
  it.each<{ case: string; change: ChangeLogInput['changes'][number]; expected: { label: string; from: string; to: string } }>([
    { case: 'radio: option labels from → to', change: { key: 'radio_status', before: 'open', after: 'done' }, expected: { label: '处理状态', from: '待处理', to: '已处理' } },
    { case: 'checkbox: labels of every option', change: { key: 'checkbox_tags', before: ['a'], after: ['a', 'b'] }, expected: { label: '标签', from: '甲', to: expect.stringMatching(/甲.*乙/) as unknown as string } },
    { case: 'empty before: 未填写', change: { key: 'input_title', before: null, after: '新标题' }, expected: { label: '工单标题', from: EMPTY_LABEL, to: '新标题' } },
    { case: 'cleared: 未填写 after', change: { key: 'input_title', before: '旧', after: '' }, expected: { label: '工单标题', from: '旧', to: EMPTY_LABEL } },
    { case: 'date with dashes', change: { key: 'date_day', before: '2026/03/01', after: '2026-03-02' }, expected: { label: '日期', from: '2026-03-01', to: '2026-03-02' } },
    { case: 'a field the form no longer has: its key, plain text', change: { key: 'input_gone', before: 1, after: { name: '某人' } }, expected: { label: 'input_gone', from: '1', to: '某人' } },
  ])('$case', ({ change, expected }) => {
    const [entry] = changeEntries([log([change])], fields);
    expect(entry!.lines[0]).toEqual({ key: change.key, ...expected });
  });

  it('who, when in local time, and what was done', () => {
    const [entry] = changeEntries([log([], 'CREATE')], fields);
    expect(entry!.who).toBe('张成员');
    expect(entry!.what).toBe('创建了数据');
    // Local time of the instant, with dashes (the test runner's zone decides the hour).
    const local = new Date('2026-03-01T02:00:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(entry!.when).toContain(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`);
    expect(changeEntries([{ ...log([], 'SOMETHING'), user: null }], fields)[0]).toMatchObject({ who: '', what: '变更了数据' });
  });
});
