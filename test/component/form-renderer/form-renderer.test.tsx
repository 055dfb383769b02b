import { Current } from '@tarojs/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { IMAGE_CHOOSE_COUNT, RATE_COUNT, TEXTAREA_MAX_LENGTH, UPLOAD_MAX_COUNT } from '../../../src/domain/constants';
import {
  CONTROL_TYPES,
  FORM_ENGINE_TEXT,
  flattenForm,
  isEditableType,
  parseFieldStateSettings,
  parseFormScript,
  type FormMode,
} from '../../../src/domain/form-engine';
import {
  FieldControl,
  FormRenderer,
  RENDERER_TEXT,
  buildFormModel,
  defaultValues,
  segmentsOf,
  useFormFilling,
  type FormModel,
} from '../../../src/features/form-renderer';
import { chooseImages } from '../../../src/platform/upload';
import { typeInto } from '../support/keyboard';

jest.mock('../../../src/platform/upload', () => ({
  ...jest.requireActual<object>('../../../src/platform/upload'),
  chooseImages: jest.fn(async () => []),
}));

const PAGE = '/pagesB/view/search/formInfo';

const control = (type: string, name: string, label: string, options: Record<string, unknown> = {}, required = false) => ({
  key: `${type}_${name}`,
  type,
  name: label,
  model: `${type}_${name}`,
  options: { defaultValue: null, ...options },
  rules: [{ required, message: '' }],
});
const choices = (...labels: string[]) => labels.map((label, i) => ({ label, value: String.fromCharCode(97 + i) }));

const SCRIPT = {
  list: [
    {
      ...control('tabs', 'main', '分页'),
      columns: [
        {
          label: '基本',
          list: [
            control('input', 'title', '标题', {}, true),
            control('radio', 'kind', '类型', { options: choices('个人', '企业'), defaultValue: 'a' }, true),
            control('input', 'company', '企业名称', {}, true),
            control('switch', 'invoice', '开票'),
            control('input', 'invoiceTitle', '发票抬头'),
          ],
        },
        { label: '其他', list: [control('number', 'amount', '金额'), control('staff', 'staff', '成员')] },
      ],
    },
    control('divider', 'split', '分割线'),
    { key: 'mystery_x', type: 'mystery', name: '未知控件', options: {}, rules: [] },
    { key: 'broken', type: 'checkbox', name: '坏选项', options: { options: 'not-a-list' }, rules: [] },
  ],
  checkSetting: {
    checkList: [{ id: 'c1', conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }], errorText: '金额必须大于0' }],
    errorText: '请检查标红的字段',
    showErrorFields: true,
    checkEvent: ['submit'],
  },
};
const SETTINGS = [
  { id: 'input_company', fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }], addState: null, editState: null },
  { id: 'input_invoiceTitle', fieldLinkage: [{ key: 'switch_invoice', conds: [true] }], addState: null, editState: 'READ_ONLY' },
];

function modelOf(mode: FormMode = 'add', permissions: { type: string; businessKey: string; formId: string | null }[] | null = null): FormModel {
  return buildFormModel(parseFormScript(SCRIPT), parseFieldStateSettings(SETTINGS), mode, permissions);
}

let api: ReturnType<typeof useFormFilling> | null = null;
function Harness({ model, initial }: { model: FormModel; initial?: Record<string, unknown> }) {
  const filling = useFormFilling(model, initial ?? defaultValues(model.fields));
  api = filling;
  return <FormRenderer model={model} values={filling.values} states={filling.states} validation={filling.validation} onEdit={filling.edit} />;
}

function mount(model: FormModel, initial?: Record<string, unknown>) {
  const root = document.createElement('div');
  root.id = PAGE;
  root.className = 'taro_page';
  document.body.appendChild(root);
  (Current as { page: unknown }).page = { path: PAGE };
  return render(<Harness model={model} {...(initial ? { initial } : {})} />, { container: root });
}

