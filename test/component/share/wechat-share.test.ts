/**
 * H5 inside WeChat: the loader loads the JS-SDK package (a double here), signs the page and configures the permitted
 * list, then the share data is set; a failed signing logs and resolves false; outside WeChat nothing loads.
 */
import { JSSDK_API_LIST } from '../../../src/domain/share/jssdk';

const mockSdk = {
  config: jest.fn(),
  ready: jest.fn(),
  error: jest.fn(),
  updateAppMessageShareData: jest.fn(),
  updateTimelineShareData: jest.fn(),
};
const mockSign = jest.fn();
// jest hoists these above the imports.
jest.mock('weixin-js-sdk', () => ({ __esModule: true, default: mockSdk }));
jest.mock('../../../src/api/share', () => ({ paymentSign: (url: string) => mockSign(url) }));

const DATA = { title: '公开报名', desc: '', link: 'http://h/?Appid=a&code=index', imgUrl: '' };
const realUa = navigator.userAgent;

function setUa(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

/** A fresh module (the loader keeps its configuration per address) with the SDK answering `outcome`. */
function load(outcome: 'ready' | 'error'): (data: typeof DATA) => Promise<boolean> {
  mockSdk.ready.mockImplementation((cb: () => void) => outcome === 'ready' && setTimeout(cb, 0));
  mockSdk.error.mockImplementation((cb: (e: unknown) => void) => outcome === 'error' && setTimeout(() => cb({ errMsg: 'config:fail' }), 0));
  let setup: (data: typeof DATA) => Promise<boolean> = async () => false;
  jest.isolateModules(() => {
    setup = (jest.requireActual('../../../src/features/share/wechat-share.h5') as { setupWechatShare: typeof setup }).setupWechatShare;
  });
  return setup;
}

afterEach(() => {
  setUa(realUa);
  jest.clearAllMocks();
});

describe('setupWechatShare (H5)', () => {
  it('outside WeChat does nothing', async () => {
    await expect(load('ready')(DATA)).resolves.toBe(false);
    expect(mockSign).not.toHaveBeenCalled();
    expect(mockSdk.config).not.toHaveBeenCalled();
  });

  it('signs the page without its hash, configures the permitted list and sets the share data', async () => {
    setUa('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0');
    mockSign.mockResolvedValue({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
    await expect(load('ready')(DATA)).resolves.toBe(true);
    expect(mockSign).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(mockSdk.config).toHaveBeenCalledWith({ debug: false, appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: [...JSSDK_API_LIST] });
    expect(mockSdk.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining(DATA));
    expect(mockSdk.updateTimelineShareData).toHaveBeenCalledWith(expect.objectContaining({ title: DATA.title, link: DATA.link, imgUrl: '' }));
  });

  it('a failed signing logs and resolves false', async () => {
    setUa('Mozilla/5.0 MicroMessenger/8.0');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSign.mockRejectedValue(new Error('500'));
    await expect(load('ready')(DATA)).resolves.toBe(false);
    expect(log).toHaveBeenCalled();
    expect(mockSdk.config).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('a refused config resolves false', async () => {
    setUa('Mozilla/5.0 MicroMessenger/8.0');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSign.mockResolvedValue({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
    await expect(load('error')(DATA)).resolves.toBe(false);
    expect(mockSdk.updateAppMessageShareData).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
