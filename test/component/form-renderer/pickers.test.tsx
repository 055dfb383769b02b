import { Current } from '@tarojs/runtime';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';

import { parseFormScript, flattenForm } from '../../../src/domain/form-engine';
import { FieldControl, RENDERER_TEXT } from '../../../src/features/form-renderer/FieldControl';
import { PeoplePicker, PICKER_TEXT, type PeoplePickerProps } from '../../../src/features/form-renderer/pickers/PeoplePicker';
import { useSession } from '../../../src/stores/session';
import { resetClient, withRequestLayer } from '../support/client-reset';
import { loadAllEditors } from '../support/editors';
import { idle } from '../support/screen';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
/** The spec's default debounce (screens-data-rules.md §9): the tests move a fake clock by it. */
const SPEC_DEBOUNCE_MS = 500;
withRequestLayer();

const PAGE = '/pagesB/view/search/formInfo';

const MEMBERS = [
  { id: '10001', username: 'admin', nickname: '王管理', departmentName: '总经办', jobTitle: '总经理' },
  { id: '10002', username: 'subadmin', nickname: '李子管', departmentName: '销售部', jobTitle: '销售经理' },
  { id: '10003', username: 'member', nickname: '张成员', departmentName: '华东销售组', jobTitle: '销售专员' },
];
const DEPARTMENTS = [
  { id: 'd1001', name: '总经办', parentId: null, memberCount: 1 },
  { id: 'd1002', name: '销售部', parentId: 'd1001', memberCount: 1 },
  { id: 'd1004', name: '华东销售组', parentId: 'd1002', memberCount: 1 },
];
const page = (content: unknown[], totalElements = content.length) => ({ code: 0, message: 'ok', data: { content, totalElements } });

let seen: FakeRequest[] = [];
/** Answers like the local server (server/README.md), filtering by keyword; `fail` answers 500 while > 0. */
const server = { fail: 0 };
function fakeServer(req: FakeRequest) {
  seen.push(req);
  if (server.fail > 0) {
    server.fail -= 1;
    return answer(500, { code: 500, message: '服务器繁忙' });
  }
  const url = new URL(req.url, 'http://x');
  const data = (req.data ?? {}) as Record<string, unknown>;
  const keyword = String(url.searchParams.get('keyword') ?? data.keyword ?? '');
  const match = (...names: (string | null | undefined)[]) => !keyword || names.some((n) => n?.includes(keyword));
  if (url.pathname.endsWith('/platform/members')) return answer(200, page(MEMBERS.filter((m) => match(m.nickname, m.username))));
  if (url.pathname.endsWith('/platform/departments')) return answer(200, { code: 0, data: DEPARTMENTS });
  if (url.pathname.endsWith('/crm/crmCustomer/findMyCustomer')) return answer(200, page([{ id: 'c-5003', name: '杭州西湖茶业有限公司', customerType: 1, phone: '0571' }].filter((c) => match(c.name))));
  if (url.pathname.endsWith('/crm/membership/findMember')) return answer(200, page([{ memberId: 'ms-2', code: 'M0002', customerId: 5002, name: '张成员', cardName: '普通会员卡' }]));
  if (url.pathname.endsWith('/order/orders')) {
    return answer(200, page([{ id: 'o-9002', code: 'SO-2026-0002', customerName: '杭州西湖茶业有限公司', store: { id: 'st-1', name: '西湖旗舰店' }, amount: 92600, orderStatus: 'PLACED', paymentStatus: 'PARTIAL_PAYMENT' }].filter((o) => match(o.code, o.customerName))));
  }
  if (url.pathname.endsWith('/srm/supplier')) return answer(200, page([{ id: 's-7001', name: '华东包装材料有限公司', code: 'SUP-001', contact: '周经理' }]));
  return answer(404, { code: 404, message: 'API接口不存在' });
}
const pathsSeen = () => seen.map((r) => `${(r.method ?? 'GET').toUpperCase()} ${new URL(r.url, 'http://x').pathname.replace(/^.*?(\/(platform|crm|srm|order)\/)/, '$1')}`);

