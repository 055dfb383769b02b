// The user-visible texts of records (spec screens-data-rules.md §3 system-field labels, §3 operation names;
// calls-and-errors.md §8 数据不存在). The spec gives these only by meaning: the Chinese wording is ours, except the
// 数据不存在 texts, which live once in domain/messages.ts and are referred to here, not copied.
import { ERROR_TEXT } from '../messages';

/** §3 "System fields and their labels". */
export const SYSTEM_FIELD_LABEL = {
  code: '业务编码',
  creater: '创建人',
  createTime: '创建时间',
  updater: '最后修改人',
  lastModifiedTime: '更新时间',
  ownerId: '数据所有者',
  id: 'ID',
} as const;

/**
 * A person the record names by id whose name cannot be read (not a member the caller may see, or the lookup failed):
 * a neutral word, never the id, which means nothing to a reader. `pending`: while the lookup runs.
 */
export const USER_NAME_TEXT = { unknown: '未知用户', pending: '…' } as const;

/** §3 "Operation names include create, edit, copy, print, delete, export and invite collaboration"; §4 archive. */
export const DATA_ACTION_LABEL = {
  create: '新建',
  edit: '编辑',
  copy: '复制',
  print: '打印',
  archive: '归档',
  delete: '删除',
  export: '导出',
  invite: '邀请协作',
} as const;

/** calls-and-errors.md §8, 404 with detail 数据不存在 (the catalogue of domain/messages.ts). */
export const DATA_MISSING_TEXT = {
  /** The detail that marks the row, and the toast's fallback text. */
  detail: ERROR_TEXT.dataNotFoundDetail,
  /** On the form info page: 'no permission to view this data or it was deleted'. */
  noPermissionOrDeleted: ERROR_TEXT.dataNoPermissionOrDeleted,
  /** In app mode: 'data has been deleted'. */
  deleted: ERROR_TEXT.dataDeleted,
} as const;

/** The detail's upload fields (record-files.ts): an unnamed file's name and a thumbnail's action. */
export const RECORD_FILES_TEXT = {
  image: '图片 {n}',
  file: '附件 {n}',
  viewImage: '查看图片',
  open: '打开',
} as const;
