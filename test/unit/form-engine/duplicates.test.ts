import {
  duplicateMode,
  duplicateQuery,
  tableDuplicates,
  valuesConflict,
  type TableDuplicateCheck,
  type TableDuplicates,
} from '@/domain/form-engine/duplicates';

describe('duplicate checks (spec §5, calls-and-errors §5)', () => {
  it.each<{ case: string; rows: Record<string, unknown>[]; check: TableDuplicateCheck; expected: TableDuplicates }>([
    {
      case: 'equality on every check field finds the repeated rows',
      rows: [
        { input_room: 'A', date_day: '2026-11-25' },
        { input_room: 'B', date_day: '2026-11-25' },
        { input_room: 'A', date_day: '2026-11-25' },
      ],
      check: { fields: ['input_room', 'date_day'] },
      expected: { pairs: [[0, 2]], rows: [0, 2], skipped: [] },
    },
    {
      case: 'rows equal on one field only are not duplicates',
      rows: [
        { input_room: 'A', date_day: '2026-11-25' },
        { input_room: 'A', date_day: '2026-11-26' },
      ],
      check: { fields: ['input_room', 'date_day'] },
      expected: { pairs: [], rows: [], skipped: [] },
    },
    {
      case: 'all check fields must be filled: a row with an empty one is skipped',
      rows: [
        { input_room: 'A', date_day: '' },
        { input_room: 'A', date_day: '' },
        { input_room: 'A', date_day: '2026-11-25' },
      ],
      check: { fields: ['input_room', 'date_day'] },
      expected: { pairs: [], rows: [], skipped: [0, 1] },
    },
    {
      case: 'equality on a checkbox compares as sets',
      rows: [{ checkbox_t: ['a', 'b'] }, { checkbox_t: ['b', 'a'] }, { checkbox_t: ['a'] }],
      check: { fields: ['checkbox_t'] },
      expected: { pairs: [[0, 1]], rows: [0, 1], skipped: [] },
    },
    {
      case: 'equality on numbers is numeric',
      rows: [{ number_n: 1 }, { number_n: '1.00' }],
      check: { fields: ['number_n'] },
      expected: { pairs: [[0, 1]], rows: [0, 1], skipped: [] },
    },
    {
      case: 'no-conflict: overlapping date ranges conflict (disjoint comparison)',
      rows: [
        { input_room: 'A', dateRange_p: ['2026-11-01', '2026-11-03'] },
        { input_room: 'A', dateRange_p: ['2026-11-03', '2026-11-05'] },
        { input_room: 'A', dateRange_p: ['2026-11-06', '2026-11-07'] },
        { input_room: 'B', dateRange_p: ['2026-11-01', '2026-11-07'] },
      ],
      check: { fields: ['input_room', { key: 'dateRange_p', mode: 'no-conflict' }] },
      expected: { pairs: [[0, 1]], rows: [0, 1], skipped: [] },
    },
    {
      case: 'no-conflict for every field: checkboxes sharing one value conflict',
      rows: [{ checkbox_t: ['a', 'b'] }, { checkbox_t: ['b', 'c'] }, { checkbox_t: ['d'] }],
      check: { fields: ['checkbox_t'], mode: 'NO_CONFLICT' },
      expected: { pairs: [[0, 1]], rows: [0, 1], skipped: [] },
    },
    {
      case: 'no check fields: nothing is checked',
      rows: [{ a: 1 }, { a: 1 }],
      check: { fields: [] },
      expected: { pairs: [], rows: [], skipped: [] },
    },
  ])('in a table: $case', ({ rows, check, expected }) => {
    expect(tableDuplicates(rows, check)).toEqual(expected);
  });

  it.each<{
    case: string;
    kind: Parameters<typeof valuesConflict>[0];
    mode: 'equal' | 'no-conflict';
    a: unknown;
    b: unknown;
    expected: boolean;
  }>([
    { case: 'equal mode: a subset is not equal', kind: 'set', mode: 'equal', a: ['a', 'b'], b: ['a'], expected: false },
    {
      case: 'no-conflict: a subset overlaps',
      kind: 'set',
      mode: 'no-conflict',
      a: ['a', 'b'],
      b: ['a'],
      expected: true,
    },
    { case: 'no-conflict: disjoint sets', kind: 'set', mode: 'no-conflict', a: ['a'], b: ['b'], expected: false },
    {
      case: 'no-conflict: the same day',
      kind: 'date',
      mode: 'no-conflict',
      a: '2026-11-25 08:00',
      b: '2026-11-25',
      expected: true,
    },
    {
      case: 'no-conflict: number ranges touching',
      kind: 'number',
      mode: 'no-conflict',
      a: [1, 3],
      b: [3, 5],
      expected: true,
    },
    {
      case: 'no-conflict: number ranges apart',
      kind: 'number',
      mode: 'no-conflict',
      a: [1, 2],
      b: [3, 5],
      expected: false,
    },
    { case: 'no-conflict: plain text is equality', kind: 'text', mode: 'no-conflict', a: 'x', b: 'x', expected: true },
  ])('conflict: $case', ({ kind, mode, a, b, expected }) => {
    expect(valuesConflict(kind, mode, a, b)).toBe(expected);
  });

  it.each<{ mode: unknown; expected: string }>([
    { mode: 'no-conflict', expected: 'no-conflict' },
    { mode: 'NO_CONFLICT', expected: 'no-conflict' },
    { mode: 'noConflict', expected: 'no-conflict' },
    { mode: 'equal', expected: 'equal' },
    { mode: undefined, expected: 'equal' },
  ])('duplicateMode($mode)', ({ mode, expected }) => {
    expect(duplicateMode(mode)).toBe(expected);
  });

  it.each<{ case: string; input: Parameters<typeof duplicateQuery>[0]; expected: unknown }>([
    {
      case: 'older engine: an equality filter on the field',
      input: { isV1: true, appId: 'app-1', formId: 'form-1', key: 'input_code', value: 'A-1', type: 'input' },
      expected: {
        method: 'POST',
        path: '/ware-engine-form/data/duplicate-check',
        body: {
          appId: 'app-1',
          formId: 'form-1',
          conditions: [{ key: 'input_code', operation: 'equal', value: 'A-1', type: 'input' }],
        },
      },
    },
    {
      case: 'older engine, editing: the record itself is excluded',
      input: { isV1: true, appId: 'app-1', formId: 'form-1', key: 'input_code', value: 'A-1', dataId: 'd-9' },
      expected: {
        method: 'POST',
        path: '/ware-engine-form/data/duplicate-check',
        body: {
          appId: 'app-1',
          formId: 'form-1',
          conditions: [{ key: 'input_code', operation: 'equal', value: 'A-1' }],
          dataId: 'd-9',
        },
      },
    },
    {
      case: 'newer engine: the per-field value check',
      input: { isV1: false, appId: 'app 1', formId: 'form-1', key: 'input_code', value: 'A-1', dataId: 'd-9' },
      expected: {
        method: 'POST',
        path: '/bigtable/application/app%201/form/form-1/form-data/duplicate-check',
        body: { key: 'input_code', value: 'A-1', dataId: 'd-9' },
      },
    },
    {
      case: 'an empty value needs no check',
      input: { isV1: false, appId: 'a', formId: 'f', key: 'input_code', value: ' ' },
      expected: null,
    },
  ])('single field: $case', ({ input, expected }) => {
    expect(duplicateQuery(input)).toEqual(expected);
  });
});