beforeEach(() => {
  resetClient();
  seen = [];
  server.fail = 0;
  harness.handler = fakeServer;
  useSession.setState({ token: 'Bearer t', userId: '10003', userInfo: { id: '10003', username: 'member', nickname: '张成员' } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

let lastValue: unknown;
function Harness(props: Omit<PeoplePickerProps, 'value' | 'onChange' | 'id' | 'label'> & { initial?: unknown; label?: string }) {
  const { initial, label = '成员', ...rest } = props;
  const [value, setValue] = useState<unknown>(initial);
  lastValue = value;
  return <PeoplePicker id="field-x" label={label} value={value} onChange={setValue} {...rest} />;
}

function mount(ui: JSX.Element) {
  const root = document.createElement('div');
  root.id = PAGE;
  root.className = 'taro_page';
  document.body.appendChild(root);
  (Current as { page: unknown }).page = { path: PAGE };
  lastValue = undefined;
  return render(ui, { container: root });
}

// A trigger is named by what it opens, then what it shows (选择成员：成员 请选择): found by how its name starts.
const opener = (name: RegExp | string = /选择/) =>
  screen.getByRole('button', { name: typeof name === 'string' ? (n: string) => n.startsWith(`${name} `) : name });
const listbox = () => screen.getByRole('listbox');
const option = (name: RegExp | string) => within(listbox()).getByRole('option', { name });

/**
 * Types into the search box. Taro's H5 Input renders its native <input> a moment after mounting: wait for it. From
 * the first key on the clock is fake, so a debounced search runs when the test moves the clock past 500 ms, not
 * after a real wait (Testing Library's waitFor moves it as it polls). Animation frames stay real: Taro's components
 * queue their renders on one, and a frame left on the fake clock would stop later tests' components rendering.
 */
const search = async (text: string) => {
  const input = await waitFor(() => {
    const native = document.getElementById('field-x-search-native');
    if (!native) throw new Error('no search box yet');
    return native;
  });
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  fireEvent.input(input, { target: { value: text } });
};
/** Moves the fake clock by `ms`, running what falls due inside act. */
const elapse = (ms: number) => act(() => void jest.advanceTimersByTime(ms));
/** Types a keyword and lets its debounce run out. */
const searchFor = async (text: string) => {
  await search(text);
  elapse(SPEC_DEBOUNCE_MS);
};
const loaded = () =>
  waitFor(() => {
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.queryByText(PICKER_TEXT.loading)).toBeNull();
  });

// The heavy editors arrive as chunks on H5: loaded before the fields are looked at.
beforeAll(loadAllEditors);

describe('staff: one person from the organisation members', () => {
  it('opens a list from GET /platform/members, picks one, closes, and shows it as a removable tag', async () => {
    mount(<Harness type="staff" options={{}} disabled={false} />);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(opener('选择成员：成员'));
    expect(screen.getByText(PICKER_TEXT.loading)).toBeTruthy();
    await loaded();
    expect(pathsSeen()).toEqual(['GET /platform/members']);
    expect(seen[0]!.data).toMatchObject({ page: 1, size: 20 });
    expect(option('李子管，销售部 · 销售经理').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option(/李子管/));
    expect(lastValue).toEqual([{ id: '10002', name: '李子管' }]);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const tags = screen.getByRole('list', { name: '成员' });
    expect(within(tags).getByText('李子管')).toBeTruthy();
    // One choice: picking another replaces it.
    fireEvent.click(opener(/选择成员/));
    await loaded();
    expect(option(/李子管/).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(option(/王管理/));
    expect(lastValue).toEqual([{ id: '10001', name: '王管理' }]);
    fireEvent.click(screen.getByRole('button', { name: '移除王管理' }));
    expect(lastValue).toEqual([]);
    expect(screen.queryByRole('list', { name: '成员' })).toBeNull();
  });

  it('searches once per burst of typing (debounced 500 ms), and says when nothing matches', async () => {
    mount(<Harness type="staff" options={{}} disabled={false} />);
    fireEvent.click(opener());
    await loaded();
    await search('张');
    elapse(SPEC_DEBOUNCE_MS - 100);
    await search('张成');
    elapse(SPEC_DEBOUNCE_MS - 1);
    expect(seen).toHaveLength(1);
    elapse(1);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.data).toMatchObject({ keyword: '张成', page: 1 });
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(1));
    await searchFor('不存在的人');
    await waitFor(() => expect(screen.getByText(PICKER_TEXT.noMatch)).toBeTruthy());
    expect(seen).toHaveLength(3);
  });

  it('shows a failure with a retry that loads the list again', async () => {
    server.fail = 1;
    mount(<Harness type="staff" options={{}} disabled={false} />);
    fireEvent.click(opener());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PICKER_TEXT.failed));
    fireEvent.click(within(screen.getByRole('alert')).getByText(PICKER_TEXT.retry));
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('picks with the keyboard (Enter on an option)', async () => {
    mount(<Harness type="staff" options={{}} disabled={false} />);
    fireEvent.keyDown(opener(), { key: 'Enter' });
    await loaded();
    fireEvent.keyDown(option(/张成员/), { key: 'Enter' });
    expect(lastValue).toEqual([{ id: '10003', name: '张成员' }]);
  });

  it('read-only: shows the tags, no remover and no way to open the list', () => {
    mount(<Harness type="staff" options={{}} disabled initial={[{ id: '1', nickname: '张成员' }]} />);
    expect(screen.getByText('张成员')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the list for the latest search', () => {
  it('keeps the rows on screen while the next search loads, and never shows a late answer to an older search', async () => {
    const held: (() => void)[] = [];
    harness.handler = (req) => {
      const keyword = String((req.data as Record<string, unknown> | undefined)?.keyword ?? '');
      if (keyword !== '王') return fakeServer(req);
      return new Promise((resolve) => held.push(() => resolve(fakeServer(req))));
    };
    mount(<Harness type="staff" options={{}} disabled={false} />);
    fireEvent.click(opener());
    await loaded();
    await searchFor('王');
    await waitFor(() => expect(held).toHaveLength(1));
    // The search for 王 is slow: the list does not blank meanwhile.
    expect(screen.getByText(PICKER_TEXT.loading)).toBeTruthy();
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
    await searchFor('张');
    await waitFor(() => expect(within(listbox()).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('张成员')]));
    // The answer to 王 arrives last and is not shown.
    held[0]!();
    await idle();
    expect(within(listbox()).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('张成员')]);
    expect(screen.queryByText(PICKER_TEXT.loading)).toBeNull();
  });
});

describe('department: several when the control allows it', () => {
  it('lists GET /platform/departments with their parents, toggles several, and 完成 closes', async () => {
    mount(<Harness type="department" label="部门" options={{ multiple: true }} disabled={false} />);
    fireEvent.click(opener('选择部门：部门'));
    await loaded();
    expect(pathsSeen()).toEqual(['GET /platform/departments']);
    expect(listbox().getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(option('华东销售组，总经办 / 销售部'));
    fireEvent.click(option(/^销售部/));
    expect(lastValue).toEqual([{ id: 'd1004', name: '华东销售组' }, { id: 'd1002', name: '销售部' }]);
    expect(screen.getByText('已选2项')).toBeTruthy();
    fireEvent.click(option(/华东销售组/));
    expect(lastValue).toEqual([{ id: 'd1002', name: '销售部' }]);
    fireEvent.click(screen.getByText(PICKER_TEXT.done));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: '移除销售部' })).toBeTruthy();
  });

  it('filters the departments by the keyword', async () => {
    mount(<Harness type="department" label="部门" options={{}} disabled={false} />);
    fireEvent.click(opener());
    await loaded();
    await searchFor('华东');
    await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(1));
  });
});

