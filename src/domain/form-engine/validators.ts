// Spec screens-data-rules.md §5 "Generic validators: mobile number is 1, then 2 to 9, then nine digits; landline;
// ID card of 18 digits; car plate of 7 or 8 characters; amount with at most two decimals; url; email; verification
// code default length 6." Messages: VALIDATOR_TEXT in messages.ts.
import { isEmptyValue } from './compare';
import type { FieldState } from './field-state';
import { FORM_ENGINE_TEXT, fillText, VALIDATOR_TEXT } from './messages';
import type { Control } from './types';
import { CODE_LENGTH } from '../constants';

export type ValidatorName = keyof typeof VALIDATOR_TEXT;


const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** 1, then 2–9, then nine digits. */
export const isMobile = (value: unknown): boolean => /^1[2-9]\d{9}$/.test(text(value));

/** Area code 0 + 2–3 digits (optional, `-` or brackets), 7–8 digit number not starting with 0, optional extension. */
export const isLandline = (value: unknown): boolean =>
  /^(\(0\d{2,3}\)|0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/.test(text(value));

/** GB 11643 weights of the first 17 digits, and the check character for each remainder of the sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of an ID card's first 17 digits; undefined unless given 17 digits. */
export function idCardCheckDigit(first17: string): string | undefined {
  if (!/^\d{17}$/.test(first17)) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11];
}

/**
 * An 18-character resident ID: region (not starting with 0), a real birth date YYYYMMDD from 1800 on, sequence,
 * and the GB 11643 check character (x is read as X).
 */
export function isIdCard(value: unknown): boolean {
  const id = text(value).toUpperCase();
  const m = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const birth = new Date(y, mo - 1, d);
  if (y < 1800 || birth.getFullYear() !== y || birth.getMonth() !== mo - 1 || birth.getDate() !== d) return false;
  return idCardCheckDigit(id.slice(0, 17)) === id[17];
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';

/**
 * A Chinese plate of 7 characters (province, letter, 5) or 8 (new energy: province, letter, 6); the last may be
 * 挂 学 警 港 澳. Letters are read upper-case.
 */
export const isCarPlate = (value: unknown): boolean =>
  new RegExp(`^[${PROVINCES}][A-Z][A-Z0-9]{4,5}[A-Z0-9挂学警港澳]$`).test(text(value).toUpperCase());

/** A non-negative amount with at most two decimals: 0, 12, 12.5, 12.50; not 012, 1.234, -1, .5. */
export const isAmount = (value: unknown): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(text(value));

/** http(s), a host (domain, localhost or IPv4), optional port, optional path / query / fragment. */
export const isUrl = (value: unknown): boolean =>
  /^https?:\/\/(localhost|(\d{1,3}\.){3}\d{1,3}|([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(:\d{1,5})?([/?#]\S*)?$/i.test(
    text(value),
  );

export const isEmail = (value: unknown): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
    text(value),
  );

/** Exactly `length` digits (6 by default). */
export const isVerificationCode = (value: unknown, length = CODE_LENGTH): boolean =>
  Number.isInteger(length) && length > 0 && new RegExp(`^\\d{${length}}$`).test(text(value));

/** One validator per message of VALIDATOR_TEXT. */
export const VALIDATORS: Readonly<Record<ValidatorName, (value: unknown) => boolean>> = {
  mobile: isMobile,
  landline: isLandline,
  idCard: isIdCard,
  carPlate: isCarPlate,
  amount: isAmount,
  url: isUrl,
  email: isEmail,
  code: (value) => isVerificationCode(value),
};

/**
 * The error message for a value, or null when it passes. An empty value passes: emptiness is the required rule's
 * business. `codeLength` sets the verification code's length.
 */
export function validate(name: ValidatorName, value: unknown, options: { codeLength?: number } = {}): string | null {
  if (isEmptyValue(value)) return null;
  if (name === 'code') {
    const length = options.codeLength ?? CODE_LENGTH;
    return isVerificationCode(value, length) ? null : fillText(VALIDATOR_TEXT.code, String(length));
  }
  return VALIDATORS[name](value) ? null : VALIDATOR_TEXT[name];
}

const FORMAT_ALIASES: Readonly<Record<string, ValidatorName>> = {
  mobile: 'mobile',
  phone: 'mobile',
  landline: 'landline',
  tel: 'landline',
  telephone: 'landline',
  idcard: 'idCard',
  carplate: 'carPlate',
  carnumber: 'carPlate',
  plate: 'carPlate',
  amount: 'amount',
  money: 'amount',
  url: 'url',
  email: 'email',
  verifycode: 'code',
  smscode: 'code',
};

/** The validator a control's options.format names (`mobile`, `idCard`, `amount` ...), case and `_`/`-` ignored. */
export function validatorForFormat(format: unknown): ValidatorName | undefined {
  if (typeof format !== 'string') return undefined;
  const key = format.toLowerCase().replace(/[-_\s]/g, '');
  return Object.prototype.hasOwnProperty.call(FORMAT_ALIASES, key) ? FORMAT_ALIASES[key] : undefined;
}

/**
 * A field's error, or null: a required field left empty (its rule's message, else `{name}不能为空`), then the
 * validator its options.format names. Hidden and read-only fields have no error to show.
 */
export function fieldError(
  control: Pick<Control, 'name' | 'options' | 'rules'>,
  state: Pick<FieldState, 'hidden' | 'readOnly' | 'required'>,
  value: unknown,
): string | null {
  if (state.hidden) return null;
  if (isEmptyValue(value)) {
    if (!state.required) return null;
    if (control.rules.message) return control.rules.message;
    return control.name ? fillText(FORM_ENGINE_TEXT.required, control.name) : FORM_ENGINE_TEXT.requiredUnnamed;
  }
  if (state.readOnly) return null;
  const validator = validatorForFormat(control.options.format);
  return validator ? validate(validator, value) : null;
}
