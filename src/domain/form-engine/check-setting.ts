// Spec screens-data-rules.md §3 "checkSetting (checkList, errorText, showErrorFields, checkEvent)" and §5
// conditional checks: each check of checkList holds when its conditions hold; a failing check shows its errorText
// and, with showErrorFields, marks its fields.
import { evaluateCondition, type ConditionContext } from './conditions';
import { FORM_ENGINE_TEXT } from './messages';
import type { CheckSetting } from './types';

interface CheckFailure {
  id: string;
  name?: string;
  errorText: string;
  /** The fields to mark for this failure (empty unless showErrorFields). */
  fields: string[];
}

export interface CheckResult {
  passed: boolean;
  failures: CheckFailure[];
  /** The message to show: the setting's errorText, else the first failing check's; null when passed. */
  message: string | null;
  /** Field key → the error texts to show at that field. */
  fieldErrors: Record<string, string[]>;
}

export interface CheckSettingContext extends ConditionContext {
  /** The event being handled: 'submit' (default), 'change', ... */
  event?: string;
}

/** The checks run on the events of checkEvent; an empty checkEvent means on submit only. */
export function checkRunsOn(setting: Pick<CheckSetting, 'checkEvent'>, event = 'submit'): boolean {
  const events = setting.checkEvent.length > 0 ? setting.checkEvent : ['submit'];
  return events.includes(event.toLowerCase());
}

const passed = (): CheckResult => ({ passed: true, failures: [], message: null, fieldErrors: {} });

/**
 * Runs checkSetting against the data. A check fails when its conditions do not hold (AND: one condition false; OR:
 * none true). Conditions without a verdict — on a hidden field, or ordering an empty value — are left out, and a
 * check none of whose conditions has a verdict passes. With showErrorFields true, the fields of the conditions that
 * were false are marked; with a list, those of its keys that are not hidden.
 */
export function evaluateCheckSetting(setting: CheckSetting | undefined, ctx: CheckSettingContext): CheckResult {
  if (!setting || setting.checkList.length === 0 || !checkRunsOn(setting, ctx.event)) return passed();
  const failures: CheckFailure[] = [];
  const fieldErrors: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const check of setting.checkList) {
    const falseKeys: string[] = [];
    let trues = 0;
    let falses = 0;
    for (const cond of check.conditions) {
      const verdict = evaluateCondition(cond, ctx);
      if (verdict === true) trues += 1;
      if (verdict === false) {
        falses += 1;
        if (!falseKeys.includes(cond.key)) falseKeys.push(cond.key);
      }
    }
    const failed = check.relation === 'OR' ? trues === 0 && falses > 0 : falses > 0;
    if (!failed) continue;
    const errorText = check.errorText || setting.errorText || FORM_ENGINE_TEXT.checkFailed;
    const marks = Array.isArray(setting.showErrorFields)
      ? setting.showErrorFields.filter((k) => !ctx.isHidden?.(k))
      : setting.showErrorFields
        ? falseKeys
        : [];
    const failure: CheckFailure = { id: check.id, errorText, fields: marks };
    if (check.name !== undefined) failure.name = check.name;
    failures.push(failure);
    for (const key of marks) {
      const list = fieldErrors[key] ?? (fieldErrors[key] = []);
      if (!list.includes(errorText)) list.push(errorText);
    }
  }
  if (failures.length === 0) return passed();
  return { passed: false, failures, message: setting.errorText || (failures[0]?.errorText ?? null), fieldErrors };
}
