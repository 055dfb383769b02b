import { detailActions, mayRunButton, visibleDataActions, type DataAction, type DetailFacts, type PermissionEntry } from '@/domain/records/actions';
import type { Engine } from '@/domain/records/engine';

const op = (businessKey: string, formId?: string | null): PermissionEntry => ({ type: 'form-operation-permission', businessKey, formId });
/** As the local server seeds them (server/src/data/apps.ts OPERATIONS). */
const ADMIN = ['create', 'edit', 'copy', 'print', 'delete', 'export', 'invite'].map((k) => op(k));
const SUB_ADMIN = ['create', 'edit', 'copy', 'print', 'export', 'invite'].map((k) => op(k));
const MEMBER = ['create', 'edit', 'copy', 'print'].map((k) => op(k));

const owner: DetailFacts = { collaborator: false, templates: 1 };

describe('detail actions per operation permissions (screens-data-rules.md §3 operations, §4 archive/delete, §6)', () => {
  it.each<{ case: string; permissions: PermissionEntry[]; engine: Engine; facts: DetailFacts; expected: DataAction[] }>([
    { case: 'admin, newer engine: edit, copy, print, delete, invite (no create/export on one record)', permissions: ADMIN, engine: 'current', facts: owner, expected: ['edit', 'copy', 'print', 'delete', 'invite'] },
    { case: 'admin, older engine: archive instead of delete', permissions: ADMIN, engine: 'v1', facts: owner, expected: ['edit', 'copy', 'print', 'archive', 'invite'] },
    { case: 'sub-admin: no delete permission, so no delete', permissions: SUB_ADMIN, engine: 'current', facts: owner, expected: ['edit', 'copy', 'print', 'invite'] },
    { case: 'member: no delete and no invite collaboration', permissions: MEMBER, engine: 'current', facts: owner, expected: ['edit', 'copy', 'print'] },
    { case: 'no print template: no print', permissions: MEMBER, engine: 'current', facts: { collaborator: false, templates: 0 }, expected: ['edit', 'copy'] },
    { case: 'member as collaborator: no edit (copy and print stay)', permissions: MEMBER, engine: 'current', facts: { collaborator: true, templates: 1 }, expected: ['copy', 'print'] },
    { case: 'admin as collaborator (older engine): no edit, no archive; invite stays', permissions: ADMIN, engine: 'v1', facts: { collaborator: true, templates: 1 }, expected: ['copy', 'print', 'invite'] },
    { case: 'guest (create only): nothing on a record', permissions: [op('create')], engine: 'current', facts: owner, expected: [] },
    { case: 'permissions of another form: nothing', permissions: ADMIN.map((p) => ({ ...p, formId: 'form-other' })), engine: 'current', facts: owner, expected: [] },
  ])('$case', ({ permissions, engine, facts, expected }) => {
    expect(detailActions(visibleDataActions(permissions, engine, { formId: 'form-tickets' }), facts)).toEqual(expected);
  });
});

describe('custom buttons per operation permission', () => {
  it.each<{ case: string; button: { operation?: string | null }; permissions: PermissionEntry[]; expected: boolean }>([
    { case: 'a button needing edit, member with edit: shown', button: { operation: 'edit' }, permissions: MEMBER, expected: true },
    { case: 'no operation named: edit is needed', button: {}, permissions: MEMBER, expected: true },
    { case: 'no operation named, no edit permission: hidden', button: { operation: null }, permissions: [op('create')], expected: false },
    { case: 'a button needing delete, member: hidden', button: { operation: 'delete' }, permissions: MEMBER, expected: false },
    { case: 'a button needing delete, admin: shown', button: { operation: 'delete' }, permissions: ADMIN, expected: true },
    { case: 'permission for another form: hidden', button: { operation: 'edit' }, permissions: [op('edit', 'form-other')], expected: false },
    { case: 'malformed permissions: hidden', button: { operation: 'edit' }, permissions: 'nope' as unknown as PermissionEntry[], expected: false },
  ])('$case', ({ button, permissions, expected }) => {
    expect(mayRunButton(button, permissions, 'form-tickets')).toBe(expected);
  });
});
