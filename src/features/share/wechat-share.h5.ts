/**
 * H5 inside WeChat: sign the page for the JS-SDK (GET /pay/payment/sign) with the permitted method list, then set
 * the chat and timeline share data. Outside WeChat, or without the JS-SDK loaded, nothing happens (false). A failed
 * signing logs and resolves false.
 */
import { paymentSign } from '../../api/share';
import { jsSdkConfig, signableUrl } from '../../domain/share/jssdk';

export interface WechatShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WxJsSdk {
  config(options: unknown): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  updateAppMessageShareData?(data: WechatShareData): void;
  updateTimelineShareData?(data: Omit<WechatShareData, 'desc'>): void;
}

const inWechat = () => /micromessenger/i.test(navigator.userAgent);

export async function setupWechatShare(data: WechatShareData): Promise<boolean> {
  const wx = (window as unknown as { wx?: WxJsSdk }).wx;
  if (!inWechat() || !wx || typeof wx.config !== 'function') return false;
  let sign;
  try {
    sign = await paymentSign(signableUrl(window.location.href));
  } catch (error) {
    console.error('[share] JS-SDK signing failed', error);
    return false;
  }
  return new Promise<boolean>((resolve) => {
    wx.ready(() => {
      wx.updateAppMessageShareData?.(data);
      wx.updateTimelineShareData?.({ title: data.title, link: data.link, imgUrl: data.imgUrl });
      resolve(true);
    });
    wx.error((error) => {
      console.error('[share] JS-SDK config failed', error);
      resolve(false);
    });
    wx.config(jsSdkConfig(sign));
  });
}
