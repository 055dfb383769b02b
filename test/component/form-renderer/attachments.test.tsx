/**
 * Where a form's uploads go (calls-and-errors.md §7 Storage): a file control's attachment keeps its name, at
 * saveReturnId?isNamed=1 signed in and at unLogin/saveFile (naming the form) for an anonymous visitor (spec §1); an
 * image control, and any upload outside a form, at preUpload.
 */
import { screen, waitFor } from '@testing-library/react';

import { UploadField } from '../../../src/features/form-renderer';
import { RelationContext } from '../../../src/features/form-renderer/relations/context';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());

const sent: string[] = [];
jest.mock('../../../src/platform/upload', () => ({
  ...jest.requireActual<object>('../../../src/platform/upload'),
  chooseFiles: jest.fn(() => Promise.resolve([{ path: 'blob:1', name: '合同.pdf' }])),
  chooseImages: jest.fn(() => Promise.resolve([{ path: 'blob:2', name: 'a.png' }])),
}));
jest.mock('../../../src/platform/upload-file', () => ({
  uploadFile: jest.fn(({ url }: { url: string }) => {
    sent.push(url.replace(/^.*?\/storage\//, '/storage/'));
    return Promise.resolve({ status: 200, data: JSON.stringify({ code: 0, data: { fileId: 'f1', name: '合同.pdf', url: 'http://x/f1' } }) });
  }),
}));

const FORM = { form: { appId: 'app-1', formId: 'form-1', appType: null, dataId: null }, linkStatus: {} };

async function upload(kind: 'file' | 'image', inForm: boolean) {
  const field = <UploadField id="u" label="附件" kind={kind} value={[]} disabled={false} limit={5} onChange={() => undefined} />;
  await mount(inForm ? <RelationContext.Provider value={FORM}>{field}</RelationContext.Provider> : field);
  await press(screen.getByRole('button', { name: kind === 'file' ? '附件 添加附件' : '附件 添加图片' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0];
}

beforeEach(() => {
  resetClient();
  sent.length = 0;
});

it.each([
  { name: 'signed in, a file control', signedIn: true, kind: 'file', inForm: true, path: '/storage/fileStorage/saveReturnId?isNamed=1' },
  { name: 'anonymous, a file control', signedIn: false, kind: 'file', inForm: true, path: '/storage/fileStorage/unLogin/saveFile?appId=app-1&formId=form-1' },
  { name: 'signed in, an image control', signedIn: true, kind: 'image', inForm: true, path: '/storage/fileStorage/preUpload' },
  { name: 'signed in, outside a form', signedIn: true, kind: 'file', inForm: false, path: '/storage/fileStorage/preUpload' },
  { name: 'anonymous, an image control', signedIn: false, kind: 'image', inForm: true, path: '/storage/fileStorage/unLogin/preUpload' },
] as const)('$name: $path', async ({ signedIn, kind, inForm, path }) => {
  if (signedIn) useSession.getState().setTokens({ accessToken: 'at-1', idToken: 'x.eyJzdWIiOiIxMDAwMyIsInRpZCI6IjEwMDEifQ.x', refreshToken: 'rt-1' });
  expect(await upload(kind, inForm)).toBe(path);
});
