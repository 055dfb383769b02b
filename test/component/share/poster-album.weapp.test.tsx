/**
 * The mini program's QR poster (PosterCanvas.tsx, not the H5 image): painted on its type="2d" canvas at the device's
 * pixel ratio and shown as the picture exported from it, an image WeChat's long press offers to save (issue 42 item 7:
 * a canvas offers nothing); 保存到相册 writes that picture to the photo album; a refused album explains itself and
 * opens the settings when the user agrees; a closed sheet is no failure; another failure says so in Chinese.
 */
import Taro from '@tarojs/taro';
import { screen, waitFor } from '@testing-library/react';

import { mount, press } from '../support/screen';

const mockCanvas = {
  width: 0,
  height: 0,
  scaled: [] as number[],
  rects: 0,
  getContext: () => mockCanvas.ctx,
  ctx: null as unknown,
};
const mockAlbum = { failure: null as null | { errMsg: string } };
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual<typeof import('../support/taro')>('../support/taro').taroFactory();
  const extra = {
    getWindowInfo: () => ({ pixelRatio: 3 }),
    nextTick: (cb: () => void) => cb(),
    createSelectorQuery: () => ({
      select: () => ({ fields: () => ({ exec: (cb: (res: unknown[]) => void) => cb([{ node: mockCanvas }]) }) }),
    }),
    canvasToTempFilePath: jest.fn(() =>
      Promise.resolve({ tempFilePath: 'wxfile://tmp/poster.png', errMsg: 'canvasToTempFilePath:ok' }),
    ),
    saveImageToPhotosAlbum: jest.fn(() =>
      mockAlbum.failure ? Promise.reject(mockAlbum.failure) : Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' }),
    ),
    openSetting: jest.fn(() => Promise.resolve({ authSetting: {}, errMsg: 'openSetting:ok' })),
  };
  return { ...taro, ...extra, default: { ...taro.default, ...extra } };
});

const { PosterCanvas } = jest.requireActual<typeof import('../../../src/features/share/PosterCanvas')>(
  '../../../src/features/share/PosterCanvas.tsx',
);
const { harness } = jest.requireActual<typeof import('../support/taro')>('../support/taro');

const CALLS = ['saveImageToPhotosAlbum', 'openSetting', 'showModal', 'showToast', 'canvasToTempFilePath'] as const;
const taro = Taro as unknown as Record<(typeof CALLS)[number], jest.Mock>;

beforeEach(() => {
  Object.assign(mockCanvas, { width: 0, height: 0, scaled: [], rects: 0 });
  mockCanvas.ctx = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    scale: (x: number) => mockCanvas.scaled.push(x),
    fillRect: () => void (mockCanvas.rects += 1),
    fillText: () => undefined,
  };
  mockAlbum.failure = null;
  harness.modalConfirm = true;
  for (const call of CALLS) taro[call].mockClear();
});

async function saveButton() {
  await mount(
    <PosterCanvas
      canvasId="poster"
      link="https://m.example.com/?Appid=app-open&code=index"
      title="公开报名"
      subtitle="Ware"
    />,
  );
  const button = await screen.findByRole('button', { name: '保存到相册' });
  await screen.findByTestId('poster');
  return button;
}

describe('the mini program poster', () => {
  it('paints at the device pixel ratio: a 300-pixel-wide poster is a 900-pixel canvas on a 3× screen', async () => {
    await saveButton();
    expect(mockCanvas.width).toBe(900);
    expect(mockCanvas.scaled).toEqual([3]);
    expect(mockCanvas.rects).toBeGreaterThan(100);
  });

  it('shows the exported picture as an image a long press saves, not the canvas', async () => {
    await saveButton();
    expect(taro.canvasToTempFilePath.mock.calls).toEqual([[{ canvas: mockCanvas }]]);
    const poster = screen.getByTestId('poster');
    expect(poster.tagName.toLowerCase()).toBe('taro-image-core');
    expect(poster.getAttribute('src')).toBe('wxfile://tmp/poster.png');
    expect((poster as unknown as { showMenuByLongpress?: boolean }).showMenuByLongpress ?? poster.getAttribute('show-menu-by-longpress')).toBeTruthy();
    expect(screen.getByText('长按图片可发送给朋友或保存')).toBeTruthy();
  });

  it('保存到相册 saves the canvas picture to the album', async () => {
    await press(await saveButton());
    await waitFor(() =>
      expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/poster.png' }),
    );
    await waitFor(() =>
      expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存到相册' })),
    );
    expect(taro.openSetting).not.toHaveBeenCalled();
  });

  it('a refused album explains itself and opens the settings when the user agrees', async () => {
    mockAlbum.failure = { errMsg: 'saveImageToPhotosAlbum:fail auth deny' };
    await press(await saveButton());
    await waitFor(() => expect(taro.openSetting).toHaveBeenCalled());
    expect(taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '无法保存到相册', confirmText: '去设置' }),
    );
  });

  it('declining the settings leaves them closed; a closed sheet says nothing; another failure says so', async () => {
    mockAlbum.failure = { errMsg: 'saveImageToPhotosAlbum:fail auth denied' };
    harness.modalConfirm = false;
    await press(await saveButton());
    await waitFor(() => expect(taro.showModal).toHaveBeenCalled());
    expect(taro.openSetting).not.toHaveBeenCalled();

    mockAlbum.failure = { errMsg: 'saveImageToPhotosAlbum:fail cancel' };
    taro.showModal.mockClear();
    await press(await screen.findByRole('button', { name: '保存到相册' }));
    await waitFor(() => expect(taro.saveImageToPhotosAlbum).toHaveBeenCalledTimes(2));
    expect(taro.showModal).not.toHaveBeenCalled();
    expect(taro.showToast).not.toHaveBeenCalled();

    mockAlbum.failure = { errMsg: 'saveImageToPhotosAlbum:fail file not exists' };
    await press(await screen.findByRole('button', { name: '保存到相册' }));
    await waitFor(() =>
      expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '保存失败，请重试' })),
    );
  });
});
