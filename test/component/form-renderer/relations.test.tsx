import { Current } from '@tarojs/runtime';
import Taro from '@tarojs/taro';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { TEXTAREA_MAX_LENGTH } from '../../../src/domain/constants';
import { parseFieldStateSettings, parseFormScript } from '../../../src/domain/form-engine';
import { RELATION_TEXT } from '../../../src/domain/form-engine/relations';
import {
  FormRenderer,
  buildFormModel,
  defaultValues,
  useFormFilling,
  type FormModel,
} from '../../../src/features/form-renderer';
import { answerLocationRequest, cancelLocationRequest } from '../../../src/features/location/location-requests';
import { useSession } from '../../../src/stores/session';
import { rawControl } from '../../support/form-script';
import { resetClient, withRequestLayer } from '../support/client-reset';
import { loadAllEditors } from '../support/editors';
import { typeInto } from '../support/keyboard';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
/** The spec's default debounce (screens-data-rules.md §9): the tests move a fake clock by it. */
const SPEC_DEBOUNCE_MS = 500;
withRequestLayer();


const PAGE = '/pagesB/view/search/formInfo';
const CONTEXT = { appId: 'app-all-controls', formId: 'form-all-controls', appType: 'FORM', dataId: null };

const control = rawControl;

const SCRIPT = {
  list: [
    control('input', 'title', '单行文本', { noRepeat: true }, true),
    control('radio', 'kind', '类型', {
      options: [
        { label: '个人', value: 'a' },
        { label: '企业', value: 'b' },
      ],
    }),
    control('association', 'assoc', '关联数据', { formId: 'form-visit', showFields: ['input_contact'] }),
    control('associationForm', 'assocForm', '关联表单', { formId: 'form-visit' }),
    control('linkquery', 'linkq', '联动查询', {
      formId: 'form-visit',
      conditions: [{ key: 'input_contact', field: 'input_title' }],
      showFields: ['input_contact', 'date_visitDate'],
      fill: [{ from: 'editor_summary', to: 'editor_content' }],
    }),
    control('subform', 'lines', '子表单', {
      fields: [control('input', 'lineName', '名称', {}, true), control('number', 'lineQty', '数量')],
      max: 2,
      duplicateCheck: ['input_lineName'],
    }),
    control('address', 'address', '地址', {}, true),
    control('fixedPosition', 'pos', '定位'),
    control('editor', 'content', '富文本'),
    control('relatedSales', 'sales', '关联销售'),
  ],
};

const VISITS = [
  {
    id: 'data-visit-1',
    code: 'VISIT-2026-0001',
    content: { input_contact: '陈经理', date_visitDate: '2026-03-02', editor_summary: '<p>沟通年度采购计划</p>' },
  },
  { id: 'data-visit-2', code: 'VISIT-2026-0002', content: { input_contact: '刘主任', date_visitDate: '2026-03-09' } },
];
const AREAS: Record<string, { code: string; name: string }[]> = {
  '0': [
    { code: '330000', name: '浙江省' },
    { code: '110000', name: '北京市' },
  ],
  '330000': [{ code: '330100', name: '杭州市' }],
  '330100': [{ code: '330106', name: '西湖区' }],
};

let seen: FakeRequest[] = [];
const server = { fail: 0, stored: ['示例数据'] };
const ok = (data: unknown) => answer(200, { code: 0, message: 'ok', data });
/** Answers like the local server (server/README.md "Forms and form data", "Dictionary"). */
function fakeServer(req: FakeRequest) {
  seen.push(req);
  const url = new URL(req.url, 'http://x');
  if (server.fail > 0) {
    server.fail -= 1;
    return answer(500, { code: 500, message: '服务器繁忙' });
  }
  const body = (req.data ?? {}) as Record<string, unknown>;
  if (url.pathname.endsWith('/bigtable/form-association/page')) {
    const kw = String(body.keyword ?? '');
    const found = VISITS.filter((v) => !kw || v.content.input_contact.includes(kw) || v.code.includes(kw));
    return ok({ content: found, totalElements: found.length });
  }
  if (url.pathname.endsWith('/bigtable/data-linkage')) {
    const [c] = body.conditions as { key: string; value: unknown }[];
    const found = VISITS.filter((v) => (v.content as Record<string, unknown>)[c!.key] === c!.value);
    return ok({ content: found, totalElements: found.length });
  }
  if (url.pathname.endsWith('/form-data/duplicate-check')) {
    const n = server.stored.includes(String(body.value)) ? 1 : 0;
    return ok({ duplicate: n > 0, count: n });
  }
  if (url.pathname.endsWith('/dict/dictArea/get')) return ok(AREAS[url.searchParams.get('parentCode') ?? '0'] ?? []);
  return answer(404, { code: 404, message: 'API接口不存在' });
}
const calls = (suffix: string) => seen.filter((r) => new URL(r.url, 'http://x').pathname.endsWith(suffix));

