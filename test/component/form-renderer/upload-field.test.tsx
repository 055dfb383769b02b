/**
 * The upload control as a record shown in task mode reads it (issue 42 item 4, the approval page): pictures stored by
 * file id only are shown too (through the download call), a thumbnail opens the image viewer on it with the field's
 * other images, and an attachment shows its name with its size.
 */
import Taro from '@tarojs/taro';
import { screen, waitFor } from '@testing-library/react';

import { UploadField } from '../../../src/features/form-renderer';
import { mount, press } from '../support/screen';

jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const previewImage = jest.fn(() => Promise.resolve({ errMsg: 'previewImage:ok' }));
  return { ...taro, previewImage, default: { ...taro.default, previewImage } };
});

const preview = (Taro as unknown as { previewImage: jest.Mock }).previewImage;

describe('UploadField, read-only', () => {
  it('shows pictures stored by id, and a thumbnail opens the viewer on it with the others', async () => {
    await mount(
      <UploadField id="photos" label="现场照片" kind="image" disabled limit={9} onChange={() => undefined} value={[{ fileId: 'f1', name: '客户大楼.png' }, { fileId: 'f2', name: '洽谈现场.png', url: 'https://h/b.png' }]} />,
    );
    const second = await screen.findByRole('button', { name: '查看图片 2/2' });
    expect(screen.getAllByTestId('upload-thumb')).toHaveLength(2);
    await press(second);
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1));
    const { urls, current } = preview.mock.calls[0]![0] as { urls: string[]; current: string };
    expect(urls[0]).toMatch(/\/file\/fileoperation\/download\?fileId=f1&isDownload=0$/);
    expect(current).toBe('https://h/b.png');
  });

  it('shows an attachment by its name and size', async () => {
    await mount(<UploadField id="files" label="附件" kind="file" disabled limit={5} onChange={() => undefined} value={[{ fileId: 'f3', name: '说明.txt', url: 'https://h/c.txt', size: 2150 }]} />);
    expect((await screen.findByTestId('upload-file')).textContent).toBe('说明.txt 2.1 KB');
  });
});
