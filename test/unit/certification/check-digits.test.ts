import { creditCheckCharacter, creditCodeProblem } from '../../../src/domain/certification/credit-code';
import { idCheckCharacter, idNumberProblem } from '../../../src/domain/certification/id-number';

const TODAY = new Date('2026-11-24T00:00:00Z');

describe('GB 11643 resident ID number', () => {
  it.each([
    ['the standard\'s example, check character X', '11010519491231002X', null],
    ['lower-case x is read as X', '11010519491231002x', null],
    ['a digit check character', '330106199003071236', null],
    ['surrounding spaces are ignored', ' 440304198512152017 ', null],
    ['a wrong check digit', '330106199003071237', 'checkDigit'],
    ['X where a digit is due', '33010619900307123X', 'checkDigit'],
    ['17 digits', '33010619900307123', 'format'],
    ['a letter inside', '3301061990030712A6', 'format'],
    ['a leading zero', '030106199003071236', 'format'],
    ['30 February', '330106199002301234', 'birthDate'],
    ['born after today', '330106203001011234', 'birthDate'],
  ])('%s: %s → %s', (_name, id, problem) => {
    expect(idNumberProblem(id, TODAY)).toBe(problem);
  });

  it('computes the check character of 17 digits', () => {
    expect(idCheckCharacter('11010519491231002')).toBe('X');
    expect(() => idCheckCharacter('1101051949123100')).toThrow();
  });
});

describe('GB 32100 unified social credit code', () => {
  it.each([
    ['the standard\'s example', '91350100M000100Y43', null],
    ['a check character that is a letter', '91330106MA2B3C4D5D', null],
    ['lower case', '91330106ma2b3c4d5d', null],
    ['a wrong check character', '91350100M000100Y44', 'checkCharacter'],
    ['a forbidden letter (I)', '91350100I000100Y43', 'format'],
    ['17 characters', '91350100M000100Y4', 'format'],
  ])('%s: %s → %s', (_name, code, problem) => {
    expect(creditCodeProblem(code)).toBe(problem);
  });

  it('computes a check character of 0 when the remainder is 0', () => {
    // 17 zeros: Σ = 0, 31 - 0 = 31, written 0.
    expect(creditCheckCharacter('00000000000000000')).toBe('0');
  });
});
