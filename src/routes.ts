/**
 * The one route table (spec screens-data-rules.md §2).
 *
 * Every screen of the spec has a row: its internal path, the public alias(es) the address bar shows in H5,
 * the package root it is built into, and its title. `app.config.ts` builds `pages` and `subPackages` from the
 * rows marked `ready`, and `config/index.ts` builds the H5 `customRoutes` from the same rows, so a screen enters
 * the app only once its page file really exists (test/unit/routes.test.ts checks both directions).
 *
 * This module is evaluated by the build in Node as well as bundled into the app: it imports nothing.
 */

/** The main package holds `pages/`; every other root is a WeChat subpackage. */
const MAIN_ROOT = 'pages';

export const SUBPACKAGE_ROOTS = [
  'pagesA',
  'pagesB',
  'portal',
  'appSupermarket',
  'team',
  'statisticAnalysis',
  'controlPanel',
  'afterSales',
  'memberCenter',
  'certification',
  'device',
] as const;


export interface RouteRow {
  /** The screen's name in the spec's table. */
  screen: string;
  /** Internal path, with a leading slash, exactly as in the spec. */
  path: string;
  /** Public aliases; the first one is what the address bar shows. */
  aliases: readonly string[];
  title: string;
  /** The page file exists and the screen is built into the app. */
  ready: boolean;
  /**
   * A screen the spec names by its public path alone: the built-in location screens (/choose-location,
   * /open-location, the old client's framework pages). Its page lives at `path` and the spec's path is its alias.
   */
  builtin?: boolean;
  /** A screen the spec's table does not name, added for an issue: why it exists. */
  addition?: string;
  /**
   * An application's screen: addressed with an appId, it is shown only once the app's access check allows it
   * (spec §4), so its page entry wraps the screen in `withAppAccess` (test/unit/route-gates.test.ts checks every
   * page file against this column). The application index runs the same check itself and is not marked.
   */
  appAccess?: true;
}

const row = (
  screen: string,
  path: string,
  aliases: readonly string[],
  title: string,
  ready = false,
): RouteRow => ({ screen, path, aliases, title, ready });

/** A row whose screen needs the app access check (`appAccess`). */
const gated = (r: RouteRow): RouteRow => ({ ...r, appAccess: true });

