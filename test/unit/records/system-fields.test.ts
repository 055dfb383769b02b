import { SYSTEM_FIELD_LABEL } from '@/domain/records/messages';
import {
  isSystemField,
  SYSTEM_FIELDS,
  systemFieldLabel,
  systemFieldOf,
  systemFieldText,
  pendingNames,
  userIdsToName,
} from '@/domain/records/system-fields';
import { EMPTY_LABEL } from '@/domain/time/date-display';

describe('system fields and their labels (screens-data-rules.md §3)', () => {
  it.each<{ case: string; key: string; label: string }>([
    { case: 'code: business code', key: 'code', label: '业务编码' },
    { case: 'createdBy: creator', key: 'createdBy', label: '创建人' },
    { case: 'creater: creator', key: 'creater', label: '创建人' },
    { case: 'createTime: creation time', key: 'createTime', label: '创建时间' },
    { case: "createdAt (older engine's createTime): creation time", key: 'createdAt', label: '创建时间' },
    { case: 'lastModifiedBy: last operator', key: 'lastModifiedBy', label: '最后修改人' },
    { case: 'updater: last operator', key: 'updater', label: '最后修改人' },
    { case: 'lastModifiedTime: update time', key: 'lastModifiedTime', label: '更新时间' },
    { case: 'ownerId: data owner', key: 'ownerId', label: '数据所有者' },
    { case: 'id', key: 'id', label: 'ID' },
    { case: 'ID (the flattened alias of id)', key: 'ID', label: 'ID' },
  ])('$case', ({ key, label }) => {
    expect(isSystemField(key)).toBe(true);
    expect(systemFieldLabel(key)).toBe(label);
  });

  it.each(['input_name', 'number_amount', 'data', 'formId', 'Code', ''])('%p is not a labelled system field', (key) => {
    expect(isSystemField(key)).toBe(false);
    expect(systemFieldLabel(key)).toBeUndefined();
  });

  it('the catalogue and the field list agree, one field per label', () => {
    expect(SYSTEM_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(SYSTEM_FIELD_LABEL).sort());
    for (const field of SYSTEM_FIELDS) expect(field.label).toBe(SYSTEM_FIELD_LABEL[field.key]);
  });

  it('aliases resolve to their field', () => {
    expect(systemFieldOf('lastModifiedBy')?.key).toBe('updater');
    expect(systemFieldOf('updatedBy')?.key).toBe('updater');
  });
});

describe('systemFieldText: a system value as shown (§5: dates with dashes, empty shows 未填写)', () => {
  const flat = {
    id: 'r1',
    ID: 'r1',
    code: 'C-001',
    creater: '张三',
    updater: '',
    lastModifiedBy: { id: 'u2', username: '李四' },
    createTime: '2026/11/01 08:00:00',
    ownerId: 'u1',
  };
  it.each<{ case: string; key: string; expected: string | undefined }>([
    { case: 'creater by name', key: 'creater', expected: '张三' },
    { case: 'by the alias createdBy', key: 'createdBy', expected: '张三' },
    { case: "updater falls back to lastModifiedBy's username", key: 'updater', expected: '李四' },
    { case: 'createTime normalised with dashes', key: 'createTime', expected: '2026-11-01 08:00:00' },
    { case: 'missing time shows 未填写', key: 'lastModifiedTime', expected: EMPTY_LABEL },
    { case: 'code as written', key: 'code', expected: 'C-001' },
    { case: 'ownerId with no lookup: 未知用户, not the id', key: 'ownerId', expected: '未知用户' },
    { case: 'ID', key: 'ID', expected: 'r1' },
    { case: 'a custom field is not a system field', key: 'input_name', expected: undefined },
  ])('$case', ({ key, expected }) => {
    expect(systemFieldText(flat, key)).toBe(expected);
  });

  it('an empty record shows 未填写 for every system field', () => {
    for (const field of SYSTEM_FIELDS) expect(systemFieldText({}, field.key)).toBe('未填写');
  });
});

describe("people by name: the record's own name, else the looked-up name of the id, else 未知用户", () => {
  const names = new Map([
    ['10001', '王管理'],
    ['10003', '张成员'],
  ]);
  it.each<{ case: string; flat: Record<string, unknown>; key: string; expected: string }>([
    { case: 'ownerId by the looked-up name', flat: { ownerId: '10003' }, key: 'ownerId', expected: '张成员' },
    // Issue 42 item 4: never the raw id, which means nothing to a reader.
    { case: 'ownerId not found: 未知用户', flat: { ownerId: '10009' }, key: 'ownerId', expected: '未知用户' },
    { case: 'no ownerId: 未填写', flat: {}, key: 'ownerId', expected: EMPTY_LABEL },
    {
      case: "the record's own creator name wins",
      flat: { creater: '李四', createdBy: { id: '10001' } },
      key: 'creater',
      expected: '李四',
    },
    {
      case: 'a creator given by id only',
      flat: { creater: '', createdBy: { id: '10001' } },
      key: 'creater',
      expected: '王管理',
    },
    {
      case: 'a modifier given as a bare id',
      flat: { updater: '', lastModifiedBy: '10003' },
      key: 'updater',
      expected: '张成员',
    },
    { case: 'a modifier by id no member names: 未知用户', flat: { updater: '', lastModifiedBy: { id: '10009' } }, key: 'updater', expected: '未知用户' },
    {
      case: 'a time is no person',
      flat: { createTime: '2026-11-01 08:00:00' },
      key: 'createTime',
      expected: '2026-11-01 08:00:00',
    },
  ])('$case', ({ flat, key, expected }) => {
    expect(systemFieldText(flat, key, names)).toBe(expected);
  });

  it('while the lookup runs: a neutral mark, neither the id nor 未知用户', () => {
    expect(systemFieldText({ ownerId: '10003' }, 'ownerId', pendingNames(['10003']))).toBe('…');
  });

  it.each<{ case: string; flat: Record<string, unknown>; ids: string[] }>([
    {
      case: 'the owner always (a bare id)',
      flat: { ownerId: '10003', creater: '张成员', createdBy: { id: '10003', username: '张成员' } },
      ids: ['10003'],
    },
    {
      case: 'people without a name, once each',
      flat: { ownerId: '10001', creater: '', createdBy: { id: '10001' }, updater: '', lastModifiedBy: { id: '10002' } },
      ids: ['10001', '10002'],
    },
    { case: 'nobody to look up', flat: { creater: '张成员' }, ids: [] },
  ])('userIdsToName: $case', ({ flat, ids }) => {
    expect(userIdsToName(flat).sort()).toEqual(ids);
  });
});
