/** The customers area's select mode (issue 36): choose several, 全选, remove after one question, and a clear report. */
import Taro from '@tarojs/taro';
import { screen, waitFor, within } from '@testing-library/react';

import CustomersScreen from '../../../src/features/member/crm/CustomersScreen';
import { MEMBER_TEXT } from '../../../src/features/member/text';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { usePullDownRefresh: () => undefined, useReachBottom: () => undefined, useDidShow: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const customer = (id: string, name: string) => ({ id, name, customerType: 1, creditRating: 2, phone: '', ownerUserId: '10003' });
const membership = (memberId: string, customerName: string, code: string) => ({
  memberId, code, memberCode: code, customerId: 'c-1', customerName, cardId: 'card-gold', cardName: '金卡会员', benefits: '', status: 1, expiresAt: null, unlimited: true,
});
const page = (content: unknown[]) => ok({ content, totalElements: content.length });

beforeEach(() => {
  resetClient();
  harness.reset();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('the customers select mode', () => {
  it('removes the chosen customers after one question and lists the one that stayed, still chosen', async () => {
    let rows = [customer('c-1', '甲公司'), customer('c-2', '乙公司'), customer('c-3', '丙公司')];
    const sent: unknown[] = [];
    answerByRoute({
      'GET /crm/crmCustomer/customerManagement': () => page(rows),
      'POST /crm/crmCustomer/batch/remove': (req) => {
        sent.push(req.data);
        rows = rows.filter((r) => r.id === 'c-3');
        return ok({ removed: ['c-1'], failed: [{ id: 'c-3', reason: '只能修改自己负责的客户' }] });
      },
    });
    await mount(<CustomersScreen />);
    await press(await screen.findByRole('button', { name: MEMBER_TEXT.select }));
    const bar = screen.getByTestId('select-bar');
    expect(within(bar).getByRole('status').textContent).toContain('已选 0 项');
    expect(within(bar).getByRole('button', { name: MEMBER_TEXT.remove }).getAttribute('aria-disabled')).toBe('true');

    await press(within(bar).getByRole('button', { name: MEMBER_TEXT.selectAll }));
    expect(within(bar).getByRole('status').textContent).toContain('已选 3 项');
    await press(checkbox('乙公司'));
    expect(checkbox('乙公司').getAttribute('aria-checked')).toBe('false');
    expect(within(bar).getByRole('status').textContent).toContain('已选 2 项');

    // Cancelling the question sends nothing.
    harness.modalConfirm = false;
    await press(within(bar).getByRole('button', { name: MEMBER_TEXT.remove }));
    expect(sent).toEqual([]);
    harness.modalConfirm = true;
    await press(within(bar).getByRole('button', { name: MEMBER_TEXT.remove }));
    expect(Taro.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定删除选中的 2 个客户吗？删除后不可恢复' }));
    expect(sent).toEqual([{ ids: ['c-1', 'c-3'] }]);

    const report = await screen.findByTestId('batch-report');
    expect(report.textContent).toContain('1 条已删除，1 条未删除');
    expect(report.textContent).toContain('丙公司：只能修改自己负责的客户');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '甲公司' })).toBeNull());
    expect(checkbox('丙公司').getAttribute('aria-checked')).toBe('true');
    expect(within(screen.getByTestId('select-bar')).getByRole('status').textContent).toContain('已选 1 项');
  });
});