export const ROUTES: readonly RouteRow[] = [
  row('Entry', '/pages/index/temp', ['/'], '加载中', true),
  row('Platform home', '/pages/home/home', ['/platform/index'], '工作台', true),
  row('Messaging-app login', '/pages/wechatLogin/wechatLogin', [], '微信登录', true),
  row('Login', '/pages/login/login', [], '登录', true),
  row('Community lists', '/pagesA/community/lists', ['/portal/community/lists'], '社区', true),
  row('Community detail', '/pagesA/community/detail', ['/portal/community/detail'], '社区详情', true),
  row('Application index', '/pagesB/view/index/index', ['/app/index'], '应用', true),
  gated(row('Search form info', '/pagesB/view/search/formInfo', ['/app/formInfo'], '填写表单', true)),
  gated(row('Search not open', '/pagesB/view/search/isNotOpen', ['/app/search/isNotOpen'], '查询未开放', true)),
  gated(row('Submission success', '/pagesB/view/subSuccess/subSuccess', ['/app/subSuccess'], '提交成功', true)),
  gated(row('Lists', '/pagesB/view/lists', ['/app/view/lists'], '数据列表', true)),
  row('Application login', '/pagesB/view/login', ['/app/view/login'], '应用登录', true),
  row('Service agreement', '/pagesB/view/serviceAgreement', [], '服务协议', true),
  gated(row('Detail', '/pagesB/view/detail', ['/app/view/detail'], '数据详情', true)),
  gated(row('Search', '/pagesB/view/search', ['/app/view/search'], '搜索', true)),
  row('Restricted access', '/pagesB/view/restrictedAccess', ['/app/view/restrictedAccess'], '无法访问', true),
  gated(row('Download', '/pagesB/view/download', ['/app/view/download'], '下载', true)),
  row('To-do centre', '/pagesB/toDoList/list', ['/platform/toDoList/list'], '待办中心', true),
  // Addition: handling one task (the spec's table names only the to-do centre).
  { ...row('Task handling', '/pagesB/toDoList/task', ['/platform/toDoList/task'], '审批详情', true), addition: 'the record in task mode: form, timeline and the node\'s actions' },
  row('Home search', '/pagesB/view/homeSearch', ['/platform/homeSearch'], '搜索', true),
  gated(row('Document preview', '/pagesB/view/preview', ['/portal/document/preview'], '文档预览', true)),
  gated(row('Document comment', '/pagesB/view/comment', ['/portal/document/comment'], '文档评论', true)),
  row('Select organisation', '/pagesB/view/selectTenant', ['/platform/selectTenant'], '选择组织', true),
  row('Not found', '/pagesB/view/404', ['/404'], '页面不存在', true),
  gated(row('QR poster sharing', '/pagesB/view/weChatSharing', ['/weChatSharing'], '分享海报', true)),
  row('Scan', '/pagesB/view/scan', [], '扫一扫', true),
  row('Image upload', '/pagesB/view/imageUpload', ['/platform/imageUpload'], '上传图片', true),
  row('Portal', '/portal/index', [], '门户', true),
  row('Portal page', '/portal/page', ['/page'], '门户', true),
  row('Portal web view', '/portal/webView', [], '网页', true),
  row('Portal video preview', '/portal/videoPreview', ['/portal/video/preview'], '视频', true),
  row('Application market', '/appSupermarket/index', ['/platform/market'], '应用市场', true),
  row('Package details', '/appSupermarket/packageDetails', ['/platform/marketInfo'], '应用包详情', true),
  row('Create or join organisation', '/team/joinTeam/index', [], '创建或加入组织', true),
  row('Join organisation', '/team/joinTeam/join', [], '加入组织', true),
  row('Create organisation', '/team/joinTeam/create', [], '创建组织', true),
  row('Join or create result', '/team/joinTeam/addResults', [], '提交结果', true),
  row('Team management', '/team/teamManagement/index', [], '团队管理', true),
  row('New member applications', '/team/teamManagement/memberApplication', [], '新成员申请', true),
  row('Member info', '/team/teamManagement/userInfo', [], '成员信息', true),
  row('Team share', '/team/teamManagement/Share', [], '邀请成员', true),
  row('Members and departments', '/team/teamManagement/memberList', [], '成员与部门', true),
  gated(row('Statistic analysis', '/statisticAnalysis/index', [], '统计分析', true)),
  row('Control panel', '/controlPanel/index', [], '控制面板', true),
  // Addition: a widget's or data set's definition, fields and figures (issue 36: the data-flow calls), each figure opening its records.
  { ...gated(row('Data set', '/statisticAnalysis/dataSet', [], '数据集', true)), addition: 'a widget\'s definition, fields and figures' },
  row('After-sales (user home)', '/afterSales/index', [], '售后', true),
  { ...row('Apply for after-sales', '/afterSales/apply', [], '申请售后', true), addition: 'a refund on a paid order, with photos' },
  row('Member centre', '/memberCenter/index', ['/platform/member'], '会员中心', true),
  row('Redemption member', '/memberCenter/redemptionMember', ['/platform/redemptionMember'], '兑换会员', true),
  // Additions: the store and orders (the spec's table names no screen for them; its §3 Order and §4 statuses do).
  { ...row('Store', '/memberCenter/store', [], '商城', true), addition: 'the organisation\'s stores and their goods' },
  { ...row('Goods', '/memberCenter/goods', [], '商品详情', true), addition: 'one goods with stock, and placing an order for it' },
  { ...row('My orders', '/memberCenter/orders', [], '我的订单', true), addition: 'my orders by §4 status' },
  { ...row('Order detail', '/memberCenter/orderDetail', [], '订单详情', true), addition: 'pay, confirm receipt, after-sales, evaluate, receipt' },
  { ...row('My customers', '/memberCenter/customers', [], '我的客户', true), addition: 'CRM customers: find, create, edit, delete' },
  { ...row('Suppliers', '/memberCenter/suppliers', [], '供应商', true), addition: 'SRM suppliers: find, create, edit' },
  row('Real-name certification', '/certification/index', [], '实名认证', true),
  // Additions: the device screens (issue "Devices"), reached from the home and from scanning a device's code.
  { ...row('Device types', '/device/index', [], '设备管理', true), addition: 'the device types the user may see, entry to the devices of each type' },
  { ...row('Device list', '/device/list', [], '设备列表', true), addition: 'the devices of one type, searchable, each opening its page' },
  { ...row('Device detail', '/device/detail', [], '设备详情', true), addition: 'one device: its properties, its records and sending it an instruction' },
  // The built-in location screens: Taro builds a page only under a package root, so they live in pagesB (beside the
  // form and the detail that open them, out of the main package) and the spec's single-segment paths are their H5
  // aliases. H5 equivalents of WeChat's chooseLocation and openLocation (features/location); the mini program keeps
  // WeChat's own, but the pages are built there too.
  { screen: 'Choose location', path: '/pagesB/view/chooseLocation', aliases: ['/choose-location'], title: '选择位置', ready: true, builtin: true },
  { screen: 'Open location', path: '/pagesB/view/openLocation', aliases: ['/open-location'], title: '查看位置', ready: true, builtin: true },
  // Addition (issue 40): the outbox, reached from the home's outbox card and from 我的.
  { ...row('Outbox', '/pagesB/view/outbox', ['/platform/outbox'], '待同步', true), addition: 'actions waiting for the network' },
];

