import { serialNumbersToFill, serialRuleOf, takesServerNumber, type FlatField } from '../../../src/domain/form-engine';

const code = (key: string, format?: unknown, type = 'code'): FlatField => ({
  key,
  type,
  control: { key, type, options: { options: [], fields: [], ...(format === undefined ? {} : { format: format as string }) }, rules: { required: false } },
  layout: [],
});

describe('the code control\'s number from the server (options.format)', () => {
  it.each([
    ['a prefix and four zeros', 'BF{0000}', { ruleKey: 'form-visit.no', prefix: 'BF', length: 4 }],
    ['zeros only', '{000000}', { ruleKey: 'form-visit.no', prefix: '', length: 6 }],
    ['spaces around the pattern', '  NO-{00} ', { ruleKey: 'form-visit.no', prefix: 'NO-', length: 2 }],
    ['no format: typed as before', undefined, null],
    ['a format without a serial part', 'BF', null],
    ['something other than zeros in braces', 'BF{yyyy}', null],
    ['more than 12 digits', `BF{${'0'.repeat(13)}}`, null],
    ['text after the serial part', 'BF{0000}-A', null],
  ] as const)('%s', (_case, format, expected) => {
    expect(serialRuleOf(code('no', format), 'form-visit')).toEqual(expected);
  });

  it('applies to code controls only', () => {
    expect(takesServerNumber(code('no', 'BF{0000}').control)).toBe(true);
    expect(takesServerNumber(code('no', 'BF{0000}', 'input').control)).toBe(false);
  });

  it.each([
    ['a new record: every numbered control still empty', { no: '', other: null }, ['no', 'other']],
    ['a record that has its numbers (an edit, or a retry after a failed submit) asks for none', { no: 'BF0007', other: 'X01' }, []],
    ['only the empty one', { no: 'BF0007' }, ['other']],
  ] as const)('%s', (_case, values, keys) => {
    const fields = [code('no', 'BF{0000}'), code('typed'), code('other', 'X{00}'), code('title', undefined, 'input')];
    expect(serialNumbersToFill(fields, values, 'form-visit').map((f) => f.key)).toEqual(keys);
  });
});
