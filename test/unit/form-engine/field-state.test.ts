import {
  affectedBy,
  fieldState,
  fieldStateIndex,
  fieldStates,
  fieldStatesAfterEdit,
  type FieldState,
  type FieldStateContext,
} from '@/domain/form-engine/field-state';
import { flattenForm } from '@/domain/form-engine/flatten';
import { parseFieldStateSettings, parseFormScript, type FieldStateSetting } from '@/domain/form-engine/types';

const control = (type: string, suffix: string, options: Record<string, unknown> = {}, required = false) => ({
  key: `${type}_${suffix}`,
  type,
  options,
  rules: required ? [{ required: true, message: 'x' }] : [],
});
const one = (raw: Record<string, unknown>) => parseFormScript({ list: [raw] }).list[0]!;
const settings = (raw: unknown[]): FieldStateSetting[] => parseFieldStateSettings(raw);
const S = (hidden: boolean, readOnly: boolean, required: boolean): FieldState => ({ hidden, readOnly, required });

describe('field state (spec §4 field visibility; §5 hidden fields are not required)', () => {
  const name = one(control('input', 'name', {}, true));
  it.each<{ case: string; setting: Record<string, unknown>; mode: 'add' | 'edit'; expected: FieldState }>([
    {
      case: 'no setting: visible, editable, required as configured',
      setting: {},
      mode: 'add',
      expected: S(false, false, true),
    },
    {
      case: 'addState HIDDEN hides when creating',
      setting: { addState: 'HIDDEN' },
      mode: 'add',
      expected: S(true, false, false),
    },
    {
      case: 'addState HIDDEN does not apply when editing',
      setting: { addState: 'HIDDEN' },
      mode: 'edit',
      expected: S(false, false, true),
    },
    {
      case: 'editState READ_ONLY when editing',
      setting: { editState: 'READ_ONLY' },
      mode: 'edit',
      expected: S(false, true, true),
    },
    {
      case: 'editState READ_ONLY does not apply when creating',
      setting: { editState: 'READ_ONLY' },
      mode: 'add',
      expected: S(false, false, true),
    },
    {
      case: 'editState HIDDEN when editing: hidden, so not required',
      setting: { editState: 'HIDDEN' },
      mode: 'edit',
      expected: S(true, false, false),
    },
    {
      case: 'addState READ_ONLY when creating',
      setting: { addState: 'READ_ONLY' },
      mode: 'add',
      expected: S(false, true, true),
    },
  ])('states: $case', ({ setting, mode, expected }) => {
    const ctx: FieldStateContext = { mode, values: {}, settings: settings([{ id: 'input_name', ...setting }]) };
    expect(fieldState(name, ctx)).toEqual(expected);
  });

  const linked = (fieldLinkage: unknown[]) => settings([{ id: 'input_name', fieldLinkage }]);
  it.each<{ case: string; fieldLinkage: unknown[]; values: Record<string, unknown>; hidden: boolean }>([
    {
      case: 'radio: shown when its value is in conds',
      fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }],
      values: { radio_kind: 'b' },
      hidden: false,
    },
    {
      case: 'radio: hidden for another value',
      fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }],
      values: { radio_kind: 'a' },
      hidden: true,
    },
    {
      case: 'radio: hidden while unset',
      fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }],
      values: {},
      hidden: true,
    },
    {
      case: 'radio: conds as option objects',
      fieldLinkage: [{ key: 'radio_kind', conds: [{ label: '企业', value: 'b' }] }],
      values: { radio_kind: 'b' },
      hidden: false,
    },
    {
      case: 'checkbox: shown when any checked value is in conds',
      fieldLinkage: [{ key: 'checkbox_tags', conds: ['x', 'b'] }],
      values: { checkbox_tags: ['a', 'b'] },
      hidden: false,
    },
    {
      case: 'checkbox: hidden when none is',
      fieldLinkage: [{ key: 'checkbox_tags', conds: ['x'] }],
      values: { checkbox_tags: ['a', 'b'] },
      hidden: true,
    },
    {
      case: 'switch: conds [true] shown when on',
      fieldLinkage: [{ key: 'switch_s', conds: [true] }],
      values: { switch_s: true },
      hidden: false,
    },
    {
      case: "switch: conds ['true'] shown when on",
      fieldLinkage: [{ key: 'switch_s', conds: ['true'] }],
      values: { switch_s: true },
      hidden: false,
    },
    {
      case: 'switch: conds [true] hidden when off',
      fieldLinkage: [{ key: 'switch_s', conds: [true] }],
      values: { switch_s: false },
      hidden: true,
    },
    { case: 'switch: unset is off', fieldLinkage: [{ key: 'switch_s', conds: [true] }], values: {}, hidden: true },
    {
      case: 'switch: conds [false] shown when off',
      fieldLinkage: [{ key: 'switch_s', conds: [false] }],
      values: {},
      hidden: false,
    },
    {
      case: 'several entries are alternatives: one holding shows the field',
      fieldLinkage: [
        { key: 'radio_kind', conds: ['b'] },
        { key: 'switch_s', conds: [true] },
      ],
      values: { radio_kind: 'a', switch_s: true },
      hidden: false,
    },
    { case: 'an empty linkage list shows the field', fieldLinkage: [], values: {}, hidden: false },
  ])('linkage: $case', ({ fieldLinkage, values, hidden }) => {
    const state = fieldState(name, { mode: 'add', values, settings: linked(fieldLinkage) });
    expect(state).toEqual(S(hidden, false, !hidden));
  });

  it.each<{ case: string; raw: Record<string, unknown>; mode: 'add' | 'edit'; expected: FieldState }>([
    {
      case: 'options.hidden hides (and so not required)',
      raw: control('input', 'a', { hidden: true }, true),
      mode: 'add',
      expected: S(true, false, false),
    },
    {
      case: 'options.disabled is read-only',
      raw: control('input', 'a', { disabled: true }, true),
      mode: 'add',
      expected: S(false, true, true),
    },
    {
      case: 'editUpdate false is read-only when editing',
      raw: control('input', 'a', { editUpdate: false }),
      mode: 'edit',
      expected: S(false, true, false),
    },
    {
      case: 'editUpdate false is editable when creating',
      raw: control('input', 'a', { editUpdate: false }),
      mode: 'add',
      expected: S(false, false, false),
    },
    {
      case: 'options.required counts as required',
      raw: control('input', 'a', { required: true }),
      mode: 'add',
      expected: S(false, false, true),
    },
    {
      case: 'an unknown control type is read-only and not required',
      raw: control('signature', 'a', {}, true),
      mode: 'add',
      expected: S(false, true, false),
    },
    {
      case: 'a divider is never required',
      raw: control('divider', 'a', {}, true),
      mode: 'add',
      expected: S(false, false, false),
    },
  ])('control options: $case', ({ raw, mode, expected }) => {
    expect(fieldState(one(raw), { mode, values: {} })).toEqual(expected);
  });
});

