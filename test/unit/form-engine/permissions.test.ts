import { flattenForm } from '@/domain/form-engine/flatten';
import { canSubmit, fieldPermissionKeys, hasOperation, renderableFields } from '@/domain/form-engine/permissions';
import { parseFormScript, type Permission } from '@/domain/form-engine/types';

const p = (type: string, businessKey: string, formId: string | null = 'form-a'): Permission => ({
  type,
  businessKey,
  formId,
});

const fields = flattenForm(
  parseFormScript({
    list: [
      { key: 'input_name', type: 'input' },
      {
        key: 'grid_g',
        type: 'grid',
        columns: [
          {
            list: [
              { key: 'number_amount', type: 'number' },
              { key: 'divider_d', type: 'divider' },
            ],
          },
        ],
      },
      { key: 'supplier_closed', type: 'supplier', options: { open: false } },
      { key: 'supplier_open', type: 'supplier', options: { open: true } },
    ],
  }),
);
const all = ['input_name', 'number_amount', 'supplier_closed', 'supplier_open'].map((k) =>
  p('form-field-permission', k),
);

describe('permissions (spec §5: render only permitted fields; submit only with create; §6 guest supplier rule)', () => {
  it.each<{ case: string; permissions: Permission[]; role?: string; expected: string[] }>([
    {
      case: 'only fields whose key is a form-field-permission businessKey (containers flattened, dividers kept)',
      permissions: [p('form-field-permission', 'number_amount')],
      expected: ['number_amount', 'divider_d'],
    },
    {
      case: 'other permission types do not show fields',
      permissions: [p('form-details-permission', 'input_name'), p('view-permission', 'input_name')],
      expected: ['divider_d'],
    },
    { case: 'no permissions: no fields', permissions: [], expected: ['divider_d'] },
    {
      case: 'a member sees both suppliers',
      permissions: all,
      role: 'MEMBER',
      expected: ['input_name', 'number_amount', 'divider_d', 'supplier_closed', 'supplier_open'],
    },
    {
      case: 'a guest sees a supplier control only when it is open',
      permissions: all,
      role: 'GUEST',
      expected: ['input_name', 'number_amount', 'divider_d', 'supplier_open'],
    },
    {
      case: "another form's field permission does not count",
      permissions: [p('form-field-permission', 'input_name', 'form-b')],
      expected: ['divider_d'],
    },
  ])('render: $case', ({ permissions, role, expected }) => {
    const opts = role === undefined ? { formId: 'form-a' } : { formId: 'form-a', role };
    expect(renderableFields(fields, permissions, opts).map((f) => f.key)).toEqual(expected);
  });

  it.each<{ case: string; permissions: Permission[]; expected: boolean }>([
    {
      case: 'a create operation permission allows submitting',
      permissions: [p('form-operation-permission', 'create')],
      expected: true,
    },
    { case: 'edit alone does not', permissions: [p('form-operation-permission', 'edit')], expected: false },
    { case: 'no permissions do not', permissions: [], expected: false },
    {
      case: 'an entry for every form counts (formId null)',
      permissions: [p('form-operation-permission', 'create', null)],
      expected: true,
    },
    {
      case: "another form's create does not",
      permissions: [p('form-operation-permission', 'create', 'form-b')],
      expected: false,
    },
    { case: 'a create entry without a type counts', permissions: [p('', 'create')], expected: true },
    {
      case: 'create as a field key is not an operation',
      permissions: [p('form-field-permission', 'create')],
      expected: false,
    },
  ])('submit: $case', ({ permissions, expected }) => {
    expect(canSubmit(permissions, 'form-a')).toBe(expected);
  });

  it.each([
    { case: 'edit alone saves an edit', permissions: [p('form-operation-permission', 'edit')], expected: true },
    { case: 'create alone does not save an edit', permissions: [p('form-operation-permission', 'create')], expected: false },
    { case: "another form's edit does not", permissions: [p('form-operation-permission', 'edit', 'form-b')], expected: false },
    { case: 'no permissions at all', permissions: [], expected: false },
  ])('save an edit: $case', ({ permissions, expected }) => {
    expect(canSubmit(permissions, 'form-a', 'edit')).toBe(expected);
  });

  it('a new record needs create, not edit', () => {
    expect(canSubmit([p('form-operation-permission', 'edit')], 'form-a', 'add')).toBe(false);
  });

  it('operations and field keys', () => {
    const perms = [p('form-operation-permission', 'export'), p('form-field-permission', 'input_name')];
    expect(hasOperation(perms, 'export', 'form-a')).toBe(true);
    expect(hasOperation(perms, 'delete', 'form-a')).toBe(false);
    expect([...fieldPermissionKeys(perms)]).toEqual(['input_name']);
  });
});
