/** Texts of the QR poster page. */
export const POSTER_TEXT = {
  caption: '长按或扫描二维码打开',
  /** The poster image's accessible name, before the app's name. */
  alt: '分享海报',
  /** H5: the poster is an image, saved by the browser's own long-press menu. */
  longPress: '长按图片保存',
  /** The mini program: WeChat's long-press menu on the poster image (send, save, scan), beside 保存到相册. */
  longPressMini: '长按图片可发送给朋友或保存',
  /** H5: the poster as a file, where the browser downloads. */
  download: '下载海报',
  save: '保存到相册',
  saved: '已保存到相册',
  saveFailed: '保存失败，请重试',
  albumDenied: '无法保存到相册',
  albumHow: '请在设置中允许“添加到相册”，再保存海报',
  openSettings: '去设置',
} as const;
