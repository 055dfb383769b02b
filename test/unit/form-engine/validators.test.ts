import { VALIDATOR_TEXT } from '@/domain/form-engine/messages';
import { parseFormScript } from '@/domain/form-engine/types';
import {
  fieldError,
  idCardCheckDigit,
  isAmount,
  isCarPlate,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isUrl,
  isVerificationCode,
  validate,
  validatorForFormat,
} from '@/domain/form-engine/validators';

type Row = { case: string; value: unknown; expected: boolean };

describe('generic validators (spec §5)', () => {
  it.each<Row>([
    { case: '1, then 2–9, then nine digits', value: '13812345678', expected: true },
    { case: 'second digit 2 is allowed', value: '12012345678', expected: true },
    { case: 'second digit 1 is not', value: '11012345678', expected: false },
    { case: 'second digit 0 is not', value: '10012345678', expected: false },
    { case: 'ten digits', value: '1381234567', expected: false },
    { case: 'twelve digits', value: '138123456789', expected: false },
    { case: 'not starting with 1', value: '23812345678', expected: false },
    { case: 'a number value', value: 13812345678, expected: true },
  ])('mobile: $case', ({ value, expected }) => {
    expect(isMobile(value)).toBe(expected);
  });

  it.each<Row>([
    { case: 'area code with dash', value: '010-62345678', expected: true },
    { case: 'four-digit area code, 7 digits', value: '0755-2345678', expected: true },
    { case: 'area code without dash', value: '02112345678', expected: true },
    { case: 'area code in brackets', value: '(010)62345678', expected: true },
    { case: 'no area code', value: '62345678', expected: true },
    { case: 'with an extension', value: '010-62345678-123', expected: true },
    { case: 'a mobile number is not a landline', value: '13812345678', expected: false },
    { case: 'too short', value: '010-12345', expected: false },
    { case: 'letters', value: '010-6234abcd', expected: false },
  ])('landline: $case', ({ value, expected }) => {
    expect(isLandline(value)).toBe(expected);
  });

  it.each<{ case: string; first17: string; expected: string | undefined }>([
    { case: 'the GB 11643 example gives X', first17: '11010519491231002', expected: 'X' },
    { case: 'remainder gives 8', first17: '44030019900101123', expected: '8' },
    { case: 'remainder gives 0', first17: '32010220010229001', expected: '0' },
    { case: 'not 17 digits', first17: '1101051949123100', expected: undefined },
  ])('ID card check digit: $case', ({ first17, expected }) => {
    expect(idCardCheckDigit(first17)).toBe(expected);
  });

  it.each<Row>([
    { case: 'valid, check digit X', value: '11010519491231002X', expected: true },
    { case: 'valid, lower-case x', value: '11010519491231002x', expected: true },
    { case: 'valid, digit check', value: '440300199001011238', expected: true },
    { case: 'valid, born on 29 February of a leap year', value: '320102200002290013', expected: true },
    { case: 'wrong check digit', value: '110105194912310021', expected: false },
    { case: 'wrong check digit (8 vs 9)', value: '440300199001011239', expected: false },
    { case: 'right check digit, 29 February of a common year', value: '320102200102290010', expected: false },
    { case: 'right check digit, month 13', value: '440300199013011235', expected: false },
    { case: 'right check digit, region starting with 0', value: '010105194912310026', expected: false },
    { case: 'right check digit, born in 1799', value: '110105179912310024', expected: false },
    { case: '15 digits (old format) is not accepted', value: '110105491231002', expected: false },
    { case: '17 digits', value: '11010519491231002', expected: false },
  ])('ID card (18 digits with check digit): $case', ({ value, expected }) => {
    expect(isIdCard(value)).toBe(expected);
  });

  it.each<Row>([
    { case: '7 characters', value: '京A12345', expected: true },
    { case: '8 characters (new energy)', value: '粤BD12345', expected: true },
    { case: 'ending in 学', value: '沪A1234学', expected: true },
    { case: 'lower-case letters are read upper-case', value: '京a12345', expected: true },
    { case: '6 characters', value: '京A1234', expected: false },
    { case: '9 characters', value: '京A1234567', expected: false },
    { case: 'no province', value: 'AB12345', expected: false },
    { case: 'a digit after the province', value: '京112345', expected: false },
  ])('car plate (7 or 8 characters): $case', ({ value, expected }) => {
    expect(isCarPlate(value)).toBe(expected);
  });

  it.each<Row>([
    { case: 'integer', value: '12', expected: true },
    { case: 'one decimal', value: '12.5', expected: true },
    { case: 'two decimals', value: '12.50', expected: true },
    { case: 'zero', value: '0', expected: true },
    { case: 'zero point', value: '0.01', expected: true },
    { case: 'a number value', value: 99.99, expected: true },
    { case: 'three decimals', value: '1.234', expected: false },
    { case: 'leading zero', value: '012', expected: false },
    { case: 'negative', value: '-1', expected: false },
    { case: 'a trailing point', value: '1.', expected: false },
    { case: 'no integer part', value: '.5', expected: false },
  ])('amount (at most two decimals): $case', ({ value, expected }) => {
    expect(isAmount(value)).toBe(expected);
  });

  it.each<Row>([
    { case: 'https domain', value: 'https://example.com', expected: true },
    { case: 'path, query and fragment', value: 'http://www.example.com.cn/a/b?c=1#d', expected: true },
    { case: 'localhost with port', value: 'http://localhost:10086/x', expected: true },
    { case: 'IPv4', value: 'http://192.168.1.10:8080', expected: true },
    { case: 'no scheme', value: 'example.com', expected: false },
    { case: 'ftp', value: 'ftp://example.com', expected: false },
    { case: 'a space', value: 'https://exa mple.com', expected: false },
    { case: 'no top-level domain', value: 'https://example', expected: false },
  ])('url: $case', ({ value, expected }) => {
    expect(isUrl(value)).toBe(expected);
  });

  it.each<Row>([
    { case: 'plain', value: 'user@example.com', expected: true },
    { case: 'dots, plus and sub-domain', value: 'first.last+tag@mail.example.com.cn', expected: true },
    { case: 'no @', value: 'user.example.com', expected: false },
    { case: 'no domain dot', value: 'user@example', expected: false },
    { case: 'two @', value: 'a@b@example.com', expected: false },
    { case: 'a space', value: 'us er@example.com', expected: false },
  ])('email: $case', ({ value, expected }) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each<{ case: string; value: unknown; length?: number; expected: boolean }>([
    { case: '6 digits by default', value: '123456', expected: true },
    { case: '5 digits by default', value: '12345', expected: false },
    { case: '7 digits by default', value: '1234567', expected: false },
    { case: 'letters', value: '12345a', expected: false },
    { case: 'length 4 when told', value: '1234', length: 4, expected: true },
  ])('verification code: $case', ({ value, length, expected }) => {
    expect(length === undefined ? isVerificationCode(value) : isVerificationCode(value, length)).toBe(expected);
  });

  it.each<{ case: string; name: Parameters<typeof validate>[0]; value: unknown; expected: string | null }>([
    { case: 'a valid mobile has no message', name: 'mobile', value: '13812345678', expected: null },
    { case: 'an invalid mobile has its message', name: 'mobile', value: '123', expected: VALIDATOR_TEXT.mobile },
    { case: 'an empty value is left to the required rule', name: 'email', value: '', expected: null },
    { case: 'the code message names the length', name: 'code', value: '12', expected: '请输入6位验证码' },
    { case: 'an invalid ID card', name: 'idCard', value: '110105194912310021', expected: VALIDATOR_TEXT.idCard },
  ])('validate: $case', ({ name, value, expected }) => {
    expect(validate(name, value)).toBe(expected);
  });

  it('validate: a code of another length', () => {
    expect(validate('code', '123456', { codeLength: 4 })).toBe('请输入4位验证码');
  });

  it.each<{ format: unknown; expected: string | undefined }>([
    { format: 'mobile', expected: 'mobile' },
    { format: 'idCard', expected: 'idCard' },
    { format: 'ID_CARD', expected: 'idCard' },
    { format: 'car-plate', expected: 'carPlate' },
    { format: 'amount', expected: 'amount' },
    { format: 'YYYY-MM-DD', expected: undefined },
    { format: 'constructor', expected: undefined },
    { format: undefined, expected: undefined },
  ])('validatorForFormat($format)', ({ format, expected }) => {
    expect(validatorForFormat(format)).toBe(expected);
  });

  const mobile = parseFormScript({
    list: [
      { key: 'input_m', type: 'input', name: '手机号', options: { format: 'mobile' }, rules: [{ required: true }] },
    ],
  }).list[0]!;
  it.each<{
    case: string;
    state: { hidden: boolean; readOnly: boolean; required: boolean };
    value: unknown;
    expected: string | null;
  }>([
    {
      case: 'a required field left empty',
      state: { hidden: false, readOnly: false, required: true },
      value: '',
      expected: '手机号不能为空',
    },
    {
      case: 'a hidden field has no error (not required)',
      state: { hidden: true, readOnly: false, required: false },
      value: '',
      expected: null,
    },
    {
      case: 'a value failing the format',
      state: { hidden: false, readOnly: false, required: true },
      value: '123',
      expected: VALIDATOR_TEXT.mobile,
    },
    {
      case: 'a valid value',
      state: { hidden: false, readOnly: false, required: true },
      value: '13812345678',
      expected: null,
    },
  ])('fieldError: $case', ({ state, value, expected }) => {
    expect(fieldError(mobile, state, value)).toBe(expected);
  });
});
