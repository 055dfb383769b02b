/** The mini program shares through the page's share hooks (useShareAppMessage / useShareTimeline): no JS-SDK. */
export interface WechatShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export function setupWechatShare(_data: WechatShareData): Promise<boolean> {
  return Promise.resolve(false);
}
