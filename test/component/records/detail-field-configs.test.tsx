/**
 * The record detail reads the form's read/write state list (form-field-configs) as the form screen does (one rule:
 * domain/form-engine withFieldConfigs): where the list names a field, its setting wins over the form's own, so a
 * field the list hides for this record is not shown, and a field the form's own setting hid is shown when the list
 * says otherwise. The list's failure (an empty list) leaves the form's own settings.
 */
import { screen, waitFor } from '@testing-library/react';

import Detail from '../../../src/features/records/detail/DetailScreen';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { pageHost } from '../support/page-host';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = { useShareAppMessage: () => undefined, useShareTimeline: () => undefined };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const SCRIPT = {
  list: [
    { key: 'radio_kind', type: 'radio', name: '类型', options: { options: [{ label: '个人', value: 'p' }, { label: '企业', value: 'c' }] } },
    { key: 'input_company', type: 'input', name: '企业名称', options: {} },
    { key: 'input_note', type: 'input', name: '备注', options: {} },
  ],
};
/** The form's own settings: 企业名称 only for 企业 (this record is 个人: hidden on its detail). */
const OWN = [{ id: 'input_company', fieldLinkage: [{ key: 'radio_kind', conds: ['c'] }] }];
const sees = (businessKey: string) => ({ type: 'form-field-permission', businessKey, formId: 'form-x' });

let configs: unknown[] | 'fail' = [];
let seen: string[] = [];
function platform(req: FakeRequest) {
  seen.push(req.url);
  const path = new URL(req.url, 'http://x').pathname;
  if (path.endsWith('/ware-engine/apps/app-x')) return ok({ id: 'app-x', name: '示例应用', type: 'FORM', views: [] });
  if (path.endsWith('/app/app-x/form')) return ok([{ id: 'form-x', name: '示例表单', script: SCRIPT, fieldStates: OWN }]);
  if (path.endsWith('/my-permissions')) return ok([sees('radio_kind'), sees('input_company'), sees('input_note')]);
  if (path.endsWith('/ware-engine-form/form-field-configs')) {
    return configs === 'fail' ? Promise.resolve({ statusCode: 500, data: { code: 500, message: '服务器繁忙' } }) : ok(configs);
  }
  if (path.endsWith('/form-data/r1/detail')) {
    return ok({ id: 'r1', code: 'X-0001', data: { radio_kind: 'p', input_company: '某公司', input_note: '三楼' }, creater: { id: '1', name: '张成员' }, updater: { id: '1', name: '张成员' } });
  }
  return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
}

const page = pageHost('/pagesB/view/detail');
const shownLabels = () => screen.queryAllByTestId('detail-line').map((l) => l.textContent ?? '');

beforeEach(() => {
  page.open();
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  seen = [];
  harness.handler = platform;
  harness.query = { appId: 'app-x', formId: 'form-x', dataId: 'r1' };
});
afterEach(() => {
  page.close();
  jest.restoreAllMocks();
});

async function open() {
  await page.mount(<Detail />);
  await waitFor(() => expect(shownLabels().some((l) => l.includes('个人'))).toBe(true));
  return shownLabels();
}

it('a field the list hides for this record is not shown; one the form hid is shown when the list names it without a condition', async () => {
  configs = [
    { key: 'input_note', name: '备注', fieldLinkage: [{ key: 'radio_kind', conds: ['c'] }] },
    { key: 'input_company', name: '企业名称', fieldLinkage: [] },
  ];
  const lines = await open();
  expect(lines.some((l) => l.includes('某公司'))).toBe(true);
  expect(lines.some((l) => l.includes('备注'))).toBe(false);
  const asked = seen.filter((url) => url.includes('/ware-engine-form/form-field-configs')).map((url) => new URL(url, 'http://x').search);
  expect(asked).toEqual(['?formId=form-x&isV1=false']);
});

it('a failed list leaves the form’s own settings', async () => {
  configs = 'fail';
  const lines = await open();
  expect(lines.some((l) => l.includes('备注'))).toBe(true);
  expect(lines.some((l) => l.includes('某公司'))).toBe(false);
});
