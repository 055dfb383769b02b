import {
  actionsOfEngine,
  dataActionLabel,
  grantedOperations,
  mayTakeAction,
  visibleDataActions,
  type DataAction,
  type PermissionEntry,
} from '@/domain/records/actions';
import type { Engine } from '@/domain/records/engine';
import { DATA_ACTION_LABEL } from '@/domain/records/messages';

const op = (businessKey: string, formId?: string | null): PermissionEntry => ({
  type: 'form-operation-permission',
  businessKey,
  formId,
});

/** As the local server seeds them (server/src/seed/index.ts OPERATIONS). */
const ADMIN = ['create', 'edit', 'copy', 'print', 'delete', 'export', 'invite'].map((k) => op(k));
const MEMBER = ['create', 'edit', 'copy', 'print'].map((k) => op(k));

describe('data actions from operation permissions (screens-data-rules.md §3, §4, §6)', () => {
  it.each<{ case: string; permissions: PermissionEntry[]; engine: Engine; expected: DataAction[] }>([
    {
      case: 'admin, newer engine: every action, delete',
      permissions: ADMIN,
      engine: 'current',
      expected: ['create', 'edit', 'copy', 'print', 'delete', 'export', 'invite'],
    },
    {
      case: 'admin, older engine: archive instead of delete',
      permissions: ADMIN,
      engine: 'v1',
      expected: ['create', 'edit', 'copy', 'print', 'archive', 'export', 'invite'],
    },
    {
      case: 'member without the delete permission: no delete action',
      permissions: MEMBER,
      engine: 'current',
      expected: ['create', 'edit', 'copy', 'print'],
    },
    {
      case: 'member, older engine: no archive',
      permissions: MEMBER,
      engine: 'v1',
      expected: ['create', 'edit', 'copy', 'print'],
    },
    { case: 'no permissions: nothing', permissions: [], engine: 'current', expected: [] },
    {
      case: 'other permission kinds grant nothing',
      permissions: [
        { type: 'form-field-permission', businessKey: 'edit' },
        { type: 'form-details-permission', businessKey: 'view' },
        { type: 'view-permission', businessKey: 'delete' },
        { type: 'data-list-permission', businessKey: 'ALL' },
      ],
      engine: 'current',
      expected: [],
    },
    {
      case: "'archive' grants the older engine's archive",
      permissions: [op('archive')],
      engine: 'v1',
      expected: ['archive'],
    },
    {
      case: "'archive' is the same permission as delete on the newer engine",
      permissions: [op('archive')],
      engine: 'current',
      expected: ['delete'],
    },
    {
      case: 'invite collaboration spelt out',
      permissions: [op('invite-collaboration'), op('inviteCollaboration')],
      engine: 'current',
      expected: ['invite'],
    },
    { case: 'businessKeys are matched as written', permissions: [op('EXPORT')], engine: 'current', expected: [] },
    {
      case: 'unknown operations and malformed entries are ignored',
      permissions: [op('fly'), { type: 'form-operation-permission' }, null as unknown as PermissionEntry],
      engine: 'current',
      expected: [],
    },
  ])('$case', ({ permissions, engine, expected }) => {
    expect(visibleDataActions(permissions, engine)).toEqual(expected);
  });

  it.each<{ case: string; formId: string | undefined; expected: DataAction[] }>([
    { case: 'entries for this form and for every form count', formId: 'f1', expected: ['create', 'edit'] },
    { case: 'another form: only the entries for every form', formId: 'f9', expected: ['create'] },
    { case: 'no form given: every entry counts', formId: undefined, expected: ['create', 'edit', 'delete'] },
  ])('per form: $case', ({ formId, expected }) => {
    const permissions = [op('create', null), op('edit', 'f1'), op('delete', 'f2')];
    expect(visibleDataActions(permissions, 'current', { formId })).toEqual(expected);
  });

  it.each<{ case: string; action: DataAction; engine: Engine; expected: boolean }>([
    { case: 'create with the create permission (§5 submission)', action: 'create', engine: 'current', expected: true },
    { case: 'delete on the newer engine', action: 'delete', engine: 'current', expected: true },
    { case: 'delete is never offered on the older engine', action: 'delete', engine: 'v1', expected: false },
    { case: 'archive is never offered on the newer engine', action: 'archive', engine: 'current', expected: false },
  ])('mayTakeAction: $case', ({ action, engine, expected }) => {
    expect(mayTakeAction(action, ADMIN, engine)).toBe(expected);
  });

  it('grantedOperations of null is empty', () => {
    expect(grantedOperations(null).size).toBe(0);
  });

  it('every action of either engine has a label', () => {
    const all = new Set([...actionsOfEngine('v1'), ...actionsOfEngine('current')]);
    expect([...all].sort()).toEqual(Object.keys(DATA_ACTION_LABEL).sort());
    expect(dataActionLabel('archive')).toBe('归档');
    expect(dataActionLabel('delete')).toBe('删除');
  });
});
