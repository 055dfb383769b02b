import { formatFigure, formatShare, sharesOf, totalOf } from '@/domain/analysis';

describe('formatFigure (spec §5: amounts with at most two decimals; §9 exact arithmetic)', () => {
  it.each<{ case: string; value: number; agg?: 'count' | 'sum' | 'avg'; expected: string }>([
    { case: 'a sum with thousands', value: 1930.4, expected: '1,930.4' },
    { case: 'a float sum is read exactly', value: 1280.5 + 560 + 89.9, expected: '1,930.4' },
    { case: 'two decimals at most, half up', value: 0.125, expected: '0.13' },
    { case: 'an average', value: 3.8, agg: 'avg', expected: '3.8' },
    { case: 'an average of thirds', value: 10 / 3, agg: 'avg', expected: '3.33' },
    { case: 'a count is whole', value: 3, agg: 'count', expected: '3' },
    { case: 'a large count', value: 10000, agg: 'count', expected: '10,000' },
    { case: 'a negative amount', value: -1234567.891, expected: '-1,234,567.89' },
    { case: 'zero', value: 0, expected: '0' },
    { case: 'not a number', value: Number.NaN, expected: '--' },
  ])('$case', ({ value, agg, expected }) => {
    expect(formatFigure(value, agg)).toBe(expected);
  });
});

describe('sharesOf', () => {
  it.each<{ case: string; values: number[]; expected: number[] }>([
    { case: 'the expense categories', values: [1280.5, 560, 89.9], expected: [66.3, 29, 4.7] },
    { case: 'equal thirds add up to 100.0: the spare tenth goes to the first', values: [1, 1, 1], expected: [33.4, 33.3, 33.3] },
    { case: 'largest remainders get the spare tenths', values: [1, 1, 1, 1, 1, 1, 3], expected: [11.1, 11.1, 11.1, 11.1, 11.1, 11.1, 33.4] },
    { case: 'sixths rounded each would make 100.2: the first four (equal remainders) get the tenths', values: [1, 1, 1, 1, 1, 1], expected: [16.7, 16.7, 16.7, 16.7, 16.6, 16.6] },
    { case: 'a negative or zero value is no slice', values: [-5, 0, 5], expected: [0, 0, 100] },
    { case: 'a zero total gives zero shares', values: [0, 0], expected: [0, 0] },
    { case: 'not a number is no slice', values: [NaN, 2], expected: [0, 100] },
    { case: 'nothing', values: [], expected: [] },
  ])('$case', ({ values, expected }) => {
    expect(sharesOf(values)).toEqual(expected);
  });

  it('totals are exact and shares print with one decimal', () => {
    expect(totalOf([0.1, 0.2])).toBe(0.3);
    expect(formatShare(29)).toBe('29.0%');
  });
});
