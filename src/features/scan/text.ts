/** The scan screen's words. */
export const SCAN_TEXT = {
  scan: '扫一扫',
  hint: '将二维码或条码放入框内，即可自动扫描',
  starting: '正在打开摄像头…',
  pickImage: '从相册选择图片',
  cameraUnavailable: '无法使用摄像头，可从相册选择含二维码或条码的图片',
  noCode: '图片中未识别到二维码或条码',
  decoderFailed: '识别组件加载失败，请重试',
  result: '扫描结果',
  copy: '复制',
  copied: '已复制',
  again: '再扫一次',
  cancelled: '已取消扫码',
} as const;