describe('customer, supplier, member, relatedSales: their own services', () => {
  it.each<[string, string, RegExp, unknown]>([
    ['customer', 'GET /crm/crmCustomer/findMyCustomer', /杭州西湖茶业/, [{ id: 'c-5003', name: '杭州西湖茶业有限公司' }]],
    ['supplier', 'POST /srm/supplier', /华东包装材料/, [{ id: 's-7001', name: '华东包装材料有限公司' }]],
    ['member', 'GET /crm/membership/findMember', /张成员/, [{ id: 'ms-2', name: '张成员', code: 'M0002' }]],
    ['associateMember', 'GET /crm/membership/findMember', /M0002/, [{ id: 'ms-2', name: '张成员', code: 'M0002' }]],
    ['relatedSales', 'GET /order/orders', /SO-2026-0002/, [{ id: 'o-9002', name: 'SO-2026-0002', code: 'SO-2026-0002' }]],
  ])('%s reads %s and stores the picked item', async (type, call, name, stored) => {
    mount(<Harness type={type} options={{}} disabled={false} />);
    fireEvent.click(opener());
    await loaded();
    expect(pathsSeen()).toEqual([call]);
    fireEvent.click(option(name));
    expect(lastValue).toEqual(stored);
  });

  it('relatedSales shows each order\'s customer / store, amount and spec §4 status, and searches by code', async () => {
    mount(<Harness type="relatedSales" label="关联销售" options={{}} disabled={false} />);
    fireEvent.click(opener(/选择销售订单/));
    await loaded();
    expect(within(listbox()).getByText('杭州西湖茶业有限公司 / 西湖旗舰店 · ¥926.00 · 部分支付')).toBeTruthy();
    await searchFor('SO-2026-9');
    await waitFor(() => expect(screen.getByText(PICKER_TEXT.noMatch)).toBeTruthy());
    expect(seen.at(-1)!.data).toMatchObject({ keyword: 'SO-2026-9', page: 1 });
  });

  it('says when a list is empty', async () => {
    harness.handler = (req) => (seen.push(req), answer(200, page([])));
    mount(<Harness type="customer" options={{}} disabled={false} />);
    fireEvent.click(opener());
    await waitFor(() => expect(screen.getByText(PICKER_TEXT.empty)).toBeTruthy());
  });

  it('treats a malformed answer as a failure, keeping the chosen value', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    harness.handler = () => answer(200, { code: 0, data: { content: 'nope' } });
    mount(<Harness type="supplier" options={{}} disabled={false} initial={[{ id: 's-1', name: '旧供应商' }]} />);
    fireEvent.click(opener());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PICKER_TEXT.failed));
    expect(lastValue).toEqual([{ id: 's-1', name: '旧供应商' }]);
  });
});

