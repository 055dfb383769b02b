/**
 * Texts of the detail screen's extras. The spec names these features but gives no wording, so these are
 * ours; 未填写 (an empty value) is the spec's and comes from domain/time/date-display.
 */
export const DETAIL_TEXT = {
  changeLog: '变更记录',
  noChanges: '暂无变更记录',
  changeLogFailed: '变更记录加载失败',
  action: { CREATE: '创建了数据', UPDATE: '修改了数据', COPY: '复制生成了数据', FUNCTION: '执行了按钮' } as Record<string, string>,
  actionOther: '变更了数据',
  collaborators: '协作人',
  noCollaborators: '暂无协作人',
  invite: '邀请协作',
  inviteSearch: '搜索成员姓名或手机号',
  inviteOne: '邀请',
  invited: '已邀请',
  removeCollaborator: '移除',
  leave: '退出协作',
  closePicker: '收起',
  noMembers: '没有找到成员',
  asCollaborator: '你是这条数据的协作人',
  copied: '已复制',
  copyConfirm: '复制这条数据为一条新数据?',
  printing: '正在生成...',
  printed: '已生成打印文件',
  openPdf: '打开 PDF',
  chooseTemplate: '选择打印模板',
  running: '执行中...',
  done: '执行成功',
  failed: '操作失败，请重试',
  actions: '操作',
  showEmpty: '显示 {x} 个未填写的字段',
  hideEmpty: '收起未填写的字段',
} as const;