let api: ReturnType<typeof useFormFilling> | null = null;
function Harness({ model }: { model: FormModel }) {
  const filling = useFormFilling(model, defaultValues(model.fields), CONTEXT);
  api = filling;
  return (
    <FormRenderer
      model={model}
      values={filling.values}
      states={filling.states}
      validation={filling.validation}
      onEdit={filling.edit}
      onBlur={filling.blur}
      context={CONTEXT}
      linkStatus={filling.linkStatus}
    />
  );
}

function mount() {
  const root = document.createElement('div');
  root.id = PAGE;
  root.className = 'taro_page';
  document.body.appendChild(root);
  (Current as { page: unknown }).page = { path: PAGE };
  const model = buildFormModel(parseFormScript(SCRIPT), parseFieldStateSettings([]), 'add', null);
  return render(<Harness model={model} />, { container: root });
}

const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'taro-text-core' }).closest('.form-field') as HTMLElement;
/** Taro's H5 Input renders its native <input> a moment after mounting. */
const nativeInput = async (id: string) =>
  waitFor(() => {
    const el = document.getElementById(id);
    if (!el) throw new Error(`no #${id}`);
    return el;
  });
const type = async (id: string, value: string) => {
  fireEvent.input(await nativeInput(id), { target: { value } });
};
/**
 * From here on the clock is fake: the picker's search and the linkage run when the test moves it past the spec's
 * 500 ms debounce, not after a real wait. Animation frames stay real (Taro's components render on them).
 */
const fakeClock = () => jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
const pastDebounce = () => act(() => void jest.advanceTimersByTime(SPEC_DEBOUNCE_MS));

