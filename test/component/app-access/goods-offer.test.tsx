/** Restricted access under a goods whitelist (issue 36): the app's goods on sale are offered, each opening its page. */
import { screen } from '@testing-library/react';

import { ACCESS_DENIED } from '../../../src/domain/access/messages';
import RestrictedAccess from '../../../src/features/entry/RestrictedAccessScreen';
import { storeDenial } from '../../../src/stores/access-denial';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';
import { answerByRoute, harness, ok } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const GOODS = { id: 'g-1', storeId: 'st-1', skuCode: 'SKU-TEA-001', name: '明前龙井礼盒', price: 29800, stock: 3, intro: '', picUrl: '' };

beforeEach(() => {
  resetClient();
  harness.reset();
});

it('offers the goods that open the app, and opens the one tapped', async () => {
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  storeDenial({ ...ACCESS_DENIED.whitelist, description: '应用仅对购买 明前龙井礼盒 商品的用户开放', buyGoods: true }, 'app-9');
  const calls = answerByRoute({ 'GET /sku/app/goods/list/app-9': () => ok([GOODS]) });
  await mount(<RestrictedAccess />);
  await press(await screen.findByRole('button', { name: '购买 明前龙井礼盒 ¥298.00' }));
  expect(calls).toEqual(['GET /sku/app/goods/list/app-9']);
  expect(harness.mocks.navigateTo!.mock.calls.map((c) => (c[0] as { url: string }).url)).toEqual(['/memberCenter/goods?id=g-1']);
});

it('offers nothing for another denial', async () => {
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  storeDenial({ ...ACCESS_DENIED.whitelist, description: '应用仅对 金卡会员 会员卡会员开放~' }, 'app-9');
  const calls = answerByRoute({});
  await mount(<RestrictedAccess />);
  expect(await screen.findByText(ACCESS_DENIED.whitelist.title)).toBeTruthy();
  expect(screen.queryByTestId('goods-offer')).toBeNull();
  expect(calls).toEqual([]);
});
