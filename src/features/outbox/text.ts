// The outbox's texts (ours: the spec has no offline screens; 待同步 is the word for a queued action).
export const OUTBOX_TEXT = {
  title: '待同步的操作',
  retry: '重试',
  discard: '放弃',
  queued: '已加入待同步，联网后自动提交',
  pending: '待同步',
  failed: '同步失败',
  refused: '服务器未接受此操作',
  submitLabel: '提交 · {x}',
  viewAll: '查看全部',
  fileGone: '附件 {x} 已不在本机，请编辑后重新选择',
  draftLabel: '草稿 · {x}',
  copy: '复制',
  copied: '已复制',
  edit: '编辑',
  /** Beside the task or record: what the user did offline that the server refused (then its message). */
  decideFailed: '你离线时的审批未能提交',
  commentFailed: '你离线时的评论未能提交',
} as const;
