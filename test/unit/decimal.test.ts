import { createDecimal, divide, minus, plus, round, times } from '@/domain/decimal';

describe('decimal arithmetic (spec §9: exact for money, warns beyond the safe integer range)', () => {
  it.each<{ case: string; actual: () => number; expected: number }>([
    { case: '0.1 + 0.2 = 0.3', actual: () => plus(0.1, 0.2), expected: 0.3 },
    { case: '0.7 + 0.1 = 0.8', actual: () => plus(0.7, 0.1), expected: 0.8 },
    { case: 'several operands: 0.1 + 0.2 + 0.3 = 0.6', actual: () => plus(0.1, 0.2, 0.3), expected: 0.6 },
    { case: 'decimal strings: "19.99" + "0.01" = 20', actual: () => plus('19.99', '0.01'), expected: 20 },
    { case: '0.3 - 0.1 = 0.2', actual: () => minus(0.3, 0.1), expected: 0.2 },
    { case: '1 - 0.9 = 0.1', actual: () => minus(1, 0.9), expected: 0.1 },
    { case: '0.1 - 0.1 = 0 (not -0)', actual: () => minus(0.1, 0.1), expected: 0 },
    { case: '1.005 × 100 = 100.5', actual: () => times(1.005, 100), expected: 100.5 },
    { case: '0.07 × 100 = 7', actual: () => times(0.07, 100), expected: 7 },
    { case: '19.9 × 3 = 59.7', actual: () => times(19.9, 3), expected: 59.7 },
    { case: '-1 × 0 = 0 (not -0)', actual: () => times(-1, 0), expected: 0 },
    { case: '0.3 ÷ 0.1 = 3', actual: () => divide(0.3, 0.1), expected: 3 },
    { case: '1.21 ÷ 1.1 = 1.1', actual: () => divide(1.21, 1.1), expected: 1.1 },
    { case: '1 ÷ 3 to the precision of a number', actual: () => divide(1, 3), expected: 0.3333333333333333 },
    { case: 'round 1.005 to 2 places = 1.01', actual: () => round(1.005), expected: 1.01 },
    { case: 'round 1.004 = 1', actual: () => round(1.004), expected: 1 },
    { case: 'round 2.675 = 2.68', actual: () => round(2.675), expected: 2.68 },
    { case: 'round -1.005 = -1.01 (away from zero on a tie)', actual: () => round(-1.005), expected: -1.01 },
    { case: 'round to 0 places: 2.5 = 3', actual: () => round(2.5, 0), expected: 3 },
    { case: 'round "0.125" to 2 places = 0.13', actual: () => round('0.125'), expected: 0.13 },
  ])('$case', ({ actual, expected }) => {
    expect(Object.is(actual(), expected)).toBe(true);
  });

  it.each<{
    case: string;
    actual: (d: ReturnType<typeof createDecimal>) => number;
    expected: number;
    warnings: number;
  }>([
    {
      case: 'no warning inside the range',
      actual: (d) => d.plus(Number.MAX_SAFE_INTEGER - 1, 1),
      expected: Number.MAX_SAFE_INTEGER,
      warnings: 0,
    },
    {
      case: 'a result beyond the range warns',
      actual: (d) => d.plus(Number.MAX_SAFE_INTEGER, 1),
      expected: 9007199254740992,
      warnings: 1,
    },
    {
      case: 'an operand beyond the range warns (and the result too)',
      actual: (d) => d.times(2 ** 60, 1),
      expected: 2 ** 60,
      warnings: 2,
    },
    {
      case: 'a string operand beyond the range warns (and is still exact)',
      actual: (d) => d.minus('9007199254740993', '9007199254740990'),
      expected: 3,
      warnings: 1,
    },
    {
      case: 'a negative result beyond the range warns',
      actual: (d) => d.minus(-Number.MAX_SAFE_INTEGER, 2),
      expected: -(2 ** 53),
      warnings: 1,
    },
    { case: 'division by zero warns and gives NaN', actual: (d) => d.divide(1, 0), expected: NaN, warnings: 1 },
    { case: 'a non-number operand warns and gives NaN', actual: (d) => d.plus('abc', 1), expected: NaN, warnings: 1 },
    { case: 'NaN operand warns and gives NaN', actual: (d) => d.times(NaN, 1), expected: NaN, warnings: 1 },
    { case: 'Infinity operand warns and gives NaN', actual: (d) => d.round(Infinity), expected: NaN, warnings: 2 },
  ])('$case', ({ actual, expected, warnings }) => {
    const warn = jest.fn();
    expect(Object.is(actual(createDecimal(warn)), expected)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });

  it('the default logger is console.warn', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      plus(Number.MAX_SAFE_INTEGER, 1);
      expect(spy).toHaveBeenCalledWith('9007199254740992 is beyond Number.MAX_SAFE_INTEGER; the result is not exact');
    } finally {
      spy.mockRestore();
    }
  });
});
