import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { UploadField, type StoredFile } from '../../../src/features/form-renderer/UploadField';
import { useSession } from '../../../src/stores/session';
import { resetClient } from '../support/client-reset';
import { mount, press } from '../support/screen';

jest.mock('@tarojs/taro', () => jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory());
const mockPicked = { name: 'dot.png', path: 'blob:picked', blob: new Blob(['x']), size: 1 };
jest.mock('../../../src/platform/upload', () => ({
  ...jest.requireActual<object>('../../../src/platform/upload'),
  chooseImages: jest.fn(async () => [mockPicked]),
}));
/** No network: the sender fails as wx.uploadFile and XMLHttpRequest do without one. */
jest.mock('../../../src/platform/upload-file', () => ({
  uploadFile: jest.fn(async () => {
    throw new (jest.requireActual<typeof import('../../../src/platform/local-file')>('../../../src/platform/local-file').UploadNetworkError)('上传失败');
  }),
}));
const mockKept: string[] = [];
jest.mock('../../../src/platform/keep-file', () => ({
  keepFile: async () => (mockKept.push('wareFile:1'), 'wareFile:1'),
  keptFileUrl: async () => 'blob:kept',
}));

let value: StoredFile[] = [];
function Field() {
  const [files, setFiles] = useState<StoredFile[]>([]);
  return (
    <UploadField
      id="f"
      label="现场照片"
      kind="image"
      value={files}
      disabled={false}
      limit={9}
      onChange={(v) => {
        value = v;
        setFiles(v);
      }}
    />
  );
}

beforeEach(() => {
  resetClient();
  value = [];
  mockKept.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

it('signed in, a picture the network could not take is kept on the device and shown as 待上传, as a stand-in in the value', async () => {
  useSession.setState({ token: 'Bearer t', userId: '10003', tenantId: '1001' });
  await mount(<Field />);
  await press(screen.getByLabelText('现场照片 添加图片'));
  await screen.findByText('待上传');
  expect(mockKept).toEqual(['wareFile:1']);
  expect(value).toEqual([{ fileId: 'outbox:wareFile:1', name: 'dot.png', url: 'blob:kept', kept: 'wareFile:1' }]);
});

it('signed out nothing can be queued: the upload fails as before and nothing is kept', async () => {
  await mount(<Field />);
  await press(screen.getByLabelText('现场照片 添加图片'));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('上传失败，请重试'));
  expect(mockKept).toEqual([]);
  expect(value).toEqual([]);
});
