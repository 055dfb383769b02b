// The resident ID number of GB 11643-1999: 6 digits of address code, 8 of birth date (YYYYMMDD), 3 of order, and a
// check character computed from the first 17 by ISO 7064 MOD 11-2 (weights 2^(17-i) mod 11, 10 written X).

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

export type IdNumberProblem = 'format' | 'birthDate' | 'checkDigit';

/** The check character of the first 17 digits of an ID number. */
export function idCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('17 digits expected');
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  return CHECK_CHARS[sum % 11]!;
}

function validBirthDate(yyyymmdd: string, today: Date): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && date.getTime() <= today.getTime();
}

/** Why an ID number is not valid (first failing check), or null for a valid one. A lower-case x counts as X. */
export function idNumberProblem(value: string, today: Date = new Date()): IdNumberProblem | null {
  const id = value.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return 'format';
  if (!validBirthDate(id.slice(6, 14), today)) return 'birthDate';
  return idCheckCharacter(id.slice(0, 17)) === id[17] ? null : 'checkDigit';
}
