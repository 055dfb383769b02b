// The user-visible texts of the request layer and sign-in, once each (docs/architecture.md "Habits").
// Where the spec gives the Chinese text it is copied verbatim; where it gives only the meaning in English
// (calls-and-errors.md §8 'network is busy, try later' ...), the Chinese wording is ours and marked so.

/** calls-and-errors.md §8, the error catalogue. */
export const ERROR_TEXT = {
  /** §8 "Body code "4010" or HTTP 401", verbatim. */
  tokenExpired: 'token过期,请重新登录',
  /** §8 -109 fallback: 'network is busy, try later' (ours, as the local server words it). */
  busy: '网络繁忙,请稍后再试',
  /** §8 400 on process start, a process already running: 'start failed, currently in progress: {x}' (ours). */
  processStartRunning: '启动失败,当前正在进行中:{x}',
  /** §8 400 on process start, otherwise: 'start failed' (ours). */
  processStartFailed: '启动失败',
  /** §8 403 APP_NOT_PUBLIC: 'sorry, you have no permission to access this page; obtain permission first' (ours). */
  appNotPublic: '抱歉,您无权访问该页面,请先获取权限',
  /** §8 404, verbatim. */
  apiNotFound: 'API接口不存在',
  /** §8 404 with detail 数据不存在: the detail itself, verbatim. */
  dataNotFoundDetail: '数据不存在',
  /** §8 数据不存在 on the form info page: 'no permission to view this data or it was deleted' (ours). */
  dataNoPermissionOrDeleted: '您无权查看该数据或数据已被删除',
  /** §8 数据不存在 in app mode: 'data has been deleted' (ours). */
  dataDeleted: '数据已被删除',
  /** §8 500, verbatim. */
  serverBusy: '服务器繁忙',
  /** §8 other statuses and network failure, verbatim. */
  network: '网络异常,请稍后重试!',
} as const;

/** calls-and-errors.md §7 "Request layer" and screens-data-rules.md §9: the loading indicator, verbatim. */
export const LOADING_TEXT = '加载中...';

/** screens-data-rules.md §8, the login prompt, verbatim. */
export const LOGIN_PROMPT_TEXT = {
  expired: '登录已过期，请重新登录',
  notSignedIn: '当前页面需要登录才能操作。您未登录，是否跳转登录页',
} as const;

/** A screen whose data needs a signed-in user, opened signed out (ui/Loaded): ours. */
export const SIGN_IN_TO_SEE_TEXT = { title: '登录后才能查看', signIn: '登录' } as const;

/** A screen offline shows the last answer kept on the device (ours: the spec has no offline use). */
export const OFFLINE_TEXT = { note: '离线' } as const;

/** Texts of the sign-in screens. The spec gives none of these: they are ours. */
export const SIGN_IN_TEXT = {
  title: '登录 Ware',
  subtitle: '登录后可使用组织内的应用',
  signIn: '登录',
  signingIn: '正在登录...',
  wechatSignIn: '微信登录',
  phoneSignIn: '手机号快捷登录',
  /** The callback's state does not match the one stored before the redirect. */
  stateMismatch: '登录请求校验失败(state 不一致),可能已过期或被篡改,请重新登录。',
  providerRefused: '登录未完成:{x}',
  /** RFC 9207: the answer names another identity provider than the one asked (or none). */
  issuerMismatch: '登录响应并非来自本平台的身份提供方,已拒绝,请重新登录。',
  /** The token endpoint refused the code: used already, expired, or not issued for this sign-in. */
  codeRejected: '登录授权码无效或已被使用,请重新登录。',
  exchangeFailed: '登录失败,未获得访问令牌,请重新登录。',
  notBearer: '登录失败,令牌类型不受支持,请重新登录。',
  idTokenInvalid: '登录失败,身份令牌校验未通过({x}),请重新登录。',
  signInFailed: '登录失败,请重试。',
  retry: '重新登录',
  wechatNotOffered: '微信登录仅在微信小程序或微信内打开的网页中可用,请使用账号密码登录。',
  wechatNotConfigured: '此网站未配置微信公众号,暂不能使用微信登录,请使用账号密码登录。',
  wechatFailed: '微信登录失败,请重试或使用账号密码登录。',
  wechatWorking: '正在通过微信登录...',
  backToLogin: '返回登录',
  modalTitle: '提示',
  confirm: '确定',
  cancel: '取消',
} as const;

/** Texts of the select-organisation screen and the session part of platform home (ours). */
export const ORGANISATION_TEXT = {
  title: '选择组织',
  subtitle: '请选择要进入的组织',
  loading: '正在加载组织...',
  empty: '您还没有加入任何组织',
  current: '当前组织',
  switching: '正在切换组织...',
  switchFailed: '切换组织失败,请重试',
  loadFailed: '组织列表加载失败',
  reload: '重新加载',
  switchOrganisation: '切换组织',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗?',
  noOrganisation: '未选择组织',
  createOrJoin: '创建或加入组织',
} as const;

/** Fills `{x}` in a catalogue text. */
export function fillText(text: string, value: string): string {
  return text.replace('{x}', value);
}

/** A response that failed its schema (docs/architecture.md: bad input becomes a clear message, never a crash). Ours. */
export const SCHEMA_ERROR_TEXT = '服务器返回的数据格式有误,请稍后重试';

/** The mini program's account login form (ours). */
export const ACCOUNT_TEXT = {
  heading: '账号密码登录',
  username: '用户名',
  usernamePlaceholder: '请输入用户名',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  submit: '账号登录',
} as const;

/** Platform home's session part (ours). */
export const HOME_TEXT = {
  organisation: '当前组织',
  user: '当前用户',
} as const;

/** A screen that needs a signed-in user, or an organisation entered, says so and offers the way there (ours). */
export const SIGN_IN_NEEDED_TEXT = {
  user: '请先登录',
  organisation: '请先登录并进入组织',
  signIn: '去登录',
  selectTenant: '选择组织',
} as const;
