/** Seeded form scripts (spec screens-data-rules.md §3 "Form script"), built with data/form-script.ts. */
import { control, script, type Control, type FieldState, type FormScript } from '../data/form-script.js';

const choices = (...labels: string[]) => labels.map((label, i) => ({ label, value: String.fromCharCode(97 + i) }));

/* ---- access-case apps: a simple sign-up form ---- */

/** The sign-up form of the access-case apps; `attachment` adds an optional file control (the open app's). */
export function signUpForm({ attachment = false } = {}): FormScript {
  return script([
    control('input', 'name', '姓名', { placeholder: '请输入姓名' }, true),
    control('input', 'mobile', '手机号', { placeholder: '请输入手机号', format: 'mobile' }, true),
    control('radio', 'gender', '性别', { options: choices('男', '女') }),
    control('input', 'remark', '备注', { placeholder: '选填', maxlength: 140 }),
    ...(attachment ? [control('uploadFile', 'attachment', '附件', { limit: 3 })] : []),
  ]);
}

/* ---- visit: newer engine, customer visit ---- */

export function visitForm(): FormScript {
  return script(
    [
      control('customer', 'customer', '拜访客户', {}, true),
      control('input', 'contact', '联系人', { placeholder: '请输入联系人' }, true),
      control('date', 'visitDate', '拜访日期', { format: 'YYYY-MM-DD' }, true),
      control('radio', 'visitType', '拜访方式', { options: choices('上门拜访', '电话拜访', '视频会议'), defaultValue: 'a' }, true),
      control('fixedPosition', 'location', '拜访地点', { checkIn: { latitude: 30.2741, longitude: 120.1315, range: 1000, name: '西湖区客户中心' } }),
      control('editor', 'summary', '拜访纪要', {}),
      control('uploadImg', 'photos', '现场照片', { limit: 9 }),
      control('rate', 'satisfaction', '客户满意度', { max: 5 }),
      control('ownerId', 'owner', '负责人', {}),
      // Numbered by the server at submit (POST /dict/snoRule/generate): BF0001, BF0002, ...
      control('code', 'visitNo', '拜访编号', { format: 'BF{0000}' }),
    ],
    { config: { labelWidth: 100, labelPosition: 'top', size: 'default', submitText: '提交拜访记录' } },
  );
}

/* ---- expense: older engine, approval process ---- */

export function expenseForm(): FormScript {
  const items = control('subform', 'items', '费用明细', {
    fields: [
      control('input', 'item', '费用项目', {}, true),
      control('number', 'itemAmount', '金额', { precision: 2, min: 0 }, true),
      control('date', 'itemDate', '发生日期', { format: 'YYYY-MM-DD' }),
    ],
  });
  return script(
    [
      control('staff', 'applicant', '申请人', {}, true),
      control('department', 'dept', '所属部门', {}, true),
      control('radio', 'category', '报销类别', { options: choices('差旅', '招待', '办公', '其他') }, true),
      control('number', 'amount', '报销金额', { precision: 2, min: 0, format: 'amount' }, true),
      items,
      control('uploadFile', 'invoices', '发票附件', { limit: 5 }),
      control('code', 'code', '单据编号', { disabled: true }),
    ],
    {
      checkSetting: {
        checkList: [
          {
            id: 'check-amount',
            name: '金额必须大于0',
            conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
            errorText: '报销金额必须大于0',
          },
        ],
        errorText: '提交校验未通过',
        showErrorFields: true,
        checkEvent: ['submit'],
      },
    },
  );
}

/**
 * 费用报销审批: the manager (SUB_ADMIN) may correct the category; a claim above 1,000 then needs the finance
 * countersign of 赵访客 (出纳, 财务部) and 王管理 (user ids 10004 and 10001, seed/index.ts), both; then finance
 * approval (ADMIN), who may correct the amount and the invoices.
 */
export const expenseProcess = {
  key: 'expense-approval',
  name: '费用报销审批',
  nodes: [
    { id: 'start', type: 'start', name: '发起' },
    { id: 'manager', type: 'approval', name: '部门经理审批', assignee: { type: 'role', role: 'SUB_ADMIN' }, fields: { radio_category: 'edit' } },
    {
      id: 'countersign',
      type: 'approval',
      name: '财务会签',
      assignee: { type: 'users', userIds: ['10004', '10001'] },
      mode: 'all',
      when: { field: 'number_amount', op: 'greater', value: 1000 },
      rejectTo: ['previous', 'initiator'],
    },
    { id: 'finance', type: 'approval', name: '财务审批', assignee: { type: 'role', role: 'ADMIN' }, fields: { number_amount: 'edit', uploadFile_invoices: 'edit' } },
    { id: 'end', type: 'end', name: '结束' },
  ],
  edges: [
    { from: 'start', to: 'manager' },
    { from: 'manager', to: 'countersign' },
    { from: 'countersign', to: 'finance' },
    { from: 'finance', to: 'end' },
  ],
};

/* ---- all-controls: every control type of spec §3, with field states, linkage and check settings ---- */