describe('ownerId', () => {
  it('starts as the signed-in user, one object, and can be changed', async () => {
    mount(<Harness type="ownerId" label="数据负责人" options={{ multiple: true }} disabled={false} />);
    await waitFor(() => expect(lastValue).toEqual({ id: '10003', name: '张成员' }));
    expect(screen.getByText('张成员')).toBeTruthy();
    fireEvent.click(opener(/选择成员/));
    await loaded();
    fireEvent.click(option(/王管理/));
    expect(lastValue).toEqual({ id: '10001', name: '王管理' });
  });

  it('keeps an owner already set, and sets none when read-only', async () => {
    mount(<Harness type="ownerId" options={{}} disabled={false} initial={{ id: '10002', name: '李子管' }} />);
    await act(async () => undefined);
    expect(lastValue).toEqual({ id: '10002', name: '李子管' });
    document.body.innerHTML = '';
    mount(<Harness type="ownerId" options={{}} disabled />);
    await act(async () => undefined);
    expect(lastValue).toBeUndefined();
  });
});

describe('wired into FieldControl', () => {
  it('renders the people and organisation controls as pickers, not as read-only notices', () => {
    const script = parseFormScript({
      list: ['ownerId', 'staff', 'department', 'member', 'associateMember', 'customer', 'supplier', 'relatedSales'].map((type) => ({
        key: `${type}_x`, type, name: `控件${type}`, options: {}, rules: [],
      })),
    });
    const fields = flattenForm(script);
    mount(
      <>
        {fields.map((field) => (
          <FieldControl key={field.key} field={field} state={{ hidden: false, readOnly: false, required: false }} value={undefined} onEdit={() => undefined} />
        ))}
      </>,
    );
    expect(screen.queryByText(RENDERER_TEXT.notYetOnMobile)).toBeNull();
    for (const type of ['staff', 'department', 'member', 'associateMember', 'customer', 'supplier', 'relatedSales']) {
      expect(document.getElementById(`field-${type}_x-open`)).not.toBeNull();
    }
  });
});
