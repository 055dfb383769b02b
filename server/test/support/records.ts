/**
 * Complete records for tests that submit: the server refuses a record whose required fields are empty (data/form-values.ts),
 * so a test that is about something else sends `await completeRecord(url, token, formId, { ...its own values })`:
 * every field the form's script requires, shown in the given state, gets a valid sample value of its control type, and
 * the test's own values win. The required fields are read from the form itself (`GET /api/bigtable/form`), not kept
 * here by hand.
 */
import { call } from './harness.js';
import { isEmptyValue } from '../../../src/domain/form-engine/compare.js';
import { fieldStates } from '../../../src/domain/form-engine/field-state.js';
import { childFields, flattenForm, type FlatField } from '../../../src/domain/form-engine/flatten.js';
import { holdsValue, parseFieldStateSettings, parseFormScript, type Control, type FormScript } from '../../../src/domain/form-engine/types.js';

type Values = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');
/** Today (local time), so that a check like "not earlier than today" holds. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The first option's value of a radio / checkbox control. */
const firstOption = (control: Control): unknown => {
  const options = control.options.options;
  const first = Array.isArray(options) ? (options[0] as { value?: unknown } | undefined) : undefined;
  return first?.value ?? 'a';
};

/** Sample text of a format validator (validators.ts), else the field's name. */
const FORMATTED: Record<string, string> = { mobile: '13900000019', phone: '13900000019', email: 'demo@ware.demo', amount: '1', url: 'https://ware.demo', idcard: '11010519491231002X' };

/** A valid value of a control's type. */
function sampleValue(control: Control): unknown {
  switch (control.type) {
    case 'number':
    case 'rate':
      return 1;
    case 'radio':
      return firstOption(control);
    case 'checkbox':
    case 'checklabel':
      return [firstOption(control)];
    case 'switch':
      return true;
    case 'date':
      return control.options.format === 'YYYY-MM' ? today().slice(0, 7) : today();
    case 'dateRange':
      return [today(), today()];
    case 'dateSelector':
      return today().slice(0, 7);
    case 'editor':
      return '<p>测试内容</p>';
    case 'uploadImg':
    case 'uploadFile':
      return [{ name: 'sample.png', url: '/files/sample.png' }];
    case 'address':
      return { location: ['浙江省', '杭州市', '西湖区'], codes: ['330000', '330100', '330106'], details: '文三路 1 号' };
    case 'fixedPosition':
      return { address: '杭州市西湖区', latitude: 30.2741, longitude: 120.1315 };
    case 'staff':
    case 'member':
    case 'ownerId':
      return [{ id: '10001', nickname: '王管理' }];
    case 'department':
      return [{ id: 'd1001', name: '总经办' }];
    case 'customer':
      return { id: 'c-3001', name: '杭州云栖科技' };
    case 'supplier':
    case 'association':
      return [{ id: 'data-visit-1', name: '测试' }];
    case 'subform':
    case 'proxyform':
      return [completeValues(childFields(control), [], {})];
    default: {
      const format = typeof control.options.format === 'string' ? control.options.format.toLowerCase().replace(/[-_\s]/g, '') : '';
      return FORMATTED[format] ?? `测试${control.name ?? control.key}`;
    }
  }
}

/**
 * `own` with every required field that is shown (field states and linkage of `settings`, in add mode) and empty given
 * a sample value (a key `own` names, even empty, is left as it is); rows of sub-forms in `own` get their required
 * children too. Repeated until filling shows nothing
 * new (a filled radio may show a required field through linkage).
 */
function completeValues(fields: readonly FlatField[], settings: ReturnType<typeof parseFieldStateSettings>, own: Values): Values {
  let values: Values = { ...own };
  for (let round = 0; round < 5; round += 1) {
    const states = fieldStates(fields, { mode: 'add', settings, values });
    const next: Values = { ...values };
    for (const f of fields) {
      if (!f.key || !holdsValue(f.type) || states[f.key]?.hidden) continue;
      const value = next[f.key];
      if ((f.type === 'subform' || f.type === 'proxyform') && Array.isArray(value)) {
        next[f.key] = value.map((row: unknown) => completeValues(childFields(f.control), [], typeof row === 'object' && row !== null ? (row as Values) : {}));
      } else if (states[f.key]?.required && isEmptyValue(value) && !(f.key in own)) {
        next[f.key] = sampleValue(f.control);
      }
    }
    if (JSON.stringify(next) === JSON.stringify(values)) break;
    values = next;
  }
  return values;
}

/** `own` completed with the required fields of a form script and its field-state settings (see completeValues). */
function completeFor(script: FormScript | unknown, fieldStateSettings: unknown, own: Values = {}): Values {
  return completeValues(flattenForm(parseFormScript(script)), parseFieldStateSettings(fieldStateSettings ?? []), own);
}

/**
 * A complete record of form `formId` as the server holds it: its required fields filled with samples, `own` winning.
 * `token` is someone who may read the form (anonymous when omitted, for open apps).
 */
export async function completeRecord(url: string, token: string | undefined, formId: string, own: Values = {}): Promise<Values> {
  const res = await call(url, 'GET', '/api/bigtable/form', { ...(token ? { token } : {}), query: { id: formId } });
  if (res.body?.code !== 0) throw new Error(`form ${formId}: ${JSON.stringify(res.body)}`);
  return completeFor(res.body.data.script, res.body.data.fieldStates, own);
}
