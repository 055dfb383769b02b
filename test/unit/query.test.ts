import { parseQuery, stringifyQuery, withoutRouterParams } from '@/domain/query';

describe('query strings', () => {
  it.each<{ case: string; params: Parameters<typeof stringifyQuery>[0]; expected: string }>([
    { case: 'simple values in order', params: { a: 1, b: 'x', c: true }, expected: 'a=1&b=x&c=true' },
    { case: 'undefined and null are skipped', params: { a: undefined, b: null, c: 0, d: '' }, expected: 'c=0&d=' },
    {
      case: 'encoding: space, reserved, Chinese',
      params: { q: 'a b&c=d/中' },
      expected: 'q=a%20b%26c%3Dd%2F%E4%B8%AD',
    },
    { case: 'arrays repeat the key', params: { id: [1, undefined, 2] }, expected: 'id=1&id=2' },
    { case: 'nothing', params: undefined, expected: '' },
  ])('stringifyQuery: $case', ({ params, expected }) => {
    expect(stringifyQuery(params)).toBe(expected);
  });

  it.each<{ case: string; query: string; expected: Record<string, string | string[]> }>([
    { case: 'leading ? allowed', query: '?a=1&b=2', expected: { a: '1', b: '2' } },
    { case: 'plus and percent decoding', query: 'q=a+b%20c', expected: { q: 'a b c' } },
    { case: 'repeated keys give arrays', query: 'a=1&a=2', expected: { a: ['1', '2'] } },
    { case: 'key without value', query: 'flag', expected: { flag: '' } },
    { case: 'malformed escape kept as written', query: 'a=%E4%B8', expected: { a: '%E4%B8' } },
    { case: 'empty', query: '', expected: {} },
    { case: 'empty parts skipped, a value keeps its own =', query: 'a=1&&b=x=y&', expected: { a: '1', b: 'x=y' } },
    { case: 'a key that names a prototype is a plain key', query: '__proto__=1&constructor=2', expected: { ['__proto__']: '1', constructor: '2' } },
  ])('parseQuery: $case', ({ query, expected }) => {
    expect(parseQuery(query)).toEqual(expected);
  });

  it('withoutRouterParams drops the keys Taro adds', () => {
    expect(withoutRouterParams({ id: '1', $taroTimestamp: 123, stamp: '4', keep: 'x' })).toEqual({
      id: '1',
      keep: 'x',
    });
  });
});
