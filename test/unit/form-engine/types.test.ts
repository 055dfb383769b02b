import { z } from 'zod';

import {
  CONTROL_TYPES,
  controlSchema,
  controlTypeOfKey,
  isKnownControlType,
  parseFieldStateSettings,
  parseFormScript,
  parsePermissions,
} from '@/domain/form-engine/types';

describe('form script schemas (spec §3), tolerant of malformed input', () => {
  it('zod runs jitless (WeChat forbids new Function)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('the 33 control types of §3', () => {
    expect(CONTROL_TYPES).toHaveLength(33);
    expect(new Set(CONTROL_TYPES).size).toBe(33);
  });

  it.each<{ case: string; type: unknown; expected: boolean }>([
    { case: 'a listed type', type: 'associationForm', expected: true },
    { case: 'types are case-sensitive', type: 'Input', expected: false },
    { case: 'an unknown type', type: 'signature', expected: false },
    { case: 'not a string', type: 3, expected: false },
  ])('isKnownControlType: $case', ({ type, expected }) => {
    expect(isKnownControlType(type)).toBe(expected);
  });

  it.each<{ case: string; key: string; expected: string | undefined }>([
    { case: 'radio prefix', key: 'radio_kind', expected: 'radio' },
    { case: 'the longest prefix wins: dateRange, not date', key: 'dateRange_period', expected: 'dateRange' },
    { case: 'dateSelector, not date', key: 'dateSelector1700000000', expected: 'dateSelector' },
    { case: 'associationForm, not association', key: 'associationForm_x', expected: 'associationForm' },
    { case: 'no prefix', key: 'amount', expected: undefined },
  ])('a key names its type: $case', ({ key, expected }) => {
    expect(controlTypeOfKey(key)).toBe(expected);
  });

  it('a control as the local server sends it: rules as a list, options with flags, extra keys kept', () => {
    const control = controlSchema.parse({
      key: 'input_name',
      type: 'input',
      name: '姓名',
      model: 'input_name',
      options: { defaultValue: null, hidden: false, disabled: 'true', placeholder: '请输入', format: 'mobile' },
      rules: [{ required: true, message: '姓名不能为空' }],
    });
    expect(control).toEqual({
      key: 'input_name',
      type: 'input',
      name: '姓名',
      model: 'input_name',
      options: {
        defaultValue: null,
        hidden: false,
        disabled: true,
        placeholder: '请输入',
        format: 'mobile',
        options: [],
        fields: [],
      },
      rules: { required: true, message: '姓名不能为空' },
    });
  });

  it.each<{ case: string; input: unknown; expected: unknown }>([
    {
      case: 'rules as an object',
      input: { key: 'a', type: 'input', rules: { required: 1 } },
      expected: { key: 'a', type: 'input', options: { options: [], fields: [] }, rules: { required: true } },
    },
    {
      case: 'a numeric key becomes text, a missing type is unknown ("")',
      input: { key: 7 },
      expected: { key: '7', type: '', options: { options: [], fields: [] }, rules: { required: false } },
    },
    {
      case: 'options as strings, and a broken option dropped',
      input: {
        key: 'radio_k',
        type: 'radio',
        options: { options: ['男', { label: '女', value: 'b' }, null, { label: 'x' }] },
      },
      expected: {
        key: 'radio_k',
        type: 'radio',
        options: {
          options: [
            { label: '男', value: '男' },
            { label: '女', value: 'b' },
          ],
          fields: [],
        },
        rules: { required: false },
      },
    },
    {
      case: 'subform children in options.fields',
      input: { key: 'subform_s', type: 'subform', options: { fields: [{ key: 'input_c', type: 'input' }, 'junk'] } },
      expected: {
        key: 'subform_s',
        type: 'subform',
        options: {
          options: [],
          fields: [{ key: 'input_c', type: 'input', options: { options: [], fields: [] }, rules: { required: false } }],
        },
        rules: { required: false },
      },
    },
    {
      case: 'grid columns, a bare array standing for a column list',
      input: {
        key: 'grid_g',
        type: 'grid',
        columns: [{ span: 12, list: [{ key: 'input_a', type: 'input' }] }, [{ key: 'input_b', type: 'input' }]],
      },
      expected: {
        key: 'grid_g',
        type: 'grid',
        options: { options: [], fields: [] },
        rules: { required: false },
        columns: [
          {
            span: 12,
            list: [{ key: 'input_a', type: 'input', options: { options: [], fields: [] }, rules: { required: false } }],
          },
          {
            list: [{ key: 'input_b', type: 'input', options: { options: [], fields: [] }, rules: { required: false } }],
          },
        ],
      },
    },
    {
      case: 'options that are not an object become empty',
      input: { key: 'a', type: 'input', options: 'broken' },
      expected: { key: 'a', type: 'input', options: { options: [], fields: [] }, rules: { required: false } },
    },
  ])('control: $case', ({ input, expected }) => {
    expect(controlSchema.parse(input)).toEqual(expected);
  });

  it('an unknown control type parses, kept with its raw type', () => {
    const script = parseFormScript({ list: [{ key: 'signature_1', type: 'signature', options: { pen: 'red' } }] });
    expect(script.list[0]?.type).toBe('signature');
    expect(script.list[0]?.options.pen).toBe('red');
    expect(isKnownControlType(script.list[0]?.type)).toBe(false);
  });

  it.each<{ case: string; raw: unknown; listLength: number }>([
    { case: 'a JSON string', raw: '{"list":[{"key":"input_a","type":"input"}]}', listLength: 1 },
    { case: 'unreadable JSON', raw: '{"list":', listLength: 0 },
    { case: 'null', raw: null, listLength: 0 },
    { case: 'a list is not a script', raw: [1, 2], listLength: 0 },
    {
      case: 'non-object controls are dropped',
      raw: { list: [null, 3, 'x', { key: 'input_a', type: 'input' }] },
      listLength: 1,
    },
    { case: 'list not a list', raw: { list: 'nope' }, listLength: 0 },
  ])('form script never throws: $case', ({ raw, listLength }) => {
    const script = parseFormScript(raw);
    expect(script.list).toHaveLength(listLength);
    expect(script.renderList).toEqual([]);
    expect(script.config).toEqual({});
  });

  it('checkSetting as the local server sends it', () => {
    const script = parseFormScript({
      list: [],
      checkSetting: {
        checkList: [
          {
            id: 'check-amount',
            name: '金额必须大于0',
            conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
            errorText: '报销金额必须大于0',
          },
        ],
        errorText: '提交校验未通过',
        showErrorFields: true,
        checkEvent: ['submit'],
      },
    });
    expect(script.checkSetting).toEqual({
      checkList: [
        {
          id: 'check-amount',
          name: '金额必须大于0',
          conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
          relation: 'AND',
          errorText: '报销金额必须大于0',
        },
      ],
      errorText: '提交校验未通过',
      showErrorFields: true,
      checkEvent: ['submit'],
    });
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    {
      case: "the other layer's spelling: op, ktype, vtype; conds for conditions; relation OR",
      raw: {
        checkList: [
          {
            id: 1,
            relation: 'or',
            conds: [{ key: 'date_d', op: 'NO-EARLIER', ktype: 'date', vtype: 'dynamictime', value: 'today' }],
          },
        ],
      },
      expected: {
        checkList: [
          {
            id: '1',
            relation: 'OR',
            conditions: [
              {
                key: 'date_d',
                op: 'NO-EARLIER',
                ktype: 'date',
                vtype: 'dynamictime',
                operation: 'no-earlier',
                type: 'date',
                matchType: 'DYNAMICTIME',
                value: 'today',
              },
            ],
            conds: [{ key: 'date_d', op: 'NO-EARLIER', ktype: 'date', vtype: 'dynamictime', value: 'today' }],
          },
        ],
        showErrorFields: false,
        checkEvent: [],
      },
    },
    {
      case: 'showErrorFields as a key list, checkEvent as comma text',
      raw: { showErrorFields: ['input_a', 3], checkEvent: 'Submit, change' },
      expected: { checkList: [], showErrorFields: ['input_a'], checkEvent: ['submit', 'change'] },
    },
    {
      case: 'a checkSetting that is not an object',
      raw: 'x',
      expected: { checkList: [], showErrorFields: false, checkEvent: [] },
    },
  ])('checkSetting: $case', ({ raw, expected }) => {
    const setting = parseFormScript({ checkSetting: raw }).checkSetting;
    expect(JSON.parse(JSON.stringify(setting))).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    {
      case: 'the local server shape',
      raw: [
        {
          id: 'input_company',
          fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }],
          addState: null,
          editState: 'READ_ONLY',
        },
      ],
      expected: [
        {
          id: 'input_company',
          fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }],
          addState: null,
          editState: 'READ_ONLY',
        },
      ],
    },
    {
      case: 'key for id, lower-case states, a single cond, unknown states are none',
      raw: [
        { key: 'input_a', fieldLinkage: [{ key: 'switch_s', conds: true }], addState: 'hidden', editState: 'EDITABLE' },
      ],
      expected: [
        {
          key: 'input_a',
          id: 'input_a',
          fieldLinkage: [{ key: 'switch_s', conds: [true] }],
          addState: 'HIDDEN',
          editState: null,
        },
      ],
    },
    {
      case: 'malformed entries are dropped',
      raw: [null, 'x', { id: 'input_b' }],
      expected: [{ id: 'input_b', fieldLinkage: [], addState: null, editState: null }],
    },
    { case: 'not a list', raw: { id: 'x' }, expected: [] },
  ])('field-state settings: $case', ({ raw, expected }) => {
    expect(parseFieldStateSettings(raw)).toEqual(expected);
  });

  it.each<{ case: string; raw: unknown; expected: unknown }>([
    {
      case: 'type, businessKey and formId',
      raw: [{ type: 'form-operation-permission', businessKey: 'create', formId: 'form-a' }],
      expected: [{ type: 'form-operation-permission', businessKey: 'create', formId: 'form-a' }],
    },
    {
      case: 'formId missing is null',
      raw: [{ type: 'view-permission', businessKey: 'v1' }],
      expected: [{ type: 'view-permission', businessKey: 'v1', formId: null }],
    },
    { case: 'junk dropped, not a list is empty', raw: [7], expected: [] },
  ])('permissions: $case', ({ raw, expected }) => {
    expect(parsePermissions(raw)).toEqual(expected);
  });
});