export function allControlsForm(): { script: FormScript; fieldStates: FieldState[] } {
  const basics = [
    control('input', 'title', '单行文本', { placeholder: '请输入', maxlength: 50, noRepeat: true }, true),
    control('radio', 'kind', '主体类型', { options: choices('个人', '企业', '其他'), defaultValue: 'a' }, true),
    control('checkbox', 'tags', '多选', { options: choices('重要', '紧急', '跟进') }),
    control('switch', 'needInvoice', '需要发票', { defaultValue: false }),
    control('number', 'amount', '数字', { precision: 2, min: 1 }),
    control('date', 'date', '日期', { format: 'YYYY-MM-DD' }),
    control('dateRange', 'period', '日期范围', { format: 'YYYY-MM-DD' }),
    control('dateSelector', 'month', '日期选择', { format: 'YYYY-MM' }),
    control('address', 'address', '地址', { level: 3 }),
  ];
  const people = [
    control('ownerId', 'owner', '数据负责人'),
    control('staff', 'staff', '成员'),
    control('department', 'dept', '部门'),
    control('member', 'member', '会员'),
    control('associateMember', 'assocMember', '关联会员'),
    control('customer', 'customer', '客户'),
    control('supplier', 'supplier', '供应商', { open: false }),
    control('relatedSales', 'sales', '关联销售'),
  ];
  const relations = [
    control('association', 'assoc', '关联数据', { formId: 'form-visit', showFields: ['input_contact'] }),
    control('associationForm', 'assocForm', '关联表单', { formId: 'form-visit' }),
    // Looks up the visits whose contact equals 单行文本 and copies the first one's summary into 富文本.
    control('linkquery', 'linkq', '联动查询', {
      formId: 'form-visit',
      page: 1,
      size: 999,
      conditions: [{ key: 'input_contact', field: 'input_title' }],
      showFields: ['input_contact', 'date_visitDate'],
      fill: [{ from: 'editor_summary', to: 'editor_content' }],
    }),
    control('subform', 'lines', '子表单', {
      fields: [control('input', 'lineName', '名称', {}, true), control('number', 'lineQty', '数量', { min: 1 })],
      max: 20,
      duplicateCheck: ['input_lineName'],
    }),
    control('proxyform', 'proxy', '代理表单', {
      formId: 'form-visit',
      fields: [control('input', 'proxyNote', '代填说明')],
    }),
  ];
  const media = [
    control('uploadFile', 'file', '附件', { limit: 5 }),
    control('uploadImg', 'img', '图片', { limit: 9 }),
    control('fixedPosition', 'pos', '定位'),
    control('checklabel', 'labels', '标签', { options: choices('新客', '老客', 'VIP') }),
    control('rate', 'rate', '评分', { max: 5 }),
    control('editor', 'content', '富文本'),
    // Numbered by the server at submit (POST /dict/snoRule/generate): BH0001, BH0002, ...
    control('code', 'code', '编号', { disabled: true, format: 'BH{0000}' }),
    control('vari', 'vari', '变量', { variable: 'appVar' }),
  ];
  // Controls that only appear through linkage / field states.
  const companyName = control('input', 'company', '企业名称', {}, true);
  const invoiceTitle = control('input', 'invoiceTitle', '发票抬头');
  const readOnlyOnEdit = control('input', 'serial', '登记号');
  const hiddenOnAdd = control('input', 'auditNote', '审核意见');

  const tabs: Control = {
    ...control('tabs', 'main', '分页'),
    columns: [
      { label: '基本', list: [...basics, companyName, invoiceTitle] },
      { label: '人员', list: people },
      { label: '关联', list: relations },
    ],
  };
  const grid: Control = {
    ...control('grid', 'layout', '栅格'),
    columns: [
      { span: 12, list: media.slice(0, 4) },
      { span: 12, list: [...media.slice(4), readOnlyOnEdit, hiddenOnAdd] },
    ],
  };
  const divider = control('divider', 'split', '分割线');

  const fieldStates: FieldState[] = [
    { id: companyName.key, fieldLinkage: [{ key: 'radio_kind', conds: ['b'] }], addState: null, editState: null },
    { id: invoiceTitle.key, fieldLinkage: [{ key: 'switch_needInvoice', conds: [true] }], addState: null, editState: null },
    { id: readOnlyOnEdit.key, fieldLinkage: [], addState: null, editState: 'READ_ONLY' },
    { id: hiddenOnAdd.key, fieldLinkage: [], addState: 'HIDDEN', editState: null },
    { id: 'checkbox_tags', fieldLinkage: [{ key: 'radio_kind', conds: ['a', 'b'] }], addState: null, editState: null },
  ];

  return {
    script: script([tabs, divider, grid], {
      checkSetting: {
        checkList: [
          {
            id: 'check-amount',
            name: '数字必须大于0',
            conditions: [{ key: 'number_amount', operation: 'greater', type: 'number', value: 0, matchType: 'CUSTOM' }],
            errorText: '数字必须大于0',
          },
          {
            id: 'check-period',
            name: '日期不能早于今天',
            conditions: [{ key: 'date_date', operation: 'no-earlier', type: 'date', value: 'today', matchType: 'DYNAMICTIME' }],
            errorText: '日期不能早于今天',
          },
        ],
        errorText: '请检查标红的字段',
        showErrorFields: true,
        checkEvent: ['submit'],
      },
    }),
    fieldStates,
  };
}

/** The 33 control types the spec lists; a test checks the all-controls form holds each one. */
export const SPEC_CONTROL_TYPES = [
  'tabs', 'grid', 'divider', 'input', 'radio', 'checkbox', 'switch', 'number', 'date', 'dateRange', 'dateSelector',
  'ownerId', 'address', 'uploadFile', 'uploadImg', 'staff', 'fixedPosition', 'association', 'associationForm',
  'linkquery', 'subform', 'proxyform', 'relatedSales', 'member', 'supplier', 'customer', 'associateMember',
  'checklabel', 'rate', 'editor', 'code', 'vari', 'department',
] as const;