describe('field states of a whole form, and after one edit', () => {
  const script = parseFormScript({
    list: [
      control('radio', 'kind', {}, true),
      control('switch', 'invoice'),
      control('input', 'company', {}, true),
      control('input', 'title', {}, true),
      control('input', 'taxNo', {}, true),
      control('input', 'note'),
      control('input', 'audit'),
    ],
  });
  const fields = flattenForm(script);
  const rules = settings([
    { id: 'input_company', fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }] },
    { id: 'switch_invoice', fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }] },
    { id: 'input_title', fieldLinkage: [{ key: 'switch_invoice', conds: [true] }] },
    { id: 'input_taxNo', fieldLinkage: [{ key: 'switch_invoice', conds: [true] }] },
    { id: 'input_audit', addState: 'HIDDEN' },
  ]);
  const ctx = (values: Record<string, unknown>): FieldStateContext => ({ mode: 'add', settings: rules, values });

  it('every field, with the linkage cascading: a hidden source shows nothing', () => {
    // The switch is on, but it is hidden because kind is a: its dependants are hidden too.
    expect(fieldStates(script, ctx({ radio_kind: 'a', switch_invoice: true }))).toEqual({
      radio_kind: S(false, false, true),
      switch_invoice: S(true, false, false),
      input_company: S(true, false, false),
      input_title: S(true, false, false),
      input_taxNo: S(true, false, false),
      input_note: S(false, false, false),
      input_audit: S(true, false, false),
    });
  });

  it('the dependency index maps each linkage source to its dependants', () => {
    const index = fieldStateIndex(fields, rules);
    expect(Object.fromEntries(index.dependants)).toEqual({
      radio_kind: ['input_company', 'switch_invoice'],
      switch_invoice: ['input_title', 'input_taxNo'],
    });
    expect([...affectedBy(index, ['radio_kind'])].sort()).toEqual([
      'input_company',
      'input_taxNo',
      'input_title',
      'switch_invoice',
    ]);
    expect([...affectedBy(index, ['input_note'])]).toEqual([]);
  });

  it('an edit recomputes only its dependants; other states keep their identity', () => {
    const before = fieldStates(fields, ctx({ radio_kind: 'a', switch_invoice: true }));
    const values = { radio_kind: 'b', switch_invoice: true };
    const after = fieldStatesAfterEdit(fields, before, 'radio_kind', ctx(values));
    expect(after).toEqual(fieldStates(fields, ctx(values)));
    expect(after.input_company).toEqual(S(false, false, true));
    expect(after.input_title).toEqual(S(false, false, true));
    for (const key of ['radio_kind', 'input_note', 'input_audit']) expect(after[key]).toBe(before[key]);
  });

  it('an edit of a field nothing depends on returns the same states object', () => {
    const before = fieldStates(fields, ctx({ radio_kind: 'b' }));
    expect(fieldStatesAfterEdit(fields, before, 'input_note', ctx({ radio_kind: 'b', input_note: 'hi' }))).toBe(before);
  });

  it('an edit that changes no state returns the same states object', () => {
    const before = fieldStates(fields, ctx({ radio_kind: 'a' }));
    expect(fieldStatesAfterEdit(fields, before, 'radio_kind', ctx({ radio_kind: 'c' }))).toBe(before);
  });

  it('every single edit gives what a full recompute gives', () => {
    const edits: [string, unknown][] = [
      ['radio_kind', 'b'],
      ['switch_invoice', true],
      ['radio_kind', 'a'],
      ['switch_invoice', false],
      ['radio_kind', 'b'],
      ['input_note', 'x'],
      ['switch_invoice', true],
    ];
    let values: Record<string, unknown> = {};
    let states = fieldStates(fields, ctx(values));
    for (const [key, value] of edits) {
      values = { ...values, [key]: value };
      states = fieldStatesAfterEdit(fields, states, key, ctx(values));
      expect(states).toEqual(fieldStates(fields, ctx(values)));
    }
  });

  it('a linkage cycle does not loop', () => {
    const cyclic = settings([
      { id: 'radio_kind', fieldLinkage: [{ key: 'switch_invoice', conds: [true] }] },
      { id: 'switch_invoice', fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }] },
    ]);
    const states = fieldStates(fields, {
      mode: 'add',
      settings: cyclic,
      values: { radio_kind: 'b', switch_invoice: true },
    });
    expect(states.radio_kind).toEqual(S(false, false, true));
    expect(states.switch_invoice).toEqual(S(false, false, false));
  });

  it('a 300-field form: one edit touches only the dependants of the edited source', () => {
    const list = [control('radio', 'src')];
    const raw: unknown[] = [];
    for (let i = 0; i < 299; i += 1) {
      list.push(control('input', `f${i}`, {}, true));
      if (i < 3) raw.push({ id: `input_f${i}`, fieldLinkage: [{ key: 'radio_src', conds: ['on'] }] });
    }
    const big = flattenForm(parseFormScript({ list }));
    const bigSettings = settings(raw);
    const before = fieldStates(big, { mode: 'add', settings: bigSettings, values: {} });
    const after = fieldStatesAfterEdit(big, before, 'radio_src', {
      mode: 'add',
      settings: bigSettings,
      values: { radio_src: 'on' },
    });
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed).toEqual(['input_f0', 'input_f1', 'input_f2']);
    expect(Object.keys(after)).toHaveLength(300);
  });
});
