// Spec screens-data-rules.md §4 field visibility, on a record's detail: linkage against the record's own values;
// the add/edit states are the form's modes, not the detail's. Read against the local platform's all-controls form.
import { allControlsForm } from '../../../server/src/seed/forms';
import { flattenForm, holdsValue, parseFieldStateSettings, parseFormScript } from '../../../src/domain/form-engine';
import { detailFields } from '../../../src/domain/records';

const seeded = allControlsForm();
const fields = flattenForm(parseFormScript(JSON.parse(JSON.stringify(seeded.script)))).filter((f) => holdsValue(f.type));
const settings = parseFieldStateSettings(seeded.fieldStates);
const shown = (values: Record<string, unknown>) => new Set(detailFields(fields, settings, values).map((f) => f.key));

describe('detailFields: a field hidden by linkage for the record is not shown', () => {
  test.each([
    ['switch off: 发票抬头 hidden', { switch_needInvoice: false }, 'input_invoiceTitle', false],
    ['switch never set: 发票抬头 hidden', {}, 'input_invoiceTitle', false],
    ['switch on: 发票抬头 shown', { switch_needInvoice: true }, 'input_invoiceTitle', true],
    ['radio 个人: 企业名称 hidden', { radio_kind: 'a' }, 'input_company', false],
    ['radio 企业: 企业名称 shown', { radio_kind: 'b' }, 'input_company', true],
    ['radio 其他: 多选 hidden (its linkage lists 个人 and 企业)', { radio_kind: 'c' }, 'checkbox_tags', false],
    ['radio 个人: 多选 shown', { radio_kind: 'a' }, 'checkbox_tags', true],
    ['hidden while adding (审核意见): shown on the detail', { radio_kind: 'a' }, 'input_auditNote', true],
    ['read-only while editing (登记号): shown', { radio_kind: 'a' }, 'input_serial', true],
    ['a field without linkage is always shown', {}, 'input_title', true],
  ])('%s', (_case, values, key, expected) => {
    expect(shown(values).has(key)).toBe(expected);
  });

  test('fields keep the form order', () => {
    const keys = detailFields(fields, settings, { radio_kind: 'b', switch_needInvoice: true }).map((f) => f.key);
    expect(keys).toEqual(fields.map((f) => f.key));
  });
});
