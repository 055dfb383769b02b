import '@/zod-setup';
import type { Engine } from '@/domain/records/engine';
import { flattenRecord, flattenRecords, unflattenRecord, type FlatRecord } from '@/domain/records/flatten';

const newerRecord = {
  id: 'r1',
  formId: 'f1',
  code: 'C-001',
  ownerId: 'u1',
  createTime: '2026-11-01 08:00:00',
  createdBy: { id: 'u1', nickname: '张三', picture: 'a.png' },
  lastModifiedTime: '2026-11-02 09:00:00',
  lastModifiedBy: { id: 'u2', nickname: '李四' },
  data: { input_name: '王五', number_amount: 12, checkbox_tags: ['a', 'b'] },
};

const olderRecord = {
  id: 'r1',
  formId: 'f1',
  code: 'C-001',
  ownerId: 'u1',
  createdAt: '2026-11-01 08:00:00',
  createdBy: { id: 'u1', nickname: '张三', picture: 'a.png' },
  updatedAt: '2026-11-02 09:00:00',
  updatedBy: { id: 'u2', nickname: '李四' },
  content: { input_name: '王五', number_amount: 12, checkbox_tags: ['a', 'b'] },
};

/** §3 "Flattened record for display", the same for both engines' records above. */
const expectedFlat: FlatRecord = {
  id: 'r1',
  ID: 'r1',
  code: 'C-001',
  creater: '张三',
  createTime: '2026-11-01 08:00:00',
  lastModifiedTime: '2026-11-02 09:00:00',
  updater: '李四',
  createdBy: { id: 'u1', nickname: '张三', picture: 'a.png', username: '张三' },
  lastModifiedBy: { id: 'u2', nickname: '李四', username: '李四' },
  ownerId: 'u1',
  formId: 'f1',
  input_name: '王五',
  number_amount: 12,
  checkbox_tags: ['a', 'b'],
};

describe('flattenRecord (screens-data-rules.md §3 "Flattened record for display")', () => {
  it.each<{ case: string; record: unknown; engine: Engine; expected: FlatRecord }>([
    {
      case: 'newer engine: id also as ID, creater and updater by username, custom fields from data',
      record: newerRecord,
      engine: 'current',
      expected: expectedFlat,
    },
    {
      case: "older engine: createdAt → createTime, content's fields, updatedBy → updater",
      record: olderRecord,
      engine: 'v1',
      expected: expectedFlat,
    },
  ])('$case', ({ record, engine, expected }) => {
    expect(flattenRecord(record, engine)).toStrictEqual(expected);
  });

  it.each<{ case: string; record: unknown; expected: Partial<FlatRecord> }>([
    {
      case: 'a custom field never overrides a system field',
      record: { id: 'r1', createdBy: { nickname: '张三' }, data: { id: 'x', ID: 'x', creater: 'x', input_a: 1 } },
      expected: { id: 'r1', ID: 'r1', creater: '张三', input_a: 1 },
    },
    {
      case: 'no users: creater and updater are empty, createdBy and lastModifiedBy absent',
      record: { id: 'r1', data: {} },
      expected: { id: 'r1', ID: 'r1', creater: '', updater: '' },
    },
    {
      case: 'the name shown is the nickname when the user has both a nickname and a login username',
      record: { id: 'r1', createdBy: { id: 'u1', nickname: '张三', username: 'zhangsan' }, data: {} },
      expected: { creater: '张三', createdBy: { id: 'u1', nickname: '张三', username: '张三' } },
    },
    {
      case: 'username falls back from nickname to username',
      record: { id: 'r1', createdBy: { id: 'u1', username: 'zhangsan' }, data: {} },
      expected: { creater: 'zhangsan', createdBy: { id: 'u1', username: 'zhangsan' } },
    },
    {
      case: 'a user given as a bare id has no name',
      record: { id: 'r1', createdBy: 'u1', data: {} },
      expected: { creater: '', createdBy: { id: 'u1', username: '' } },
    },
    {
      case: 'the reverse-flattening system keys are carried when present',
      record: { id: 'r1', businessKey: 'b', isDelete: false, processInstanceId: 'p1', tenantId: 't1', data: {} },
      expected: { businessKey: 'b', isDelete: false, processInstanceId: 'p1', tenantId: 't1' },
    },
  ])('$case', ({ record, expected }) => {
    expect(flattenRecord(record, 'current')).toMatchObject(expected);
  });

  it('absent system values are left out, not set to undefined', () => {
    expect(Object.keys(flattenRecord({ id: 'r1', data: { input_a: 1 } }, 'current') ?? {}).sort()).toEqual(
      ['ID', 'creater', 'id', 'input_a', 'updater'].sort(),
    );
  });

  it.each<{ case: string; record: unknown }>([
    { case: 'no id', record: { data: {} } },
    { case: 'not an object', record: 'r1' },
  ])('not a record gives null: $case', ({ record }) => {
    expect(flattenRecord(record, 'current')).toBeNull();
  });

  it('flattenRecords leaves out what is not a record', () => {
    expect(flattenRecords([newerRecord, { nope: 1 }], 'current')).toEqual([expectedFlat]);
    expect(flattenRecords(undefined, 'current')).toEqual([]);
  });
});