afterEach(() => {
  document.body.innerHTML = '';
  api = null;
});
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('form renderer', () => {
  it('rebuilds tab pages from the flattened layout and shows the first page', () => {
    const segments = segmentsOf(modelOf().fields);
    expect(segments.map((s) => s.kind)).toEqual(['tabs', 'field', 'field', 'field']);
    mount(modelOf());
    expect(screen.getByRole('tab', { name: '基本' })).toBeTruthy();
    expect(screen.getByText('标题')).toBeTruthy();
    expect(screen.queryByText('金额')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '其他' }));
    expect(screen.getByText('金额')).toBeTruthy();
  });

  it('marks required fields and ties the label to the native input', () => {
    const { container } = mount(modelOf());
    const title = screen.getByText('标题').closest('.form-field')!;
    expect(title.querySelector('.form-field__required')).not.toBeNull();
    const input = container.querySelector('#field-input_title');
    expect(input).not.toBeNull();
  });

  it('recomputes linkage through the engine after an edit (radio and switch)', () => {
    mount(modelOf());
    expect(screen.queryByText('企业名称')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '企业' }));
    expect(screen.getByText('企业名称')).toBeTruthy();
    expect(api!.values.radio_kind).toBe('b');
    expect(screen.queryByText('发票抬头')).toBeNull();
    act(() => api!.edit('switch_invoice', true));
    expect(screen.getByText('发票抬头')).toBeTruthy();
  });

  it('shows required and check messages on submit, and drops them as fields are fixed', () => {
    mount(modelOf());
    fireEvent.click(screen.getByRole('radio', { name: '企业' }));
    act(() => api!.edit('number_amount', 0));
    let result = api!.validate();
    act(() => {
      result = api!.validate();
    });
    expect(result.ok).toBe(false);
    expect(screen.getByText('标题不能为空')).toBeTruthy();
    expect(screen.getByText('企业名称不能为空')).toBeTruthy();
    expect(screen.getAllByText('请检查标红的字段').length).toBeGreaterThan(0);
    expect(screen.getByText('金额必须大于0')).toBeTruthy();
    act(() => {
      api!.edit('input_title', 'x');
      api!.edit('input_company', 'y');
      api!.edit('number_amount', 5);
    });
    expect(screen.queryByText('标题不能为空')).toBeNull();
    act(() => {
      result = api!.validate();
    });
    expect(result.ok).toBe(true);
  });

  it('a hidden field is not required and its check is skipped', () => {
    mount(modelOf());
    act(() => {
      api!.edit('input_title', 'x');
      api!.edit('number_amount', 1);
    });
    expect(api!.validate().ok).toBe(true);
  });

  it('renders an unknown or malformed control read-only with a notice, never crashing the form', () => {
    mount(modelOf());
    expect(screen.getByText('未知控件')).toBeTruthy();
    expect(screen.getByText(FORM_ENGINE_TEXT.unknownControl)).toBeTruthy();
    expect(screen.getByText('坏选项')).toBeTruthy();
    expect(screen.getByText('标题')).toBeTruthy();
  });

  it('shows a staff value as a picker tag (pickers/PeoplePicker.tsx), no longer as a read-only notice', () => {
    mount(modelOf(), { radio_kind: 'a', staff_staff: [{ id: '1', nickname: '张成员' }] });
    fireEvent.click(screen.getByRole('tab', { name: '其他' }));
    expect(screen.getByText('张成员')).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除张成员' })).toBeTruthy();
    expect(screen.queryByText(RENDERER_TEXT.notYetOnMobile)).toBeNull();
  });

  it('renders only fields in the form-field permissions', () => {
    const perms = [
      { type: 'form-field-permission', businessKey: 'input_title', formId: null },
      { type: 'form-operation-permission', businessKey: 'create', formId: null },
    ];
    mount(modelOf('add', perms));
    expect(screen.getByText('标题')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '个人' })).toBeNull();
  });

  it('gives every fillable control type of §3 its editor from the registry, never the read-only notice', () => {
    const types = CONTROL_TYPES.filter(isEditableType);
    const fields = flattenForm(parseFormScript({ list: types.map((type) => ({ key: `${type}_x`, type, name: `控件${type}`, options: {}, rules: [] })) }));
    expect(fields).toHaveLength(types.length);
    const root = document.createElement('div');
    root.id = PAGE;
    root.className = 'taro_page';
    document.body.appendChild(root);
    (Current as { page: unknown }).page = { path: PAGE };
    const { container } = render(
      <>
        {fields.map((field) => (
          <FieldControl key={field.key} field={field} state={{ hidden: false, readOnly: false, required: false }} value={undefined} onEdit={() => undefined} />
        ))}
      </>,
      { container: root },
    );
    expect(container.querySelectorAll('.form-field')).toHaveLength(types.length);
    expect(screen.queryByText(RENDERER_TEXT.notYetOnMobile)).toBeNull();
    expect(screen.queryByText(FORM_ENGINE_TEXT.unknownControl)).toBeNull();
  });

  it('edit mode applies editState (READ_ONLY)', () => {
    const model = modelOf('edit');
    mount(model, { switch_invoice: true, input_invoiceTitle: '抬头' });
    const field = screen.getByText('发票抬头').closest('.form-field')!;
    expect(field.className).toContain('form-field--readonly');
  });
});

