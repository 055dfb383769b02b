// The engine read against the local server's seeded forms (server/src/seed/forms.ts): the shapes the e2e tests
// submit must mean what the engine says they mean.
import { fieldKeys } from '../../../server/src/data/form-script';
import { allControlsForm, expenseForm, SPEC_CONTROL_TYPES } from '../../../server/src/seed/forms';

import {
  canSubmit,
  CONTROL_TYPES,
  evaluateCheckSetting,
  fieldStates,
  flattenForm,
  isKnownControlType,
  parseFieldStateSettings,
  parseFormScript,
  renderableFields,
} from '@/domain/form-engine';

describe('the seeded all-controls form', () => {
  const seeded = allControlsForm();
  const script = parseFormScript(JSON.parse(JSON.stringify(seeded.script)));
  const settings = parseFieldStateSettings(JSON.parse(JSON.stringify(seeded.fieldStates)));
  const fields = flattenForm(script);

  it('holds every control type the engine knows, and nothing else', () => {
    const types = new Set([...fields.map((f) => f.type), 'tabs', 'grid']);
    expect([...types].sort()).toEqual([...CONTROL_TYPES].sort());
    expect([...SPEC_CONTROL_TYPES].sort()).toEqual([...CONTROL_TYPES].sort());
    expect(fields.every((f) => isKnownControlType(f.type))).toBe(true);
  });

  it('flattens to the keys the server counts as fields (plus the divider)', () => {
    const server = fieldKeys(seeded.script.list);
    expect(fields.map((f) => f.key).filter((k) => k !== 'divider_split')).toEqual(server);
  });

  it.each<{ case: string; mode: 'add' | 'edit'; values: Record<string, unknown>; expected: Record<string, unknown> }>([
    {
      case: 'creating, kind a, invoice off',
      mode: 'add',
      values: { radio_kind: 'a', switch_needInvoice: false },
      expected: {
        input_company: { hidden: true, readOnly: false, required: false },
        input_invoiceTitle: { hidden: true, readOnly: false, required: false },
        checkbox_tags: { hidden: false, readOnly: false, required: false },
        input_serial: { hidden: false, readOnly: false, required: false },
        input_auditNote: { hidden: true, readOnly: false, required: false },
        code_code: { hidden: false, readOnly: true, required: false },
      },
    },
    {
      case: 'editing, kind b (company shown and required), invoice on',
      mode: 'edit',
      values: { radio_kind: 'b', switch_needInvoice: true },
      expected: {
        input_company: { hidden: false, readOnly: false, required: true },
        input_invoiceTitle: { hidden: false, readOnly: false, required: false },
        checkbox_tags: { hidden: false, readOnly: false, required: false },
        input_serial: { hidden: false, readOnly: true, required: false },
        input_auditNote: { hidden: false, readOnly: false, required: false },
        code_code: { hidden: false, readOnly: true, required: false },
      },
    },
    {
      case: 'kind c hides the tags',
      mode: 'add',
      values: { radio_kind: 'c' },
      expected: { checkbox_tags: { hidden: true, readOnly: false, required: false } },
    },
  ])('field states: $case', ({ mode, values, expected }) => {
    const states = fieldStates(fields, { mode, settings, values });
    for (const [key, state] of Object.entries(expected)) expect([key, states[key]]).toEqual([key, state]);
  });

  it.each<{ case: string; values: Record<string, unknown>; failures: string[] }>([
    { case: 'filled correctly', values: { number_amount: 3, date_date: '2026-11-25' }, failures: [] },
    {
      case: 'amount 0 and a date before today',
      values: { number_amount: 0, date_date: '2026-11-24' },
      failures: ['数字必须大于0', '日期不能早于今天'],
    },
  ])('check messages: $case', ({ values, failures }) => {
    const result = evaluateCheckSetting(script.checkSetting, { values, now: '2026-11-25 09:00:00' });
    expect(result.failures.map((f) => f.errorText)).toEqual(failures);
    expect(result.message).toBe(failures.length > 0 ? '请检查标红的字段' : null);
  });
});

describe('the seeded expense form', () => {
  const script = parseFormScript(JSON.parse(JSON.stringify(expenseForm())));
  const fields = flattenForm(script);
  const keys = fieldKeys(expenseForm().list);
  const permissions = [
    { type: 'form-operation-permission', businessKey: 'create', formId: 'form-expense' },
    ...keys.map((k) => ({ type: 'form-field-permission', businessKey: k, formId: 'form-expense' })),
  ];

  it('a member with every field permission sees every field and may submit', () => {
    expect(renderableFields(fields, permissions, { formId: 'form-expense' }).map((f) => f.key)).toEqual(keys);
    expect(canSubmit(permissions, 'form-expense')).toBe(true);
  });

  it('the required rules are read from the rules list', () => {
    expect(fields.filter((f) => f.control.rules.required).map((f) => f.key)).toEqual([
      'staff_applicant',
      'department_dept',
      'radio_category',
      'number_amount',
    ]);
  });
});
