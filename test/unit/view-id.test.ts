import { viewIdFromQuery } from '@/domain/routing/view-id';

describe('viewIdFromQuery (spec §2: a viewId in the address is stored before authorisation)', () => {
  it.each<{ case: string; query: Parameters<typeof viewIdFromQuery>[0]; expected: string | null }>([
    { case: 'query string with ?', query: '?appId=1&viewId=abc', expected: 'abc' },
    { case: 'query string without ?', query: 'viewId=12&x=1', expected: '12' },
    { case: 'encoded value is decoded', query: '?viewId=a%20b', expected: 'a b' },
    { case: 'query object (Taro params)', query: { viewId: 'v1', appId: '2' }, expected: 'v1' },
    { case: 'numeric value', query: { viewId: 7 }, expected: '7' },
    { case: 'repeated key: the first', query: '?viewId=first&viewId=second', expected: 'first' },
    { case: 'no viewId', query: '?appId=1', expected: null },
    { case: 'empty viewId', query: '?viewId=', expected: null },
    { case: 'the string undefined is none', query: { viewId: 'undefined' }, expected: null },
    { case: 'the string null is none', query: '?viewId=null', expected: null },
    { case: 'an object value is none', query: { viewId: { a: 1 } }, expected: null },
    { case: 'viewid in another case is not viewId', query: '?viewid=1', expected: null },
    { case: 'empty query', query: '', expected: null },
    { case: 'no query at all', query: undefined, expected: null },
  ])('$case', ({ query, expected }) => {
    expect(viewIdFromQuery(query)).toBe(expected);
  });
});
