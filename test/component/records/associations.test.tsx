/**
 * 关联数据 on a newer-engine record's detail (features/records/detail/AssociationsSection): the rows of each
 * association, each opening its record; 添加关联 lists the associated form's records (form-data query) and links the
 * one picked (dataSave); 移除 asks once more, then deletes; without edit rights neither is offered; a form with no
 * association shows no section.
 */
import Taro from '@tarojs/taro';
import { screen, waitFor } from '@testing-library/react';

import { ASSOCIATION_TEXT, AssociationsSection } from '../../../src/features/records/detail/AssociationsSection';
import { useSession } from '../../../src/stores/session';
import { readUnsavedLinks, writeUnsavedLinks } from '../../../src/stores/unsaved-links';
import { resetClient } from '../support/client-reset';
import { idle, mount, press } from '../support/screen';
import { harness, type FakeRequest } from '../support/taro';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const ok = (data: unknown) => Promise.resolve({ statusCode: 200, data: { code: 0, message: 'success', data } });
const ASSOC = { id: 'assoc-1', name: '关联登记', appId: 'app-t', formId: 'form-t', associatedAppId: 'app-q', associatedFormId: 'form-q', associatedFormName: '登记表' };
const register = (id: string, code: string, subject: string) => ({ id, code, appId: 'app-q', formId: 'form-q', data: { input_subject: subject }, content: { input_subject: subject } });

/** The server as the section sees it: the association's links held in `links`; `calls` keeps each call made. */
function server(associations = [ASSOC]) {
  const links = new Map<string, string>([['link-1', 'q1']]);
  const records = { q1: register('q1', 'Q-0001', '访客登记'), q2: register('q2', 'Q-0002', '设备借用') };
  const calls: string[] = [];
  harness.handler = (req: FakeRequest) => {
    const path = new URL(req.url, 'http://x').pathname.replace(/^.*?\/bigtable\//, '/bigtable/');
    calls.push(`${req.method ?? 'GET'} ${path}`);
    if (path === '/bigtable/form-association/query') return ok(associations);
    if (path === '/bigtable/form-association/data') {
      const rows = [...links].map(([link, id]) => ({ formAssociationId: link, data: records[id as keyof typeof records] }));
      return ok({ formAssociationDataMap: { [ASSOC.id]: rows } });
    }
    if (path === '/bigtable/application/app-q/form/form-q/form-data/query') return ok({ content: Object.values(records), totalElements: 2 });
    if (path === '/bigtable/form-association/dataSave') {
      for (const id of (req.data as { associatedDataIds: string[] }).associatedDataIds) links.set(`link-${id}`, id);
      return ok([]);
    }
    if (path === '/bigtable/form-association/delete') {
      links.delete((req.data as { id: string }).id);
      return ok(null);
    }
    return Promise.resolve({ statusCode: 404, data: { code: 404, message: 'API接口不存在', data: null } });
  };
  return calls;
}

const rows = () => screen.queryAllByTestId('associated-row').map((r) => r.textContent);

beforeEach(() => {
  resetClient();
  useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
});

it('lists the rows, opens one, adds a picked record and removes a row after asking', async () => {
  const calls = server();
  await mount(<AssociationsSection appId="app-t" formId="form-t" dataId="t1" canEdit />);
  await screen.findByText(ASSOCIATION_TEXT.title);
  expect(screen.getByText('关联登记')).toBeTruthy();
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('访客登记')]));

  await press(screen.getByText('访客登记'));
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pagesB/view/detail?appId=app-q&formId=form-q&dataId=q1' });

  await press(screen.getByText(ASSOCIATION_TEXT.add));
  await screen.findAllByTestId('association-option');
  // The record already linked is marked, not offered again.
  expect(screen.getAllByTestId('association-option')[0]!.textContent).toContain(ASSOCIATION_TEXT.linked);
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.addOne} Q-0002`));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('访客登记'), expect.stringContaining('设备借用')]));
  expect(calls).toContain('POST /bigtable/form-association/dataSave');

  harness.modalConfirm = false;
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.remove} 访客登记`));
  await idle();
  expect(Taro.showModal).toHaveBeenCalledWith({ title: ASSOCIATION_TEXT.removeTitle, content: ASSOCIATION_TEXT.removeConfirm });
  expect(calls).not.toContain('POST /bigtable/form-association/delete');
  harness.modalConfirm = true;
  await press(screen.getByLabelText(`${ASSOCIATION_TEXT.remove} 访客登记`));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('设备借用')]));
});

it('offers neither adding nor removing without edit rights', async () => {
  server();
  await mount(<AssociationsSection appId="app-t" formId="form-t" dataId="t1" canEdit={false} />);
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.queryByText(ASSOCIATION_TEXT.add)).toBeNull();
  expect(screen.queryByText(ASSOCIATION_TEXT.remove)).toBeNull();
});

it('shows nothing for a form without associations, and asks for no rows', async () => {
  const calls = server([]);
  await mount(<AssociationsSection appId="app-t" formId="form-t" dataId="t1" canEdit />);
  await idle();
  expect(screen.queryByText(ASSOCIATION_TEXT.title)).toBeNull();
  expect(calls).toEqual(['GET /bigtable/form-association/query']);
});

it('offers 重新保存 for the rows a form chose that were not saved after its submit, then drops the notice', async () => {
  const calls = server();
  useSession.setState({ userId: '10003' });
  const key = { userId: '10003', appId: 'app-t', formId: 'form-t', dataId: 't1' };
  writeUnsavedLinks(key, { add: { [ASSOC.id]: [{ id: 'q2', label: 'Q-0002' }] }, drop: [] });
  await mount(<AssociationsSection appId="app-t" formId="form-t" dataId="t1" canEdit />);
  const notice = await screen.findByTestId('unsaved-links');
  expect(notice.textContent).toContain(ASSOCIATION_TEXT.unsaved.replace('{x}', 'Q-0002'));
  await press(screen.getByText(ASSOCIATION_TEXT.retry));
  await waitFor(() => expect(rows()).toEqual([expect.stringContaining('访客登记'), expect.stringContaining('设备借用')]));
  expect(calls).toContain('POST /bigtable/form-association/dataSave');
  expect(screen.queryByTestId('unsaved-links')).toBeNull();
  expect(readUnsavedLinks(key)).toBeNull();
});

it('放弃 gives the unsaved rows up without a call', async () => {
  const calls = server();
  useSession.setState({ userId: '10003' });
  const key = { userId: '10003', appId: 'app-t', formId: 'form-t', dataId: 't1' };
  writeUnsavedLinks(key, { add: {}, drop: [{ id: 'link-1', label: '访客登记' }] });
  await mount(<AssociationsSection appId="app-t" formId="form-t" dataId="t1" canEdit />);
  await press(await screen.findByText(ASSOCIATION_TEXT.discard));
  expect(screen.queryByTestId('unsaved-links')).toBeNull();
  expect(readUnsavedLinks(key)).toBeNull();
  expect(calls).not.toContain('POST /bigtable/form-association/delete');
});
