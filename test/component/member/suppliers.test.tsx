/** The suppliers screen (issue 36): filtered by level and tag, several given a level at once, edited from a fresh read. */
import Taro from '@tarojs/taro';
import { screen, waitFor, within } from '@testing-library/react';

import SuppliersScreen from '../../../src/features/member/crm/SuppliersScreen';
import { MEMBER_TEXT } from '../../../src/features/member/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  // The level sheet: the third level (普通供应商) is tapped.
  const extra = { usePullDownRefresh: () => undefined, useReachBottom: () => undefined, useDidShow: () => undefined, showActionSheet: jest.fn(() => Promise.resolve({ tapIndex: 2 })) };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const LEVELS = [
  { code: 'A', name: '战略供应商' },
  { code: 'B', name: '优选供应商' },
  { code: 'C', name: '普通供应商' },
];
const supplier = (id: string, name: string, level: string, tags: string[] = []) => ({ id, name, code: `SUP-${id}`, contact: '', phone: '', level, tags });

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('filters by level and tag, gives the chosen a level from the sheet, and edits from a fresh read', async () => {
  let rows = [supplier('1', '华东包装材料有限公司', 'A', ['包装']), supplier('2', '苏州精工五金厂', 'B')];
  const queries: unknown[] = [];
  const batches: unknown[] = [];
  answerByRoute({
    'GET /srm/level': () => ok(LEVELS),
    'GET /srm/tag': () => ok(['包装', '五金']),
    'POST /srm/supplier': (req) => {
      queries.push(req.data);
      const { tag } = req.data as { tag?: string };
      const shown = tag ? rows.filter((r) => r.tags.includes(tag)) : rows;
      return ok({ content: shown, totalElements: shown.length });
    },
    'POST /srm/supplier/batch': (req) => {
      batches.push(req.data);
      rows = rows.map((r) => ({ ...r, level: 'C' }));
      return ok({ updated: ['1', '2'], failed: [] });
    },
    'GET /srm/supplier/2': () => ok({ ...supplier('2', '苏州精工五金厂（新名）', 'C') }),
  });
  await mount(<SuppliersScreen />);
  expect(await screen.findAllByTestId('supplier')).toHaveLength(2);

  await press(screen.getByRole('button', { name: `${MEMBER_TEXT.tag}:包装` }));
  await waitFor(() => expect(screen.getAllByTestId('supplier')).toHaveLength(1));
  expect(queries.at(-1)).toEqual({ page: 1, size: expect.any(Number), tag: '包装' });
  await press(screen.getByRole('button', { name: `${MEMBER_TEXT.tag}:${MEMBER_TEXT.any}` }));
  await waitFor(() => expect(screen.getAllByTestId('supplier')).toHaveLength(2));

  await press(screen.getByRole('button', { name: MEMBER_TEXT.select }));
  const bar = screen.getByTestId('select-bar');
  await press(within(bar).getByRole('button', { name: MEMBER_TEXT.selectAll }));
  await press(within(bar).getByRole('button', { name: MEMBER_TEXT.setLevel }));
  expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: ['战略供应商', '优选供应商', '普通供应商'] });
  expect(batches).toEqual([{ ids: ['1', '2'], level: 'C' }]);
  expect((await screen.findByTestId('batch-report')).textContent).toContain('2 条已更新');
  await waitFor(() => expect(screen.getAllByTestId('supplier')[0]!.textContent).toContain('普通供应商'));

  // 编辑 starts from the supplier as it is now.
  await press(within(screen.getAllByTestId('supplier')[1]!).getByRole('button', { name: MEMBER_TEXT.edit }));
  const name = await waitFor(() => document.getElementById('member-supplierName-native') as HTMLInputElement);
  await waitFor(() => expect(name.value).toBe('苏州精工五金厂（新名）'));
});
