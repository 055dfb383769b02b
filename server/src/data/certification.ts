/**
 * The platform's certification rules: the check characters of a resident ID number (GB 11643) and of a unified
 * social credit code (GB 32100), and reading the Latin and digit fields out of the OCR engine's text. The card's
 * Chinese fields (name, address, issuing authority, company name) are not read: the engine has English data only
 * (server/README.md "Real-name certification"), so they come back empty for the person to type.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Why an ID number is refused, or null. */
export function idNumberError(raw: string): string | null {
  const id = raw.trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return '身份证号码应为18位';
  const [y, m, d] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number) as [number, number, number];
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return '身份证号码中的出生日期无效';
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17] ? null : '身份证号码校验位错误';
}

/** Why a credit code is refused, or null. */
function creditCodeError(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code.length !== 18 || [...code].some((c) => !CREDIT_CHARSET.includes(c))) return '统一社会信用代码应为18位数字或大写字母';
  const sum = CREDIT_WEIGHTS.reduce((acc, w, i) => acc + w * CREDIT_CHARSET.indexOf(code[i]!), 0);
  return CREDIT_CHARSET[(31 - (sum % 31)) % 31] === code[17] ? null : '统一社会信用代码校验位错误';
}

/** The lines of OCR text with the spaces the engine puts between glyphs removed. */
const compactLines = (text: string) => text.split('\n').map((l) => l.replace(/\s+/g, ''));

/**
 * An 18-character code in OCR lines. The engine reads the Chinese label before a number as Latin letters and digits
 * that run into it, so every 18-character window of a long enough run is a candidate: the first that passes its
 * check wins; otherwise the run's last 18 characters (the number ends its line on the cards), for the person to
 * correct.
 */
function codeOnLines(lines: string[], runs: RegExp, valid: (code: string) => boolean): string {
  const found = lines.flatMap((l) => [...l.matchAll(runs)].map((m) => m[0]));
  for (const run of found) for (let i = 0; i + 18 <= run.length; i++) if (valid(run.slice(i, i + 18))) return run.slice(i, i + 18);
  const longest = found.sort((a, b) => b.length - a.length)[0];
  return longest ? longest.slice(-18) : '';
}

/** ID card front: the number, and what follows from it (birth date, sex: an odd 17th digit is male). */
export function idCardFrontFields(text: string) {
  const idNumber = codeOnLines(compactLines(text.toUpperCase()), /\d{17,}[\dX]/g, (c) => idNumberError(c) === null);
  const birthDate = idNumber ? `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}` : '';
  const gender = idNumber ? (Number(idNumber[16]) % 2 === 1 ? '男' : '女') : '';
  return { idNumber, birthDate, gender, name: '', address: '' };
}

const DATE = '(\\d{4})[.\\-/](\\d{2})[.\\-/](\\d{2})';

/** ID card back: the validity period (an end of 长期 means no end). */
export function idCardBackFields(text: string) {
  const found = new RegExp(`${DATE}-(?:${DATE}|(长期))`).exec(compactLines(text).join('\n').replace(/[–—~至]/g, '-'));
  const iso = (y?: string, m?: string, d?: string) => (y ? `${y}-${m}-${d}` : '');
  return {
    validFrom: found ? iso(found[1], found[2], found[3]) : '',
    validTo: found ? (found[7] ? '长期' : iso(found[4], found[5], found[6])) : '',
    issuedBy: '',
  };
}

/** Business licence: the credit code (the first 18 code characters on a line), and the registration date. */
export function bizLicenseFields(text: string) {
  const lines = compactLines(text.toUpperCase());
  const creditCode = codeOnLines(lines, /[0-9A-HJ-NP-RTUWXY]{18,}/g, (c) => creditCodeError(c) === null);
  const date = new RegExp(DATE).exec(lines.join('\n'));
  return { creditCode, registeredOn: date ? `${date[1]}-${date[2]}-${date[3]}` : '', name: '', legalPerson: '' };
}