describe('the spec’s limits in the form (§5, §9)', () => {
  /** One control on its own, as the form renders it; `edits` collects what it reports. */
  function one(raw: ReturnType<typeof control>, value: unknown = undefined) {
    const [field] = flattenForm(parseFormScript({ list: [raw] }));
    const edits: unknown[] = [];
    const root = document.createElement('div');
    root.id = PAGE;
    root.className = 'taro_page';
    document.body.appendChild(root);
    (Current as { page: unknown }).page = { path: PAGE };
    render(<Kept field={field!} initial={value} edits={edits} />, { container: root });
    return edits;
  }
  /** The control holding what it reports, as the form does (Taro's box shows the value it is given). */
  function Kept({ field, initial, edits }: { field: Parameters<typeof FieldControl>[0]['field']; initial: unknown; edits: unknown[] }) {
    const [value, setValue] = useState(initial);
    const edit = (_key: string, v: unknown) => {
      edits.push(v);
      setValue(v);
    };
    return <FieldControl field={field} state={{ hidden: false, readOnly: false, required: false }} value={value} onEdit={edit} />;
  }
  /** The control's native box (Taro's element renders it a moment after mounting). */
  const nativeBox = (key: string) =>
    waitFor(() => {
      const box = document.getElementById(`field-${key}-native`);
      if (!box) throw new Error(`no native box for ${key}`);
      return box;
    });
  const LONG = '评'.repeat(TEXTAREA_MAX_LENGTH + 1);
  beforeEach(() => jest.mocked(chooseImages).mockClear());

  it.each([
    { case: 'a text input without a maxlength of its own takes 140 and refuses the 141st', raw: control('input', 'note', '备注'), kept: TEXTAREA_MAX_LENGTH },
    { case: 'a text input with its own maxlength takes that many', raw: control('input', 'code', '编号', { maxlength: 10 }), kept: 10 },
  ])('$case', async ({ raw, kept }) => {
    const edits = one(raw);
    typeInto(await nativeBox(raw.key), LONG);
    expect(String(edits.at(-1))).toHaveLength(kept);
  });

  it('a rate control without its own count offers the spec’s 5 stars', () => {
    one(control('rate', 'score', '评分'));
    expect(screen.getAllByRole('radio')).toHaveLength(RATE_COUNT);
  });

  const files = (n: number) => Array.from({ length: n }, (_, i) => ({ fileId: `f${i}`, name: `图${i}.png`, url: `https://x.test/${i}.png` }));
  const addImage = () => screen.queryByRole('button', { name: '图片 添加图片' });

  it.each([
    { case: 'an empty control offers one pick of 9 images', held: 0, limit: undefined, picked: IMAGE_CHOOSE_COUNT },
    { case: 'a pick offers only the room left under 52', held: UPLOAD_MAX_COUNT - 2, limit: undefined, picked: 2 },
    { case: 'a limit above 52 is held to 52', held: UPLOAD_MAX_COUNT - 1, limit: 60, picked: 1 },
  ])('upload: $case', async ({ held, limit, picked }) => {
    one(control('uploadImg', 'pics', '图片', limit === undefined ? {} : { limit }), files(held));
    fireEvent.click(addImage()!);
    await waitFor(() => expect(chooseImages).toHaveBeenCalledWith(picked));
  });

  it('upload: a control holding 52 files offers no more, whatever its own limit', () => {
    one(control('uploadImg', 'pics', '图片', { limit: 60 }), files(UPLOAD_MAX_COUNT));
    expect(addImage()).toBeNull();
  });
});
