// The six ID types of spec screens-data-rules.md §4 (1 business licence, 2 resident ID, 3 officer ID, 4 passport,
// 5 institution legal-person certificate, 6 other) and what makes each one's number valid. The spec names the codes
// and, among its §5 generic validators, "ID card of 18 digits"; the rest is the documents' own national formats:
// GB 11643 for the resident ID, GB 32100 for the unified social credit code that both a business licence and an
// institution's legal-person certificate carry (an institution's code starts 12: registered by the staffing
// authority, 1, as an institution, 2), the officer's card's "X字第N号", a passport's document number of letters and
// digits (ICAO 9303). The client checks before sending; the server checks the same rules (it imports this file).

import { creditCodeProblem, type CreditCodeProblem } from './credit-code';
import { idNumberProblem, type IdNumberProblem } from './id-number';

export type IdType = 1 | 2 | 3 | 4 | 5 | 6;
export type CertKind = 'PERSON' | 'ORGANIZATION';

/** Each type: its name, who holds it, and how its number is labelled. */
export const ID_TYPES: Record<IdType, { name: string; kind: CertKind; numberLabel: string }> = {
  1: { name: '营业执照', kind: 'ORGANIZATION', numberLabel: '统一社会信用代码' },
  2: { name: '居民身份证', kind: 'PERSON', numberLabel: '身份证号码' },
  3: { name: '军官证', kind: 'PERSON', numberLabel: '军官证号' },
  4: { name: '护照', kind: 'PERSON', numberLabel: '护照号码' },
  5: { name: '事业单位法人证书', kind: 'ORGANIZATION', numberLabel: '统一社会信用代码' },
  6: { name: '其他证件', kind: 'PERSON', numberLabel: '证件号码' },
};

/** The types a kind of certification offers, the first being the default. */
export const idTypesOf = (kind: CertKind): IdType[] => ([2, 3, 4, 6, 1, 5] as const).filter((t) => ID_TYPES[t].kind === kind);

export const isIdType = (value: unknown): value is IdType => typeof value === 'number' && value in ID_TYPES;

export const ID_PROBLEM_TEXT = {
  idNumber: { format: '身份证号码应为18位', birthDate: '身份证号码中的出生日期无效', checkDigit: '身份证号码校验位错误，请核对' } satisfies Record<IdNumberProblem, string>,
  creditCode: { format: '统一社会信用代码应为18位数字或大写字母', checkCharacter: '统一社会信用代码校验位错误，请核对' } satisfies Record<CreditCodeProblem, string>,
  institution: '事业单位法人证书的统一社会信用代码应以12开头',
  officer: '军官证号应为“某字第1234567号”的格式',
  passport: '护照号码应为5至17位字母或数字',
  other: '证件号码应为4至30位字母、数字或汉字',
  documentName: '请填写证件名称（2至20个字）',
} as const;

/** The number as it is kept: trimmed, letters in upper case (an X check digit, a passport's letters). */
export const normaliseIdNumber = (value: string): string => value.trim().toUpperCase();

/**
 * Why a document is not valid (the first failing check, in the words shown under its field), or null. `documentName`
 * is the name of an "other" document (其他证件), which has no format of its own to check.
 */
export function idDocumentProblem(type: IdType, number: string, documentName = '', today: Date = new Date()): { field: 'number' | 'documentName'; message: string } | null {
  const value = normaliseIdNumber(number);
  const onNumber = (message: string | null) => (message ? { field: 'number' as const, message } : null);
  switch (type) {
    case 2: {
      const problem = idNumberProblem(value, today);
      return onNumber(problem && ID_PROBLEM_TEXT.idNumber[problem]);
    }
    case 1:
    case 5: {
      const problem = creditCodeProblem(value);
      if (problem) return onNumber(ID_PROBLEM_TEXT.creditCode[problem]);
      return onNumber(type === 5 && !value.startsWith('12') ? ID_PROBLEM_TEXT.institution : null);
    }
    case 3:
      return onNumber(/^[\u4e00-\u9fa5]{1,3}字第\d{4,8}号$/.test(value) ? null : ID_PROBLEM_TEXT.officer);
    case 4:
      return onNumber(/^[A-Z0-9]{5,17}$/.test(value) && /\d/.test(value) ? null : ID_PROBLEM_TEXT.passport);
    case 6: {
      const name = documentName.trim();
      if (name.length < 2 || name.length > 20) return { field: 'documentName', message: ID_PROBLEM_TEXT.documentName };
      return onNumber(/^[A-Z0-9\u4e00-\u9fa5-]{4,30}$/.test(value) ? null : ID_PROBLEM_TEXT.other);
    }
  }
}
