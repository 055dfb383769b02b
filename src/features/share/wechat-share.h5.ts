/**
 * H5 inside WeChat: the chat and timeline share card of the page shown, through the JS-SDK (jssdk-loader.h5.ts).
 * Outside WeChat nothing is loaded and nothing happens (false); a failed signing or configuration resolves false.
 */
import { wechatJsSdk } from './jssdk-loader';

export interface WechatShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export async function setupWechatShare(data: WechatShareData): Promise<boolean> {
  const wx = await wechatJsSdk();
  if (!wx) return false;
  const noop = () => undefined;
  wx.updateAppMessageShareData({ ...data, success: noop });
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl, success: noop });
  return true;
}
