/**
 * The H5 registry (editors/registry.h5.ts, which Jest resolves as the H5 build does) loads the heavy editor families
 * as chunks of their own: a form without such a field never asks for them; a field of one shows 加载中... under its
 * label, then its editor; a failed load says so with 重试, and what was typed in the other fields stays.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

import { parseFieldStateSettings, parseFormScript } from '../../../src/domain/form-engine';
import { FormRenderer, buildFormModel, defaultValues, useFormFilling, type FormModel } from '../../../src/features/form-renderer';
import { LAZY_EDITOR_TEXT } from '../../../src/features/form-renderer/editors/lazy-editor';
import { typeInto } from '../support/keyboard';
import { pageHost } from '../support/page-host';

// Which editor chunks were asked for; the picker's first load fails as a chunk that did not arrive.
const mockAsked = { upload: 0, picker: 0 };
const mockPicker = { failNext: true };
jest.mock('../../../src/features/form-renderer/editors/upload', () => {
  mockAsked.upload += 1;
  return jest.requireActual<object>('../../../src/features/form-renderer/editors/upload');
});
jest.mock('../../../src/features/form-renderer/pickers/editor', () => {
  mockAsked.picker += 1;
  if (mockPicker.failNext) {
    mockPicker.failNext = false;
    throw Object.assign(new Error('Loading chunk 6075 failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual<object>('../../../src/features/form-renderer/pickers/editor');
});

const control = (type: string, name: string, label: string) => ({
  key: `${type}_${name}`,
  type,
  name: label,
  model: `${type}_${name}`,
  options: { defaultValue: null },
  rules: [{ required: false, message: '' }],
});

const modelOf = (...list: ReturnType<typeof control>[]): FormModel =>
  buildFormModel(parseFormScript({ list }), parseFieldStateSettings([]), 'add', null);

let values: Record<string, unknown> = {};
function Harness({ model }: { model: FormModel }) {
  const filling = useFormFilling(model, defaultValues(model.fields));
  values = filling.values;
  return <FormRenderer model={model} values={filling.values} states={filling.states} validation={filling.validation} onEdit={filling.edit} />;
}

const PAGE = '/pagesB/view/search/formInfo';
const page = pageHost(PAGE);
beforeEach(() => {
  page.open();
  // The failed chunk is reported on the console as it is in the browser.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => page.close());

describe('editors loaded by family (H5)', () => {
  it('a form without upload or picker fields never asks for their code', async () => {
    await page.mount(<Harness model={modelOf(control('input', 'title', '标题'), control('number', 'amount', '金额'))} />);
    expect(screen.getByText('标题')).toBeTruthy();
    expect(mockAsked).toEqual({ upload: 0, picker: 0 });
  });

  it('an upload field shows its label and 加载中... first, then its editor', async () => {
    // Rendered without waiting: before the chunk has answered, the label, the placeholder and the other fields show.
    render(<Harness model={modelOf(control('input', 'title', '标题'), control('uploadFile', 'file', '附件'))} />, {
      container: document.getElementById(PAGE)!,
    });
    expect(screen.getByText('附件')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(LAZY_EDITOR_TEXT.loading);
    expect(screen.getByText('标题')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '附件 添加附件' })).toBeTruthy();
    expect(screen.queryByText(LAZY_EDITOR_TEXT.loading)).toBeNull();
    expect(mockAsked.upload).toBe(1);
  });

  it('a failed load says so with 重试 and keeps what was typed in the other fields; 重试 brings the editor', async () => {
    await page.mount(<Harness model={modelOf(control('input', 'title', '标题'), control('staff', 'staff', '成员'))} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LAZY_EDITOR_TEXT.failed);
    typeInto(document.querySelector('#field-input_title')!, '张三');
    expect(values.input_title).toBe('张三');

    fireEvent.click(screen.getByRole('button', { name: LAZY_EDITOR_TEXT.retry }));
    expect(await screen.findByRole('button', { name: '选择成员：成员 请选择' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mockAsked.picker).toBe(2);
    await waitFor(() => expect(values.input_title).toBe('张三'));
    expect((document.querySelector('#field-input_title input') as HTMLInputElement).value).toBe('张三');
  });
});
