// The outbox screen's own texts (a subpackage's: the home's card, in the mini program's main package, needs text.ts only).
export const OUTBOX_SCREEN_TEXT = {
  copy: '复制内容',
  copied: '已复制',
  edit: '编辑',
  empty: '没有待同步的内容',
  queuedAt: '{x}加入',
  discardConfirm: '放弃「{x}」后它不会再提交，填写的内容将删除。确定放弃吗？',
  file: '附件',
  fileKept: '待上传',
  fileUploaded: '已上传',
} as const;