beforeEach(() => {
  resetClient();
  seen = [];
  server.fail = 0;
  harness.handler = fakeServer;
  useSession.setState({ token: 'Bearer t', userId: '10003' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  api = null;
});

// The heavy editors arrive as chunks on H5: loaded before the fields are looked at.
beforeAll(loadAllEditors);

describe('association and associationForm', () => {
  it('opens a picker of the associated form’s records, searches, and shows the chosen record as a tag', async () => {
    mount();
    const field = fieldOf('关联数据');
    expect(within(field).queryByText('移动端暂未支持填写此控件，仅可查看')).toBeNull();
    fireEvent.click(within(field).getByRole('button', { name: `关联数据 ${RELATION_TEXT.choose}` }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '陈经理' });
    expect(within(dialog).getByRole('option', { name: '刘主任' })).toBeTruthy();
    expect(calls('/form-association/page')[0]!.data).toMatchObject({
      appId: 'app-all-controls',
      formId: 'form-visit',
      keyword: '',
      page: 1,
    });

    // The search is debounced: one call for the burst.
    const search = await nativeInput('field-association_assoc-picker-search-native');
    fakeClock();
    fireEvent.input(search, { target: { value: '刘' } });
    pastDebounce();
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: '陈经理' })).toBeNull());
    expect(calls('/form-association/page').map((r) => (r.data as { keyword: string }).keyword)).toEqual(['', '刘']);

    // A single association closes on choice.
    fireEvent.click(within(dialog).getByRole('option', { name: '刘主任' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api!.values.association_assoc).toEqual([
      { id: 'data-visit-2', formId: 'form-visit', label: '刘主任', code: 'VISIT-2026-0002' },
    ]);
    expect(within(field).getByText('刘主任')).toBeTruthy();
    fireEvent.click(within(field).getByRole('button', { name: '移除 刘主任' }));
    expect(api!.values.association_assoc).toEqual([]);
  });

  it('associationForm takes several records (labelled by code without showFields); a failed load offers a retry', async () => {
    mount();
    server.fail = 1;
    const field = fieldOf('关联表单');
    fireEvent.click(within(field).getByRole('button', { name: `关联表单 ${RELATION_TEXT.choose}` }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(RELATION_TEXT.loadFailed);
    fireEvent.click(within(dialog).getByRole('button', { name: RELATION_TEXT.retry }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'VISIT-2026-0001' }));
    fireEvent.click(within(dialog).getByRole('option', { name: 'VISIT-2026-0002' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((api!.values.associationForm_assocForm as { id: string }[]).map((i) => i.id)).toEqual([
      'data-visit-1',
      'data-visit-2',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: RELATION_TEXT.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('linkquery', () => {
  it('looks up the source form when its condition field changes and fills values from the first record', async () => {
    mount();
    expect(within(fieldOf('联动查询')).getByText(RELATION_TEXT.linkQueryWaiting)).toBeTruthy();
    fakeClock();
    act(() => api!.edit('input_title', '陈'));
    act(() => api!.edit('input_title', '陈经理'));
    pastDebounce();
    await waitFor(() => expect(within(fieldOf('联动查询')).getByText('已带出 1 条数据')).toBeTruthy());
    expect(calls('/data-linkage')).toHaveLength(1); // debounced
    expect(calls('/data-linkage')[0]!.data).toEqual({
      appId: 'app-all-controls',
      formId: 'form-visit',
      conditions: [{ key: 'input_contact', value: '陈经理' }],
      page: 1,
      size: 999,
    });
    expect(within(fieldOf('联动查询')).getByText('陈经理 / 2026-03-02')).toBeTruthy();
    expect(api!.values.editor_content).toBe('<p>沟通年度采购计划</p>');

    act(() => api!.edit('input_title', '没有这个人'));
    pastDebounce();
    await waitFor(() => expect(within(fieldOf('联动查询')).getByText(RELATION_TEXT.linkQueryNone)).toBeTruthy());
    expect(api!.values.linkquery_linkq).toEqual([]);
  });
});

describe('subform rows', () => {
  it('adds and removes rows, shows per-row errors after a submit and rows repeating each other, caps the rows', async () => {
    mount();
    const field = fieldOf('子表单');
    fireEvent.click(within(field).getByRole('button', { name: `子表单 ${RELATION_TEXT.addRow}` }));
    fireEvent.click(within(field).getByRole('button', { name: `子表单 ${RELATION_TEXT.addRow}` }));
    expect(within(field).getByText('最多添加2行')).toBeTruthy();
    expect(within(field).queryByText('名称不能为空')).toBeNull(); // untouched cells: no message yet
    act(() => {
      api!.validate();
    });
    expect(within(field).getAllByText('名称不能为空')).toHaveLength(2);
    expect(api!.validation!.errors.subform_lines).toBe('子表单有 2 处需要修改');

    await type('field-subform_lines-0-input_lineName-native', '螺丝');
    await type('field-subform_lines-1-input_lineName-native', '螺丝');
    expect(api!.values.subform_lines).toEqual([{ input_lineName: '螺丝' }, { input_lineName: '螺丝' }]);
    expect(within(field).queryByText('名称不能为空')).toBeNull();
    expect(api!.validation!.errors.subform_lines).toBe('第1、2行数据重复');

    fireEvent.click(within(field).getByRole('button', { name: '子表单 删除第1行' }));
    expect(api!.values.subform_lines).toEqual([{ input_lineName: '螺丝' }]);
    expect(api!.validation!.errors.subform_lines).toBeUndefined();
  });
});

describe('address', () => {
  it('the details take 140 characters and refuse the 141st (§5 Textarea maximum length 140)', async () => {
    mount();
    typeInto(await nativeInput('field-address_address-details-native'), '路'.repeat(TEXTAREA_MAX_LENGTH + 1));
    expect((api!.values.address_address as { details: string }).details).toHaveLength(TEXTAREA_MAX_LENGTH);
  });

  it('chooses province, city and district from the dictionary and keeps the typed details', async () => {
    mount();
    const field = fieldOf('地址');
    fireEvent.click(within(field).getByRole('button', { name: `地址 ${RELATION_TEXT.chooseArea}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('option', { name: '浙江省' }));
    // Part-way: the required address says what is missing once touched.
    fireEvent.click(await within(dialog).findByRole('option', { name: '杭州市' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '西湖区' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await type('field-address_address-details-native', '文三路 1 号');
    expect(api!.values.address_address).toEqual({
      location: ['浙江省', '杭州市', '西湖区'],
      codes: ['330000', '330100', '330106'],
      details: '文三路 1 号',
    });
    expect(calls('/dict/dictArea/get').map((r) => new URL(r.url, 'http://x').searchParams.get('parentCode'))).toEqual([
      '0',
      '330000',
      '330100',
    ]);
  });

  it('an area chosen part-way is an error; a failed area list offers a retry', async () => {
    mount();
    const field = fieldOf('地址');
    server.fail = 1;
    fireEvent.click(within(field).getByRole('button', { name: `地址 ${RELATION_TEXT.chooseArea}` }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(RELATION_TEXT.areaFailed);
    fireEvent.click(within(dialog).getByRole('button', { name: RELATION_TEXT.retry }));
    fireEvent.click(await within(dialog).findByRole('option', { name: '浙江省' }));
    await within(dialog).findByRole('option', { name: '杭州市' });
    fireEvent.click(within(dialog).getByRole('button', { name: RELATION_TEXT.done }));
    expect(within(field).getByText(RELATION_TEXT.chooseArea, { selector: '.form-field__error' })).toBeTruthy();
  });
});

describe('fixedPosition', () => {
  it('keeps the typed address and says so when no position is available; stores coordinates when one is', async () => {
    const taro = Taro as unknown as Record<string, jest.Mock>;
    taro.getLocation = jest.fn(() => Promise.reject({ errMsg: 'getLocation:fail' }));
    mount();
    const field = fieldOf('定位');
    await type('field-fixedPosition_pos-native', '杭州西湖边');
    fireEvent.click(within(field).getByRole('button', { name: `定位 ${RELATION_TEXT.currentPosition}` }));
    await within(field).findByText(RELATION_TEXT.positionUnavailable);
    expect(api!.values.fixedPosition_pos).toEqual({ address: '杭州西湖边' });

    taro.getLocation = jest.fn(() => Promise.resolve({ latitude: 30.25, longitude: 120.15, errMsg: 'getLocation:ok' }));
    fireEvent.click(within(field).getByRole('button', { name: `定位 ${RELATION_TEXT.currentPosition}` }));
    await within(field).findByText('30.250000, 120.150000');
    expect(api!.values.fixedPosition_pos).toEqual({ address: '杭州西湖边', latitude: 30.25, longitude: 120.15 });
    expect(within(field).queryByText(RELATION_TEXT.positionUnavailable)).toBeNull();
  });

  it('选择位置 opens the built-in choose-location screen in the browser and takes the place it answers', async () => {
    mount();
    const field = fieldOf('定位');
    fireEvent.click(within(field).getByRole('button', { name: `定位 ${RELATION_TEXT.choosePosition}` }));
    await waitFor(() => expect(String((Taro.navigateTo as jest.Mock).mock.calls.at(-1)?.[0]?.url)).toMatch(/^\/pagesB\/view\/chooseLocation\?requestId=/));
    const requestId = /requestId=([^&]+)/.exec(String((Taro.navigateTo as jest.Mock).mock.calls.at(-1)?.[0]?.url))![1]!;
    await act(async () => {
      answerLocationRequest(requestId, { name: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', latitude: 30.27, longitude: 120.129 });
    });
    await within(field).findByText('黄龙体育中心');
    expect(api!.values.fixedPosition_pos).toEqual({ address: '浙江省杭州市西湖区黄龙路1号', name: '黄龙体育中心', latitude: 30.27, longitude: 120.129 });

    // Leaving the screen without 确定 keeps the value and says the choice was cancelled. The buttons are disabled until
    // the change has settled, a render after the place shows.
    const choose = within(field).getByRole('button', { name: `定位 ${RELATION_TEXT.choosePosition}` });
    await waitFor(() => expect(choose.hasAttribute('aria-disabled')).toBe(false));
    fireEvent.click(choose);
    await waitFor(() => expect((Taro.navigateTo as jest.Mock).mock.calls).toHaveLength(2));
    const second = /requestId=([^&]+)/.exec(String((Taro.navigateTo as jest.Mock).mock.calls.at(-1)?.[0]?.url))![1]!;
    await act(async () => cancelLocationRequest(second));
    await within(field).findByText(RELATION_TEXT.positionCancelled);
    expect(api!.values.fixedPosition_pos).toEqual({ address: '浙江省杭州市西湖区黄龙路1号', name: '黄龙体育中心', latitude: 30.27, longitude: 120.129 });
  });
});

describe('relatedSales', () => {
  it('is a sales-order picker, not a read-only notice (pickers.test.tsx fills it)', () => {
    mount();
    const field = fieldOf('关联销售');
    expect(within(field).queryByText('移动端暂未支持填写此控件，仅可查看')).toBeNull();
    expect(within(field).getByRole('button', { name: /选择销售订单/ })).toBeTruthy();
  });
});

describe('live checks and the single-field duplicate check', () => {
  it('a text field shows its error once touched (on blur), not while typing the first time', async () => {
    mount();
    await type('field-input_title-native', 'x');
    await type('field-input_title-native', '');
    expect(screen.queryByText('单行文本不能为空')).toBeNull();
    fireEvent.blur(await nativeInput('field-input_title-native'));
    expect(screen.getByText('单行文本不能为空')).toBeTruthy();
    await type('field-input_title-native', 'y');
    expect(screen.queryByText('单行文本不能为空')).toBeNull();
  });

  it('on blur a no-duplicates field asks its engine’s duplicate check and shows the spec’s message; submit asks again', async () => {
    mount();
    await type('field-input_title-native', '示例数据');
    fireEvent.blur(await nativeInput('field-input_title-native'));
    await screen.findByText('单行文本已存在，请勿重复填写');
    const [check] = calls('/form-data/duplicate-check');
    expect(new URL(check!.url, 'http://x').pathname).toMatch(
      /\/bigtable\/application\/app-all-controls\/form\/form-all-controls\/form-data\/duplicate-check$/,
    );
    expect(check!.data).toEqual({ key: 'input_title', value: '示例数据' });
    // Editing clears the message until the next check; the pre-submit check finds it again.
    await type('field-input_title-native', '示例数据2');
    expect(screen.queryByText('单行文本已存在，请勿重复填写')).toBeNull();
    await type('field-input_title-native', '示例数据');
    let unique = true;
    await act(async () => {
      unique = await api!.checkDuplicates();
    });
    expect(unique).toBe(false);
    let ok = true;
    act(() => {
      ok = api!.validate().ok;
    });
    expect(ok).toBe(false);
    expect(api!.validation!.errors.input_title).toBe('单行文本已存在，请勿重复填写');
    await type('field-input_title-native', '新的值');
    await act(async () => {
      unique = await api!.checkDuplicates();
    });
    expect(unique).toBe(true);
  });

  it('a duplicate only the server caught at submit shows on its field; another refusal is not taken for one', async () => {
    mount();
    await type('field-input_title-native', '刚被别人提交');
    let matched = true;
    act(() => {
      matched = api!.refusedAsDuplicate('您没有提交该表单的权限');
    });
    expect(matched).toBe(false);
    expect(screen.queryByText('单行文本已存在，请勿重复填写')).toBeNull();
    act(() => {
      matched = api!.refusedAsDuplicate('单行文本已存在，请勿重复填写');
    });
    expect(matched).toBe(true);
    expect(screen.getByText('单行文本已存在，请勿重复填写')).toBeTruthy();
    expect(api!.validation!.errors.input_title).toBe('单行文本已存在，请勿重复填写');
  });
});
