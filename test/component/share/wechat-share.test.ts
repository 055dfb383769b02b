/** H5 inside WeChat: JS-SDK signing with the permitted list; a failed signing logs and resolves false. */
import { paymentSign } from '../../../src/api/share';
import { JSSDK_API_LIST } from '../../../src/domain/share/jssdk';
import { setupWechatShare } from '../../../src/features/share/wechat-share';

// jest hoists this above the imports.
jest.mock('../../../src/api/share', () => ({ paymentSign: jest.fn() }));

const sign = paymentSign as jest.MockedFunction<typeof paymentSign>;
const DATA = { title: '公开报名', desc: '', link: 'http://h/?Appid=a&code=index', imgUrl: '' };
const realUa = navigator.userAgent;

function setUa(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function fakeWx(outcome: 'ready' | 'error') {
  const wx = {
    config: jest.fn(),
    ready: jest.fn((cb: () => void) => outcome === 'ready' && setTimeout(cb, 0)),
    error: jest.fn((cb: (e: unknown) => void) => outcome === 'error' && setTimeout(() => cb({ errMsg: 'config:fail' }), 0)),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  };
  (window as unknown as { wx?: unknown }).wx = wx;
  return wx;
}

afterEach(() => {
  setUa(realUa);
  delete (window as unknown as { wx?: unknown }).wx;
  sign.mockReset();
});

describe('setupWechatShare (H5)', () => {
  it('outside WeChat does nothing', async () => {
    fakeWx('ready');
    await expect(setupWechatShare(DATA)).resolves.toBe(false);
    expect(sign).not.toHaveBeenCalled();
  });

  it('signs the page without its hash, configures the permitted list and sets the share data', async () => {
    setUa('Mozilla/5.0 MicroMessenger/8.0');
    const wx = fakeWx('ready');
    sign.mockResolvedValue({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
    await expect(setupWechatShare(DATA)).resolves.toBe(true);
    expect(sign).toHaveBeenCalledWith(window.location.href.split('#')[0]);
    expect(wx.config).toHaveBeenCalledWith({ debug: false, appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's', jsApiList: [...JSSDK_API_LIST] });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(DATA);
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({ title: DATA.title, link: DATA.link, imgUrl: '' });
  });

  it('a failed signing logs and resolves false', async () => {
    setUa('Mozilla/5.0 MicroMessenger/8.0');
    const wx = fakeWx('ready');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sign.mockRejectedValue(new Error('500'));
    await expect(setupWechatShare(DATA)).resolves.toBe(false);
    expect(log).toHaveBeenCalled();
    expect(wx.config).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('a refused config resolves false', async () => {
    setUa('Mozilla/5.0 MicroMessenger/8.0');
    fakeWx('error');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sign.mockResolvedValue({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' });
    await expect(setupWechatShare(DATA)).resolves.toBe(false);
    log.mockRestore();
  });
});