describe('the memberships tab', () => {
  it('lists the organisation\'s memberships and removes the chosen ones with batchRemove; all gone closes the mode', async () => {
    let rows = [membership('ms-1', '杭州西湖茶业有限公司', 'M0001'), membership('ms-2', '', 'M0002')];
    const sent: unknown[] = [];
    answerByRoute({
      'GET /crm/crmCustomer/customerManagement': () => page([]),
      'POST /crm/memberships/batch-query': () => page(rows),
      'POST /crm/membership/batchRemove': (req) => {
        sent.push(req.data);
        rows = [];
        return ok({ removed: ['ms-1', 'ms-2'], failed: [] });
      },
    });
    await mount(<CustomersScreen />);
    await press(await screen.findByRole('tab', { name: MEMBER_TEXT.membershipTab }));
    const held = await screen.findAllByTestId('held-membership');
    expect(held.map((el) => el.getAttribute('aria-label'))).toEqual(['杭州西湖茶业有限公司', 'M0002']);
    expect(held[0]!.textContent).toContain('会员编号 M0001 · 金卡会员');
    expect(held[0]!.textContent).toContain('有效 · 长期有效');

    await press(screen.getByRole('button', { name: MEMBER_TEXT.select }));
    await press(within(screen.getByTestId('select-bar')).getByRole('button', { name: MEMBER_TEXT.selectAll }));
    await press(within(screen.getByTestId('select-bar')).getByRole('button', { name: MEMBER_TEXT.remove }));
    expect(sent).toEqual([{ memberIds: ['ms-1', 'ms-2'] }]);
    expect((await screen.findByTestId('batch-report')).textContent).toContain('2 条已删除');
    await waitFor(() => expect(screen.queryByTestId('select-bar')).toBeNull());
    expect(await screen.findByText(MEMBER_TEXT.noMemberships)).toBeTruthy();
  });
});

describe('a membership\'s edit form', () => {
  it('starts from the membership as it is now with its card, and saves another card, then the end', async () => {
    const sent: string[] = [];
    answerByRoute({
      'GET /crm/crmCustomer/customerManagement': () => page([]),
      'POST /crm/memberships/batch-query': () => page([{ ...membership('ms-1', '钱独行', 'M0001'), expiresAt: '2027-12-31T15:59:59.000Z', unlimited: false }]),
      'GET /crm/membership/ms-1': () => ok({ ...membership('ms-1', '钱独行', 'M0001'), expiresAt: '2027-12-31T15:59:59.000Z', unlimited: false }),
      'GET /crm/membershipCard/get': () => ok({ id: 'card-gold', cardName: '金卡会员', status: 1, benefits: '年消费满一万元', joinable: false }),
      'GET /crm/membershipCard/list': () =>
        ok([
          { id: 'card-gold', cardName: '金卡会员', status: 1, benefits: '' },
          { id: 'card-silver', cardName: '银卡会员', status: 1, benefits: '' },
          { id: 'card-old', cardName: '旧版会员卡', status: 0, benefits: '' },
        ]),
      'POST /crm/membership/card': (req) => {
        sent.push(`card ${JSON.stringify(req.data)}`);
        return ok(membership('ms-1', '钱独行', 'M0001'));
      },
      'PUT /crm/membership/membership/ms-1': (req) => {
        sent.push(`end ${JSON.stringify(req.data)}`);
        return ok(membership('ms-1', '钱独行', 'M0001'));
      },
    });
    await mount(<CustomersScreen />);
    await press(await screen.findByRole('tab', { name: MEMBER_TEXT.membershipTab }));
    await press(within(await screen.findByTestId('held-membership')).getByRole('button', { name: MEMBER_TEXT.edit }));
    const form = await screen.findByTestId('membership-form');
    await waitFor(() => expect(form.textContent).toContain('会员权益：年消费满一万元'));
    // Only valid cards are offered; the current one is chosen.
    expect(within(form).queryByRole('button', { name: `${MEMBER_TEXT.membershipCard}:旧版会员卡` })).toBeNull();
    expect(within(form).getByRole('button', { name: `${MEMBER_TEXT.membershipCard}:金卡会员` }).getAttribute('aria-pressed')).toBe('true');
    await press(within(form).getByRole('button', { name: `${MEMBER_TEXT.membershipCard}:银卡会员` }));
    await press(within(form).getByRole('button', { name: `${MEMBER_TEXT.membershipEnd}:${MEMBER_TEXT.endless}` }));
    await press(within(form).getByRole('button', { name: MEMBER_TEXT.save }));
    expect(sent).toEqual(['card {"memberId":"ms-1","cardId":"card-silver"}', 'end {"endDay":null}']);
    await waitFor(() => expect(screen.queryByTestId('membership-form')).toBeNull());
  });
});
