/** The mini program picks photos with wx.chooseMedia (upload.ts): no JS-SDK images here. */
export function chooseWechatImages(_count: number): Promise<File[] | null> {
  return Promise.resolve(null);
}