describe('unflattenRecord (§3 "Reverse flattening")', () => {
  it('system fields at top level, every other field into data, ID dropped', () => {
    expect(unflattenRecord(expectedFlat)).toStrictEqual({
      id: 'r1',
      code: 'C-001',
      creater: '张三',
      createTime: '2026-11-01 08:00:00',
      lastModifiedTime: '2026-11-02 09:00:00',
      updater: '李四',
      createdBy: { id: 'u1', nickname: '张三', picture: 'a.png', username: '张三' },
      lastModifiedBy: { id: 'u2', nickname: '李四', username: '李四' },
      ownerId: 'u1',
      formId: 'f1',
      data: { input_name: '王五', number_amount: 12, checkbox_tags: ['a', 'b'] },
    });
  });

  it.each(['businessKey', 'formId', 'id', 'isDelete', 'new', 'ownerId', 'processInstanceId', 'tenantId'])(
    'the extra system field %s stays at top level',
    (key) => {
      const out = unflattenRecord({ [key]: 'v', input_a: 1 });
      expect(out[key]).toBe('v');
      expect(out.data).toEqual({ input_a: 1 });
    },
  );

  it.each(['createdAt', 'updatedBy', 'status', 'input_x'])('%s is not a system field: it goes into data', (key) => {
    expect(unflattenRecord({ id: 'r1', [key]: 'v' })).toEqual({ id: 'r1', data: { [key]: 'v' } });
  });

  it('ID stands in for a missing id', () => {
    expect(unflattenRecord({ ID: 'r9', input_a: 1 })).toEqual({ id: 'r9', data: { input_a: 1 } });
  });
});

describe('round trip', () => {
  it.each<{ case: string; record: unknown; engine: Engine }>([
    { case: 'a newer-engine record', record: newerRecord, engine: 'current' },
    { case: 'an older-engine record', record: olderRecord, engine: 'v1' },
    {
      case: 'a record with the extra system keys',
      record: { ...newerRecord, businessKey: 'b', new: true, tenantId: 't' },
      engine: 'current',
    },
  ])('flatten(unflatten(flat)) is flat, and the form data survives: $case', ({ record, engine }) => {
    const flat = flattenRecord(record, engine);
    expect(flat).not.toBeNull();
    const back = unflattenRecord(flat!);
    expect(flattenRecord(back, 'current')).toStrictEqual(flat);
    expect(back.data).toEqual(newerRecord.data);
  });

  it('names kept on a flat record without user objects survive', () => {
    const flat = { id: 'r1', ID: 'r1', creater: '张三', updater: '李四', input_a: 1 };
    expect(flattenRecord(unflattenRecord(flat), 'current')).toStrictEqual(flat);
  });
});
