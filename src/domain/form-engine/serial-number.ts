// The code control's number from the server (calls-and-errors.md §7 "Dictionary": POST /dict/snoRule/generate and
// get). The spec's control options name `format`; for a code control it is the number's pattern: a run of zeros in
// braces stands for the organisation's next serial number, padded to that many digits, after a fixed prefix
// ('BF{0000}' gives BF0001, BF0002, ...). A code control without such a pattern is typed (or left) as before.
import { isEmptyValue } from './compare';
import type { FlatField } from './flatten';
import type { Control, FormValues } from './types';

export interface SerialRule {
  /** The counter's name: one per form and field, so two code controls never share numbers. */
  ruleKey: string;
  prefix: string;
  /** Digits of the serial part (1 to 12, as the server allows). */
  length: number;
}

const PATTERN = /^([^{}]{0,20})\{(0{1,12})\}$/;

/** Whether the control takes its number from the server (its `format` is a serial pattern). */
export function takesServerNumber(control: Pick<Control, 'type' | 'options'>): boolean {
  return control.type === 'code' && typeof control.options.format === 'string' && PATTERN.test(control.options.format.trim());
}

/** The server's serial rule of a code control of the form, or null when it takes no number from the server. */
export function serialRuleOf(field: Pick<FlatField, 'key' | 'control'>, formId: string): SerialRule | null {
  if (!takesServerNumber(field.control)) return null;
  const [, prefix, zeros] = PATTERN.exec(String(field.control.options.format).trim())!;
  return { ruleKey: `${formId}.${field.key}`, prefix: prefix!, length: zeros!.length };
}

/**
 * The code controls that need a number now: those with a serial rule whose value is still empty. A record keeps the
 * number it was given (once per record: an edit, or a retry after a failed submit, asks for none).
 */
export function serialNumbersToFill(fields: readonly FlatField[], values: FormValues, formId: string): { key: string; rule: SerialRule }[] {
  return fields.flatMap((field) => {
    const rule = serialRuleOf(field, formId);
    return rule && isEmptyValue(values[field.key]) ? [{ key: field.key, rule }] : [];
  });
}
