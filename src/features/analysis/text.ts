/** Texts of the statistic analysis and control panel screens. */
import type { Grouping, RangePreset } from '../../domain/analysis';

export const ANALYSIS_TEXT = {
  missingApp: '缺少应用参数 (appId)',
  loadFailed: '统计数据加载失败',
  noPanel: '本应用暂无统计面板',
  noWidget: '该面板暂无可查看的图表',
  widgetFailed: '数据加载失败',
  retry: '重试',
  range: '统计时间',
  grouping: '日期分组',
  groupDefault: '默认',
  showTable: '表格',
  showChart: '图表',
  noData: '暂无数据',
  openRecords: '查看数据',
  details: '详情',
  dataSets: '数据集',
  dataSetsHide: '收起数据集',
  noDataSet: '本应用暂无可查看的数据集',
  total: '合计',
  share: '占比',
  dimension: '维度',
  chartLabel: '{type}：{title}，共 {n} 项，轻触图形查看数值',
  panels: '统计面板',
  legend: '图例',
  legendMore: '另有 {n} 项，见表格',
  print: '打印',
  printing: '正在生成…',
  printed: '已生成 PDF',
  printName: 'PDF 名称',
  printNameHint: '不填则用面板名称',
  printGo: '生成 PDF',
  cancel: '取消',
  customTitle: '选择统计时间',
  customStart: '开始日期',
  customEnd: '结束日期',
  customTo: '至',
  customConfirm: '确定',
  customProblem: { incomplete: '请选择开始和结束日期', startAfterEnd: '开始日期不能晚于结束日期' },
} as const;

export const RANGE_TEXT: Record<RangePreset, string> = {
  all: '全部',
  thisWeek: '本周',
  lastWeek: '上周',
  thisMonth: '本月',
  lastMonth: '上月',
  thisYear: '本年',
  last30Days: '近30天',
  custom: '自定义',
};

export const GROUP_TEXT: Record<Grouping, string> = { day: '按日', week: '按周', month: '按月' };

export const WIDGET_TYPE_TEXT = { number: '指标卡', line: '折线图', bar: '柱状图', pie: '饼图', table: '表格' } as const;

export const BOARD_TEXT = {
  loadFailed: '控制面板加载失败',
  empty: '暂无可添加的统计图表',
  emptyHint: '应用的统计面板中的图表会出现在这里',
  edit: '编辑',
  done: '完成',
  save: '保存',
  saving: '保存中…',
  saved: '已保存',
  cancel: '取消',
  moveUp: '上移',
  moveDown: '下移',
  hide: '隐藏',
  show: '显示',
  hidden: '已隐藏',
  allHidden: '所有图表都已隐藏，点击“编辑”显示',
  open: '打开统计分析',
} as const;

/** The data set screen: a widget's or data set's definition, fields and figures. */
export const DATA_SET_TEXT = {
  missing: '缺少数据集参数',
  failed: '数据集加载失败',
  definition: '定义',
  widgetType: '图表类型',
  dataSet: '数据集',
  dateField: '统计日期',
  createTime: '创建时间',
  allTime: '全部',
  fields: '字段',
  figures: '数据',
  items: '项',
  role: { dimension: '维度', measure: '指标' },
  kind: { option: '选项', date: '日期' },
  agg: { count: '计数', sum: '求和', avg: '平均值' },
} as const;
