import type { Engine } from '@/domain/records/engine';
import { DEFAULT_SORT, parseSort, sortForEngine, sortParam, sortParams, type SortInput } from '@/domain/records/sort';

describe('sort per engine (§5: the older engine converts createTime to createdAt and lowercases the direction)', () => {
  it.each<{ case: string; input: SortInput | SortInput[] | undefined; engine: Engine; expected: string[] }>([
    {
      case: 'older: createTime DESC becomes createdAt,desc',
      input: { field: 'createTime', direction: 'DESC' },
      engine: 'v1',
      expected: ['createdAt,desc'],
    },
    {
      case: 'older: other fields keep their name, direction lowercased',
      input: 'number_amount,ASC',
      engine: 'v1',
      expected: ['number_amount,asc'],
    },
    { case: 'older: a field without a direction', input: 'createTime', engine: 'v1', expected: ['createdAt'] },
    {
      case: 'newer: createTime DESC unchanged',
      input: { field: 'createTime', direction: 'DESC' },
      engine: 'current',
      expected: ['createTime,DESC'],
    },
    {
      case: 'newer: text form unchanged',
      input: 'lastModifiedTime,ASC',
      engine: 'current',
      expected: ['lastModifiedTime,ASC'],
    },
    {
      case: 'several sorts, in order',
      input: ['createTime,DESC', 'code,ASC'],
      engine: 'v1',
      expected: ['createdAt,desc', 'code,asc'],
    },
    {
      case: 'unreadable entries are skipped',
      input: ['', { field: ' ' }, 'code'],
      engine: 'current',
      expected: ['code'],
    },
    { case: 'no sort', input: undefined, engine: 'v1', expected: [] },
  ])('$case', ({ input, engine, expected }) => {
    expect(sortParams(input, engine)).toEqual(expected);
  });

  it.each<{ text: string; expected: ReturnType<typeof parseSort> }>([
    { text: 'createTime,DESC', expected: { field: 'createTime', direction: 'DESC' } },
    { text: 'createTime DESC', expected: { field: 'createTime', direction: 'DESC' } },
    { text: ' code ', expected: { field: 'code' } },
    { text: '', expected: null },
  ])('parseSort($text)', ({ text, expected }) => {
    expect(parseSort(text)).toEqual(expected);
  });

  it('sortForEngine works on objects and leaves its input alone', () => {
    const order = { field: 'createTime', direction: 'DESC' };
    expect(sortForEngine(order, 'v1')).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(order).toEqual({ field: 'createTime', direction: 'DESC' });
  });

  it('the default sort is newest first', () => {
    expect(sortParam(DEFAULT_SORT)).toBe('createTime,DESC');
  });
});
