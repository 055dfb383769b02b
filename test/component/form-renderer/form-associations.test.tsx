/**
 * 关联数据 while filling a form (features/form/FormAssociations, FormFilling): records of the associated form are
 * picked (添加关联, the record picker) and removed (移除) on the form, kept in its local copy (a reload brings them
 * back), and saved with dataSave once the submit gives the record its id; an edit lists the saved rows and removes
 * one on 保存. An association save that fails after the submit keeps the choices for the record and says so.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { ASSOCIATION_TEXT, linkLabels } from '../../../src/domain/records/link-changes';
import { FORM_PAGE_TEXT } from '../../../src/features/form/form-loader';
import FormInfo from '../../../src/features/form/FormInfoScreen';
import { useSession } from '../../../src/stores/session';
import { readUnsavedLinks } from '../../../src/stores/unsaved-links';
import { resetClient } from '../support/client-reset';
import { pageHost } from '../support/page-host';
import { idle, press } from '../support/screen';
import { answer, harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
jest.mock('../../../src/platform/durable-storage', () => jest.requireActual<typeof import('../support/outbox-device')>('../support/outbox-device').durableInMemory);

const FORM = {
  id: 'form-t',
  name: '工单',
  script: { list: [{ key: 'input_title', type: 'input', name: '标题', options: { defaultValue: null }, rules: [] }] },
  fieldStates: [],
};
const ASSOC = { id: 'assoc-1', name: '关联登记', appId: 'app-t', formId: 'form-t', associatedAppId: 'app-q', associatedFormId: 'form-q', associatedFormName: '登记表' };
const register = (id: string, code: string, subject: string) => ({ id, code, data: { input_subject: subject }, content: { input_subject: subject } });
const op = (businessKey: string) => ({ type: 'form-operation-permission', businessKey, formId: 'form-t' });

let seen: FakeRequest[] = [];
let failSaves = false;
function fakeServer(req: FakeRequest) {
  seen.push(req);
  const path = new URL(req.url, 'http://x').pathname.replace(/^.*?\/(bigtable|ware-engine)\//, '/$1/');
  const ok = (data: unknown) => answer(200, { code: 0, message: 'ok', data });
  if (path === '/ware-engine/apps/app-t') return ok({ id: 'app-t', name: '工单', type: 'FORM' });
  if (path === '/bigtable/form') return ok({ appId: 'app-t', ...FORM });
  if (path === '/bigtable/app/app-t/form') return ok([FORM]);
  if (path === '/ware-engine/apps/app-t/my-permissions') return ok([{ type: 'form-field-permission', businessKey: 'input_title', formId: 'form-t' }, op('create'), op('edit')]);
  if (path === '/bigtable/form-association/query') return ok([ASSOC]);
  if (path === '/bigtable/form-association/page') return ok({ content: [register('q1', 'Q-0001', '访客登记'), register('q2', 'Q-0002', '设备借用')], totalElements: 2 });
  if (path === '/bigtable/form-association/data') return ok({ formAssociationDataMap: { [ASSOC.id]: [{ formAssociationId: 'link-1', data: register('q1', 'Q-0001', '访客登记') }] } });
  if (path === '/bigtable/form-association/dataSave' || path === '/bigtable/form-association/delete') {
    return failSaves ? answer(500, { code: 500, message: '服务器繁忙' }) : ok([]);
  }
  if (path.endsWith('/form/form-t/form-data/data-9')) return ok({ id: 'data-9', content: { input_title: '旧标题' } });
  if (path.endsWith('/form/form-t/form-data') && req.method === 'POST') return ok({ id: 'data-1', code: 'T-0001' });
  return answer(404, { code: 404, message: 'API接口不存在' });
}
const posted = (suffix: string) => seen.filter((r) => r.method === 'POST' && new URL(r.url, 'http://x').pathname.endsWith(suffix)).map((r) => {
    // The request layer adds the organisation (tid) to every body: not what this screen sends.
    const { tid: _tid, ...data } = r.data as Record<string, unknown>;
    return data;
  });
const rows = () => screen.queryAllByTestId('form-association-row').map((r) => r.textContent);

const page = pageHost('/pagesB/view/search/formInfo');
async function open() {
  page.open();
  const view = await page.mount(<FormInfo />);
  await screen.findByTestId('form-associations');
  return view;
}
const pick = async (code: string) => {
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.add} ${ASSOC.name}`));
  await press(await screen.findByRole('option', { name: code }));
  await press(screen.getByText('完成'));
};

beforeEach(() => {
  resetClient();
  seen = [];
  failSaves = false;
  harness.handler = fakeServer;
  harness.query = { appId: 'app-t', formId: 'form-t' };
  useSession.setState({ token: 'Bearer t', userId: '10003', tenantId: '1001' });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  page.close();
});

it('a pick is kept through a reload, removed with 移除, and saved with dataSave once the submit gives the record its id', async () => {
  const first = await open();
  expect(screen.getByText(ASSOCIATION_TEXT.onSubmit)).toBeTruthy();
  expect(screen.getByText(ASSOCIATION_TEXT.none)).toBeTruthy();
  await pick('Q-0001');
  await pick('Q-0002');
  expect(rows()).toEqual([expect.stringContaining('Q-0001'), expect.stringContaining('Q-0002')]);
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.remove} Q-0001`));
  expect(rows()).toEqual([`Q-0002（${ASSOCIATION_TEXT.pending}）${ASSOCIATION_TEXT.remove}`]);
  // Nothing is linked before the record exists.
  expect(posted('/form-association/dataSave')).toEqual([]);

  // A reload: the pick comes back from the local copy, like typed input.
  first.unmount();
  page.close();
  await open();
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('Q-0002')]));

  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.submit));
  await waitFor(() => expect(harness.mocks.redirectTo).toHaveBeenCalled());
  expect(posted('/form-association/dataSave')).toEqual([{ formAssociationId: 'assoc-1', dataId: 'data-1', associatedDataIds: ['q2'] }]);
  expect(harness.mocks.showModal).not.toHaveBeenCalled();
  expect(readUnsavedLinks({ userId: '10003', appId: 'app-t', formId: 'form-t', dataId: 'data-1' })).toBeNull();
});

it('an association save that fails after the submit keeps the choices for the record and says so', async () => {
  failSaves = true;
  await open();
  await pick('Q-0002');
  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.submit));
  await waitFor(() => expect(harness.mocks.redirectTo).toHaveBeenCalled());
  expect(harness.mocks.showModal).toHaveBeenCalledWith({
    title: ASSOCIATION_TEXT.saveFailedTitle,
    content: ASSOCIATION_TEXT.saveFailed.replace('{x}', 'Q-0002'),
    showCancel: false,
  });
  const kept = readUnsavedLinks({ userId: '10003', appId: 'app-t', formId: 'form-t', dataId: 'data-1' });
  expect(kept && linkLabels(kept)).toEqual(['Q-0002']);
});

it('an edit lists the saved rows; a removed row and a new pick are saved with 保存', async () => {
  harness.query = { appId: 'app-t', formId: 'form-t', dataId: 'data-9' };
  await open();
  expect(screen.getByText(ASSOCIATION_TEXT.onSave)).toBeTruthy();
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('访客登记')]));
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.remove} 访客登记`));
  await pick('Q-0002');
  expect(rows()).toEqual([expect.stringContaining('Q-0002')]);
  expect(posted('/form-association/delete')).toEqual([]);

  fireEvent.click(screen.getByText(FORM_PAGE_TEXT.save));
  await waitFor(() => expect(posted('/form-association/delete')).toEqual([{ id: 'link-1' }]));
  expect(posted('/form-association/dataSave')).toEqual([{ formAssociationId: 'assoc-1', dataId: 'data-9', associatedDataIds: ['q2'] }]);
  await idle();
});