/** The package root of an internal path: its first segment. */
function rootOf(path: string): string {
  return path.split('/')[1] ?? '';
}

/** Page path inside its package, as `subPackages[].pages` wants it. */
function pageInRoot(path: string): string {
  return path.split('/').slice(2).join('/');
}

export const readyRoutes = (): RouteRow[] => ROUTES.filter((r) => r.ready);

/** `pages` of app.config: the main package, entry page first. */
export function mainPages(): string[] {
  return readyRoutes()
    .filter((r) => rootOf(r.path) === MAIN_ROOT)
    .map((r) => r.path.slice(1));
}

/** `subPackages` of app.config, in the order of SUBPACKAGE_ROOTS; roots with no ready page are left out. */
export function subPackages(): { root: string; pages: string[] }[] {
  return SUBPACKAGE_ROOTS.map((root) => ({
    root,
    pages: readyRoutes()
      .filter((r) => rootOf(r.path) === root)
      .map((r) => pageInRoot(r.path)),
  })).filter((p) => p.pages.length > 0);
}

/** H5 `router.customRoutes`: internal path to its alias(es), for ready rows that have one. */
export function customRoutes(): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const r of readyRoutes()) {
    if (r.aliases.length === 0) continue;
    out[r.path] = r.aliases.length === 1 ? r.aliases[0]! : [...r.aliases];
  }
  return out;
}

/** Internal path and alias of every screen, by name, for navigation code. */
export const PATHS = {
  entry: '/pages/index/temp',
  home: '/pages/home/home',
  login: '/pages/login/login',
  wechatLogin: '/pages/wechatLogin/wechatLogin',
  appIndex: '/pagesB/view/index/index',
  formInfo: '/pagesB/view/search/formInfo',
  lists: '/pagesB/view/lists',
  detail: '/pagesB/view/detail',
  search: '/pagesB/view/search',
  searchNotOpen: '/pagesB/view/search/isNotOpen',
  restrictedAccess: '/pagesB/view/restrictedAccess',
  selectTenant: '/pagesB/view/selectTenant',
  notFound: '/pagesB/view/404',
  scan: '/pagesB/view/scan',
  chooseLocation: '/pagesB/view/chooseLocation',
  openLocation: '/pagesB/view/openLocation',
  homeSearch: '/pagesB/view/homeSearch',
  market: '/appSupermarket/index',
  packageDetails: '/appSupermarket/packageDetails',
  weChatSharing: '/pagesB/view/weChatSharing',
  preview: '/pagesB/view/preview',
  comment: '/pagesB/view/comment',
  download: '/pagesB/view/download',
  serviceAgreement: '/pagesB/view/serviceAgreement',
  appLogin: '/pagesB/view/login',
  statisticAnalysis: '/statisticAnalysis/index',
  dataSet: '/statisticAnalysis/dataSet',
  controlPanel: '/controlPanel/index',
  portal: '/portal/index',
  portalPage: '/portal/page',
  portalWebView: '/portal/webView',
  portalVideo: '/portal/videoPreview',
  communityLists: '/pagesA/community/lists',
  communityDetail: '/pagesA/community/detail',
  joinTeam: '/team/joinTeam/index',
  teamManagement: '/team/teamManagement/index',
  userInfo: '/team/teamManagement/userInfo',
  todoList: '/pagesB/toDoList/list',
  task: '/pagesB/toDoList/task',
  certification: '/certification/index',
  deviceTypes: '/device/index',
  deviceList: '/device/list',
  deviceDetail: '/device/detail',
  memberCentre: '/memberCenter/index',
  customers: '/memberCenter/customers',
  suppliers: '/memberCenter/suppliers',
  goods: '/memberCenter/goods',
  outbox: '/pagesB/view/outbox',
} as const;
