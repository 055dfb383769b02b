/** The mini program asks WeChat through Taro (location.ts): no JS-SDK position here. */
export function wechatPosition(): Promise<{ latitude: number; longitude: number } | null> {
  return Promise.resolve(null);
}
