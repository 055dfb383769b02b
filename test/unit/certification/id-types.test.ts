/** The six ID types of spec §4 and each one's number rule (domain/certification/id-types.ts). */
import { ID_PROBLEM_TEXT, ID_TYPES, idDocumentProblem, idTypesOf, type IdType } from '../../../src/domain/certification/id-types';

const TODAY = new Date('2026-11-24T00:00:00Z');
const T = ID_PROBLEM_TEXT;

describe('the six ID types', () => {
  it('are §4\'s codes 1 to 6, persons and organisations apart, resident ID and business licence first', () => {
    expect(Object.entries(ID_TYPES).map(([code, t]) => `${code} ${t.name}`)).toEqual(['1 营业执照', '2 居民身份证', '3 军官证', '4 护照', '5 事业单位法人证书', '6 其他证件']);
    expect(idTypesOf('PERSON')).toEqual([2, 3, 4, 6]);
    expect(idTypesOf('ORGANIZATION')).toEqual([1, 5]);
  });

  it.each<[string, IdType, string, string, string | null]>([
    ['1 business licence: a valid credit code', 1, '91350100M000100Y43', '', null],
    ['1 business licence: lower case is read as upper case', 1, '91350100m000100y43', '', null],
    ['1 business licence: a wrong check character', 1, '91350100M000100Y44', '', T.creditCode.checkCharacter],
    ['1 business licence: 17 characters', 1, '91350100M000100Y4', '', T.creditCode.format],
    ['2 resident ID: valid, check character X', 2, '11010519491231002X', '', null],
    ['2 resident ID: a wrong check digit', 2, '330106199003071237', '', T.idNumber.checkDigit],
    ['2 resident ID: 30 February', 2, '330106199002301234', '', T.idNumber.birthDate],
    ['2 resident ID: 17 digits', 2, '33010619900307123', '', T.idNumber.format],
    ['3 officer ID: X字第N号', 3, '南字第2001988号', '', null],
    ['3 officer ID: digits only', 3, '2001988', '', T.officer],
    ['3 officer ID: too few digits', 3, '南字第123号', '', T.officer],
    ['4 passport: a Chinese ordinary passport', 4, 'E12345678', '', null],
    ['4 passport: lower case letters are read as upper case', 4, 'ea1234567', '', null],
    ['4 passport: a foreign number of letters and digits', 4, 'X0123456Z', '', null],
    ['4 passport: letters only', 4, 'ABCDEFG', '', T.passport],
    ['4 passport: four characters', 4, 'E123', '', T.passport],
    ['4 passport: a space inside', 4, 'E123 45678', '', T.passport],
    ['5 institution certificate: a credit code starting 12', 5, '12100000400000624D', '', null],
    ['5 institution certificate: a company\'s code (starting 9)', 5, '91350100M000100Y43', '', T.institution],
    ['5 institution certificate: a wrong check character', 5, '12100000400000624E', '', T.creditCode.checkCharacter],
    ['6 other: a named document', 6, 'H12345678', '港澳居民来往内地通行证', null],
    ['6 other: Chinese and a dash', 6, '台字-0012345', '台湾居民来往大陆通行证', null],
    ['6 other: three characters', 6, 'A12', '工作证', T.other],
    ['6 other: punctuation', 6, 'A12#456', '工作证', T.other],
  ])('%s', (_name, type, number, documentName, message) => {
    expect(idDocumentProblem(type, number, documentName, TODAY)?.message ?? null).toBe(message);
  });

  it('6 other: the document must be named, and that is said under its name', () => {
    expect(idDocumentProblem(6, 'H12345678', '', TODAY)).toEqual({ field: 'documentName', message: T.documentName });
    expect(idDocumentProblem(6, 'H12345678', '证', TODAY)).toEqual({ field: 'documentName', message: T.documentName });
  });
});
