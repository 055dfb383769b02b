// The unified social credit code of GB 32100-2015: 18 characters from 0-9 and the capitals without I, O, Z, S, V;
// the 18th is a check character: 31 - (Σ value × weight mod 31), weights 3^(i) mod 31, 31 written 0.

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export type CreditCodeProblem = 'format' | 'checkCharacter';

/** The check character of the first 17 characters of a credit code. */
export function creditCheckCharacter(first17: string): string {
  if (first17.length !== 17 || [...first17].some((c) => !CHARSET.includes(c))) throw new Error('17 code characters expected');
  const sum = [...first17].reduce((acc, c, i) => acc + CHARSET.indexOf(c) * WEIGHTS[i]!, 0);
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

/** Why a credit code is not valid, or null for a valid one (lower case is accepted as upper case). */
export function creditCodeProblem(value: string): CreditCodeProblem | null {
  const code = value.trim().toUpperCase();
  if (code.length !== 18 || [...code].some((c) => !CHARSET.includes(c))) return 'format';
  return creditCheckCharacter(code.slice(0, 17)) === code[17] ? null : 'checkCharacter';
}
