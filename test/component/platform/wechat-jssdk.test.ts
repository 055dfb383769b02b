/**
 * H5 in WeChat's browser: the location control's position and the photo pickers go through the JS-SDK the share
 * feature provides (a double here): getLocation for the position, chooseImage + getLocalImgData for photos, which
 * become files for the usual upload. Outside WeChat the SDK is never asked for.
 */
import { IMAGE_CHOOSE_COUNT } from '../../../src/domain/constants';
import { wechatPosition } from '../../../src/platform/location-wechat.h5';
import { chooseWechatImages, imageFileOf } from '../../../src/platform/wechat-images.h5';
import { provideWechatJsSdk, type WechatJsSdk } from '../../../src/platform/wechat-jssdk.h5';

/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const realUa = navigator.userAgent;
const setUa = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

const sdk = {
  getLocation: jest.fn(),
  chooseImage: jest.fn(),
  getLocalImgData: jest.fn(),
};
const loader = jest.fn(() => Promise.resolve(sdk as unknown as WechatJsSdk));

beforeAll(() => provideWechatJsSdk(loader));
afterEach(() => {
  setUa(realUa);
  jest.clearAllMocks();
});

describe('outside WeChat', () => {
  it('neither the position nor photos ask for the SDK', async () => {
    await expect(wechatPosition()).resolves.toBeNull();
    await expect(chooseWechatImages(3)).resolves.toBeNull();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('in WeChat’s browser', () => {
  beforeEach(() => setUa('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.47'));

  it('the position is WeChat’s, in WGS84', async () => {
    sdk.getLocation.mockImplementation((o: { success: (r: unknown) => void }) => o.success({ latitude: 30.275, longitude: '120.13' }));
    await expect(wechatPosition()).resolves.toEqual({ latitude: 30.275, longitude: 120.13 });
    expect(sdk.getLocation).toHaveBeenCalledWith(expect.objectContaining({ type: 'wgs84' }));
  });

  it('a cancelled position rejects with a cancel the location control reads as the person’s answer', async () => {
    sdk.getLocation.mockImplementation((o: { cancel: () => void }) => o.cancel());
    await expect(wechatPosition()).rejects.toEqual({ errMsg: 'getLocation:cancel' });
  });

  it('an SDK that cannot be configured leaves both to the browser', async () => {
    loader.mockResolvedValueOnce(null as unknown as WechatJsSdk).mockResolvedValueOnce(null as unknown as WechatJsSdk);
    await expect(wechatPosition()).resolves.toBeNull();
    await expect(chooseWechatImages(1)).resolves.toBeNull();
  });

  it('photos are picked (at most the album’s 9) and read into files', async () => {
    sdk.chooseImage.mockImplementation((o: { success: (r: unknown) => void }) => o.success({ localIds: ['wxLocalResource://1', 'wxLocalResource://2'] }));
    sdk.getLocalImgData.mockImplementation((o: { localId: string; success: (r: unknown) => void }) =>
      o.success({ localData: o.localId.endsWith('1') ? PNG_BASE64 : `data:image/jpeg;base64,${btoa('jpeg bytes')}` }),
    );
    const files = (await chooseWechatImages(52))!;
    expect(sdk.chooseImage).toHaveBeenCalledWith(expect.objectContaining({ count: IMAGE_CHOOSE_COUNT, sizeType: ['compressed'] }));
    expect(files.map((f) => [f.type, f.name.split('.').pop()])).toEqual([
      ['image/png', 'png'],
      ['image/jpeg', 'jpg'],
    ]);
    expect(files[1]!.size).toBe('jpeg bytes'.length);
  });

  it('a cancelled picker picks nothing', async () => {
    sdk.chooseImage.mockImplementation((o: { cancel: () => void }) => o.cancel());
    await expect(chooseWechatImages(1)).resolves.toEqual([]);
    expect(sdk.getLocalImgData).not.toHaveBeenCalled();
  });
});

it('getLocalImgData’s answer becomes a file whether bare base64 (Android) or a data URL with line breaks (iOS)', () => {
  const bare = imageFileOf(PNG_BASE64, 'a');
  const wrapped = imageFileOf(`data:image/png;base64,${PNG_BASE64.slice(0, 20)}\n${PNG_BASE64.slice(20)}`, 'b');
  expect([bare.type, bare.name, bare.size]).toEqual(['image/png', 'a.png', atob(PNG_BASE64).length]);
  expect([wrapped.type, wrapped.size]).toEqual(['image/png', atob(PNG_BASE64).length]);
});
