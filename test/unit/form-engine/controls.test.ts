// The control family table (screens-data-rules.md §3 "Control types seen"): every type once, editable or not.
import {
  CONTROL_FAMILY,
  CONTROL_TYPES,
  controlFamily,
  editorFamily,
  isEditableType,
  touchedOnBlur,
  typesOfFamily,
} from '@/domain/form-engine';
import { PICKER_CONTROL_TYPES } from '@/domain/form-engine/pickers';

describe('control families', () => {
  it('gives every control type of §3 a family, and nothing else', () => {
    expect(Object.keys(CONTROL_FAMILY).sort()).toEqual([...CONTROL_TYPES].sort());
  });

  it('fills every type but layout containers and dividers', () => {
    expect(CONTROL_TYPES.filter((t) => !isEditableType(t))).toEqual(['tabs', 'grid', 'divider']);
  });

  it.each([
    { type: 'mystery', family: null, editor: null },
    { type: 'textarea', family: null, editor: null },
    { type: '', family: null, editor: null },
    { type: 'constructor', family: null, editor: null },
    { type: 'divider', family: 'divider', editor: null },
    { type: 'subform', family: 'rows', editor: 'rows' },
    { type: 'dateSelector', family: 'date', editor: 'date' },
  ])('$type: family $family, editor $editor', ({ type, family, editor }) => {
    expect(controlFamily(type)).toBe(family);
    expect(editorFamily(type)).toBe(editor);
  });

  it('typed controls, addresses and sub-form rows are touched on blur, the others on change', () => {
    expect(CONTROL_TYPES.filter(touchedOnBlur)).toEqual(['input', 'number', 'address', 'subform', 'proxyform', 'editor', 'code']);
    expect(touchedOnBlur('mystery')).toBe(false);
  });

  it('the picker types come from the same table', () => {
    expect(PICKER_CONTROL_TYPES).toEqual(typesOfFamily('picker'));
    expect(PICKER_CONTROL_TYPES).toEqual(['ownerId', 'staff', 'relatedSales', 'member', 'supplier', 'customer', 'associateMember', 'department']);
  });
});
