/**
 * A form's worth of mixed records for the list tests (record-list, list-index): values of every JSON type, texts that
 * LIKE and lower-casing read differently, times within one second, other owners, organisations, apps and statuses.
 */
export const APP = 'app-all-controls';
export const FORM = 'form-all-controls';
export const TITLES = [
  '示例数据',
  'ABC 订单',
  'abc',
  'İstanbul',
  'Kelvin',
  'ok',
  '100%',
  'a_b',
  'C:\\dir',
  '',
  '  12 ',
  '12',
  'Ünïcode',
  '台账 k',
];
const AMOUNTS = [12, 12.5, 0, -3, '12', '', null, 1e21, 0.30000000000000004, true, [12], { value: 12 }];
const KINDS = ['a', 'b', { value: 'a', label: '甲' }, ['a', 'c'], null, 1, ''];
const DATES = ['2026-03-01', '2026-03-02 10:00:00', '2026/3/5', '2026-03-01T20:00:00Z', '', 'soon', null];

/** Record n of the mixed set: the fields vary with n (some missing), times collide within a second every few rows. */
export function mixedRecord(n: number) {
  const owners = ['10001', '10002', '10003', '60001'];
  const at = (base: number) =>
    new Date(Date.UTC(2026, 2, 1, 8, 0, Math.floor(n / 3)) + ((n * 137) % 1000) + base).toISOString();
  const content: Record<string, unknown> = {};
  if (n % 7 !== 0) content.input_title = TITLES[n % TITLES.length];
  if (n % 5 !== 1) content.number_amount = AMOUNTS[n % AMOUNTS.length];
  if (n % 4 !== 2) content.radio_kind = KINDS[n % KINDS.length];
  if (n % 3 === 0) content.checkbox_tags = n % 2 ? ['a', 'b'] : ['c'];
  if (n % 6 !== 3) content.date_date = DATES[n % DATES.length];
  content.input_company = n % 2 ? `公司 ${n}` : { name: `公司 ${n}` };
  const owner = owners[n % owners.length]!;
  return {
    id: `mixed-${String((n * 7919) % 1000).padStart(3, '0')}-${n}`,
    tenantId: n % 29 === 0 ? '1002' : '1001',
    appId: n % 31 === 0 ? 'app-visit' : APP,
    formId: FORM,
    code: `MIX-${n % 11}`,
    content,
    ownerId: owner,
    createdBy: n % 9 === 0 ? '10003' : owner,
    lastModifiedBy: owner,
    status: n % 13 === 0 ? 'ARCHIVED' : n % 17 === 0 ? 'DELETED' : 'SUBMITTED',
    createdAt: n % 19 === 0 ? at(0).replace('Z', '+00:00') : at(0),
    updatedAt: at((n % 4) * 400),
  };
}
