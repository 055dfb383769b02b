/** Texts of the QR poster page. */
export const POSTER_TEXT = {
  caption: '长按或扫描二维码打开',
  save: '保存海报',
  saved: '海报已保存',
  saveFailed: '保存失败,请长按海报保存',
} as const;
