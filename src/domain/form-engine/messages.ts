// The user-visible texts of the form engine, once each (docs/architecture.md "Habits"). The spec names the rules
// (screens-data-rules.md §5 "Generic validators", checks, duplicates) but gives none of these words except
// 未填写: the Chinese wording is ours. `{x}` is filled with fillText from ../messages.
export { fillText } from '../messages';
export { EMPTY_LABEL } from '../time/date-display';

/** The validators of §5, one message each (validators.ts has one validator per key; a test checks both match). */
export const VALIDATOR_TEXT = {
  mobile: '请输入正确的手机号码',
  landline: '请输入正确的座机号码',
  idCard: '请输入正确的18位身份证号码',
  carPlate: '请输入正确的车牌号码',
  amount: '请输入正确的金额，最多两位小数',
  url: '请输入正确的网址',
  email: '请输入正确的邮箱地址',
  /** {x}: the code's length (6 by default). */
  code: '请输入{x}位验证码',
} as const;

/** Texts of field states, checks and submission. */
export const FORM_ENGINE_TEXT = {
  /** A required field left empty; {x}: the field's name. */
  required: '{x}不能为空',
  /** A required field without a name. */
  requiredUnnamed: '此项不能为空',
  /** A value that is not what its control holds (a text in a number field); {x}: the field's name. */
  wrongShape: '{x}格式不正确',
  /** checkSetting failed and neither the check nor the setting has an errorText. */
  checkFailed: '提交校验未通过',
  /** A control type the renderer does not know: shown read-only with this notice. */
  unknownControl: '当前版本暂不支持该控件，仅可查看',
  /** Submitting without a create permission (§5). */
  noCreatePermission: '您没有提交此表单的权限',
  /** Rows of a table that repeat each other on the check fields; {x}: the row numbers (1-based). */
  tableDuplicate: '第{x}行数据重复',
  /** The server found the value already stored; {x}: the field's name. */
  valueDuplicate: '{x}已存在，请勿重复填写',
  /** A code control numbered by the server, before the record has its number. */
  serialNumberPending: '提交后自动生成编号',
  serialNumberAfter: '提交后自动生成编号（上一个：{sno}）',
} as const;

/** How values are displayed where the spec gives no words (display.ts): a switch, a sub-form's row count. */
export const DISPLAY_TEXT = {
  on: '是',
  off: '否',
  /** {x}: the number of rows. */
  rows: '{x} 行',
} as const;
