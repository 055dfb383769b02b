import { checkRunsOn, evaluateCheckSetting, type CheckResult } from '@/domain/form-engine/check-setting';
import { FORM_ENGINE_TEXT } from '@/domain/form-engine/messages';
import { checkSettingSchema, type CheckSetting } from '@/domain/form-engine/types';

const setting = (raw: Record<string, unknown>): CheckSetting => checkSettingSchema.parse(raw);
const amountCheck = {
  id: 'check-amount',
  name: '金额必须大于0',
  conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
  errorText: '报销金额必须大于0',
};
const dateCheck = {
  id: 'check-date',
  conditions: [{ key: 'date_date', operation: 'no-earlier', type: 'date', value: 'today', matchType: 'DYNAMICTIME' }],
  errorText: '日期不能早于今天',
};
const NOW = '2026-11-25 10:00:00';
const base = {
  checkList: [amountCheck, dateCheck],
  errorText: '请检查标红的字段',
  showErrorFields: true,
  checkEvent: ['submit'],
};

describe('checkSetting (spec §3: checkList, errorText, showErrorFields, checkEvent)', () => {
  it.each<{
    case: string;
    raw: Record<string, unknown>;
    values: Record<string, unknown>;
    hidden?: string[];
    expected: CheckResult;
  }>([
    {
      case: 'every check holds: passed',
      raw: base,
      values: { number_amount: 5, date_date: '2026-11-25' },
      expected: { passed: true, failures: [], message: null, fieldErrors: {} },
    },
    {
      case: "a failing check: its errorText, the setting's errorText as the message, its field marked",
      raw: base,
      values: { number_amount: 0, date_date: '2026-11-26' },
      expected: {
        passed: false,
        failures: [
          { id: 'check-amount', name: '金额必须大于0', errorText: '报销金额必须大于0', fields: ['number_amount'] },
        ],
        message: '请检查标红的字段',
        fieldErrors: { number_amount: ['报销金额必须大于0'] },
      },
    },
    {
      case: 'two failing checks (DYNAMICTIME today included)',
      raw: base,
      values: { number_amount: -1, date_date: '2026-11-24' },
      expected: {
        passed: false,
        failures: [
          { id: 'check-amount', name: '金额必须大于0', errorText: '报销金额必须大于0', fields: ['number_amount'] },
          { id: 'check-date', errorText: '日期不能早于今天', fields: ['date_date'] },
        ],
        message: '请检查标红的字段',
        fieldErrors: { number_amount: ['报销金额必须大于0'], date_date: ['日期不能早于今天'] },
      },
    },
    {
      case: 'checks stop for hidden fields',
      raw: base,
      values: { number_amount: -1, date_date: '2026-11-25' },
      hidden: ['number_amount'],
      expected: { passed: true, failures: [], message: null, fieldErrors: {} },
    },
    {
      case: 'an empty optional field gives an ordering check no verdict: passed',
      raw: base,
      values: {},
      expected: { passed: true, failures: [], message: null, fieldErrors: {} },
    },
    {
      case: 'showErrorFields false: the message without marks',
      raw: { ...base, showErrorFields: false },
      values: { number_amount: 0 },
      expected: {
        passed: false,
        failures: [{ id: 'check-amount', name: '金额必须大于0', errorText: '报销金额必须大于0', fields: [] }],
        message: '请检查标红的字段',
        fieldErrors: {},
      },
    },
    {
      case: 'showErrorFields as a list marks those keys',
      raw: { ...base, showErrorFields: ['input_a', 'number_amount'] },
      values: { number_amount: 0 },
      expected: {
        passed: false,
        failures: [
          {
            id: 'check-amount',
            name: '金额必须大于0',
            errorText: '报销金额必须大于0',
            fields: ['input_a', 'number_amount'],
          },
        ],
        message: '请检查标红的字段',
        fieldErrors: { input_a: ['报销金额必须大于0'], number_amount: ['报销金额必须大于0'] },
      },
    },
    {
      case: "no setting errorText: the first failing check's is the message",
      raw: { ...base, errorText: '' },
      values: { number_amount: 0 },
      expected: {
        passed: false,
        failures: [
          { id: 'check-amount', name: '金额必须大于0', errorText: '报销金额必须大于0', fields: ['number_amount'] },
        ],
        message: '报销金额必须大于0',
        fieldErrors: { number_amount: ['报销金额必须大于0'] },
      },
    },
    {
      case: 'no errorText anywhere: the default text',
      raw: { checkList: [{ id: 'c', conditions: [{ key: 'input_a', operation: 'no-null' }] }] },
      values: {},
      expected: {
        passed: false,
        failures: [{ id: 'c', errorText: FORM_ENGINE_TEXT.checkFailed, fields: [] }],
        message: FORM_ENGINE_TEXT.checkFailed,
        fieldErrors: {},
      },
    },
    {
      case: 'relation OR: one condition holding passes',
      raw: {
        checkList: [
          {
            id: 'c',
            relation: 'OR',
            conditions: [
              { key: 'input_a', operation: 'no-null' },
              { key: 'input_b', operation: 'no-null' },
            ],
            errorText: '至少填写一项',
          },
        ],
      },
      values: { input_b: 'x' },
      expected: { passed: true, failures: [], message: null, fieldErrors: {} },
    },
  ])('$case', ({ raw, values, hidden = [], expected }) => {
    const result = evaluateCheckSetting(setting(raw), { values, now: NOW, isHidden: (k) => hidden.includes(k) });
    expect(JSON.parse(JSON.stringify(result))).toEqual(expected);
  });

  it.each<{ case: string; checkEvent: unknown; event?: string; expected: boolean }>([
    { case: "['submit'] runs on submit", checkEvent: ['submit'], event: 'submit', expected: true },
    { case: "['submit'] does not run on change", checkEvent: ['submit'], event: 'change', expected: false },
    { case: 'empty checkEvent runs on submit only', checkEvent: [], event: 'submit', expected: true },
    { case: 'empty checkEvent does not run on change', checkEvent: [], event: 'change', expected: false },
    { case: 'the event defaults to submit', checkEvent: ['SUBMIT'], expected: true },
    { case: 'change listed', checkEvent: ['submit', 'change'], event: 'change', expected: true },
  ])('checkEvent: $case', ({ checkEvent, event, expected }) => {
    expect(checkRunsOn(setting({ checkEvent }), event)).toBe(expected);
  });

  it('a check not due on this event passes', () => {
    const result = evaluateCheckSetting(setting(base), { values: { number_amount: 0 }, now: NOW, event: 'change' });
    expect(result.passed).toBe(true);
  });

  it('no setting passes', () => {
    expect(evaluateCheckSetting(undefined, { values: {} }).passed).toBe(true);
  });
});
