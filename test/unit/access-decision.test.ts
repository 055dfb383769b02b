import { beforeUser, forGuest, whitelistKind, type AccessConfig } from '../../src/domain/access/access-decision';
import { ACCESS_DENIED } from '../../src/domain/access/messages';
import { effectiveRole } from '../../src/domain/access/role';

// Spec screens-data-rules.md §4 "Access-check flow", §6 "Guest rules", §8 messages.
const NOW = '2026-11-22T10:00:00+08:00';
const h5 = { clientType: 'H5' as const, now: NOW, hasToken: true };

describe('beforeUser: client type, closed access, open window, needAuth', () => {
  const cases: [string, AccessConfig, Partial<typeof h5>, unknown][] = [
    ['open app continues', { clientTypes: ['H5', 'WEAPP'] }, {}, { kind: 'continue' }],
    ['no clientTypes means every client', {}, {}, { kind: 'continue' }],
    [
      'client type unsupported',
      { clientTypes: ['WEAPP'] },
      {},
      { kind: 'deny', denial: { title: '本应用不支持当前客户端访问', description: '请更换其他客户端以获得更好的访问体验' } },
    ],
    ['access closed', { closingAccess: true }, {}, { kind: 'deny', denial: { title: '应用已关闭访问', description: '请联系应用管理员了解情况' } }],
    ['access closed with the app’s own message', { closingAccess: true, accessDeniedMessage: ' 应用维护中,暂停访问 ' }, {}, { kind: 'deny', denial: { title: '应用已关闭访问', description: '应用维护中,暂停访问' } }],
    ['an empty own message keeps the spec’s description', { closingAccess: true, accessDeniedMessage: ' ' }, {}, { kind: 'deny', denial: ACCESS_DENIED.closed }],
    [
      'after the window',
      { timeInterval: { startAt: '2026-01-01', endAt: '2026-11-21 23:59:59' } },
      {},
      { kind: 'deny', denial: { title: '您访问的应用已过开放时间', description: '开放时间：2026-01-01~2026-11-21' } },
    ],
    [
      'before the window',
      { timeInterval: { startAt: '2026-11-23 00:00:01', endAt: '2026-12-31' } },
      {},
      { kind: 'deny', denial: { title: '您访问的应用未到开放时间', description: '开放时间：2026-11-23~2026-12-31' } },
    ],
    ['whole days: the last day of the window is still open', { timeInterval: { startAt: '2026-11-01', endAt: '2026-11-22 00:00:00' } }, {}, { kind: 'continue' }],
    ['whole days: the first day of the window is open before its hour', { timeInterval: { startAt: '2026-11-22 23:00:00', endAt: '2026-12-01' } }, {}, { kind: 'continue' }],
    [
      'a window written with slashes and single digits reads as its days',
      { timeInterval: { startAt: '2026/1/1', endAt: '2026/11/21' } },
      {},
      { kind: 'deny', denial: { title: '您访问的应用已过开放时间', description: '开放时间：2026-01-01~2026-11-21' } },
    ],
    ['a window given as timestamps (ms) is read by local day', { timeInterval: { startAt: new Date(2026, 10, 22, 23, 0).getTime(), endAt: new Date(2026, 11, 1).getTime() } }, {}, { kind: 'continue' }],
    ['needAuth without a token goes to login', { needAuth: true }, { hasToken: false }, { kind: 'login' }],
    ['needAuth with a token continues', { needAuth: true }, {}, { kind: 'continue' }],
    ['client type is checked before closed access', { clientTypes: [], closingAccess: true }, {}, { kind: 'deny', denial: ACCESS_DENIED.clientUnsupported }],
    ['closed access is checked before needAuth', { closingAccess: true, needAuth: true }, { hasToken: false }, { kind: 'deny', denial: ACCESS_DENIED.closed }],
  ];
  it.each(cases)('%s', (_name, config, ctx, expected) => {
    expect(beforeUser(config, { ...h5, ...ctx })).toEqual(expected);
  });
});

describe('effectiveRole: ADMIN, SUB_ADMIN, MEMBER, GUEST; first held wins', () => {
  it.each([
    [['MEMBER', 'ADMIN'], 'ADMIN'],
    [['MEMBER', 'SUB_ADMIN'], 'SUB_ADMIN'],
    [['MEMBER'], 'MEMBER'],
    [['GUEST'], 'GUEST'],
    [[], 'GUEST'],
    [['SOMETHING_ELSE'], 'GUEST'],
    [null, 'GUEST'],
  ] as const)('%j -> %s', (codes, role) => {
    expect(effectiveRole(codes)).toBe(role);
  });
});

describe('forGuest: guest rule, then enterprise-only, then whitelist', () => {
  const guestOk: AccessConfig = { ifPublic: true };
  const cases: [string, AccessConfig, Parameters<typeof forGuest>[1], unknown][] = [
    ['guest mode on allows', guestOk, { tenantId: '1' }, { kind: 'allow' }],
    ['guest mode off denies', { ifPublic: false }, { tenantId: '1' }, { kind: 'deny', denial: { title: '您无权访问本应用', description: '应用未开启访客模式,仅限普通成员访问' } }],
    [
      'guest rule comes before enterprise-only',
      { ifPublic: false, onlySupportOrganization: true },
      {},
      { kind: 'deny', denial: ACCESS_DENIED.guestModeOff },
    ],
    [
      'enterprise-only without a tenant denies and remembers the page',
      { ...guestOk, onlySupportOrganization: true },
      { tenantId: null },
      { kind: 'deny', denial: { title: '应用仅对企业用户开放', description: '请您 切换 身份，以企业身份访问', rememberPage: true } },
    ],
    [
      'enterprise-only with tenant 666 denies',
      { ...guestOk, onlySupportOrganization: true },
      { tenantId: 666 },
      { kind: 'deny', denial: { ...ACCESS_DENIED.enterpriseOnly, rememberPage: true } },
    ],
    ['enterprise-only with a real tenant allows', { ...guestOk, onlySupportOrganization: true }, { tenantId: '2' }, { kind: 'allow' }],
    [
      'enterprise-only comes before the whitelist',
      { ...guestOk, onlySupportOrganization: true, onlyWhiteList: true, whiteListTypes: ['MEMBER'] },
      { tenantId: '666', whitelisted: false },
      { kind: 'deny', denial: { ...ACCESS_DENIED.enterpriseOnly, rememberPage: true } },
    ],
    [
      'membership-card whitelist names its cards',
      { ...guestOk, onlyWhiteList: true, whiteListTypes: ['MEMBER'], memberCardIds: ['c1', 'c2'] },
      { tenantId: '1', whitelisted: false, names: ['金卡', '银卡'] },
      { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对 金卡、银卡 会员卡会员开放~' } },
    ],
    [
      'goods whitelist names its goods',
      { ...guestOk, onlyWhiteList: true, whiteListTypes: ['SKU'], ids: ['sku-1'] },
      { tenantId: '1', whitelisted: false, names: ['年度服务包'] },
      { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对购买 年度服务包 商品的用户开放', buyGoods: true } },
    ],
    ['a whitelisted guest is allowed', { ...guestOk, onlyWhiteList: true, whiteListTypes: ['SKU'] }, { whitelisted: true }, { kind: 'allow' }],
  ];
  it.each(cases)('%s', (_name, config, facts, expected) => {
    expect(forGuest(config, facts)).toEqual(expected);
  });

  it.each([
    [{ onlyWhiteList: false, whiteListTypes: ['MEMBER'] }, null],
    [{ onlyWhiteList: true, whiteListTypes: 'SKU' }, 'SKU'],
    [{ onlyWhiteList: true, whiteListTypes: ['MEMBER'] }, 'MEMBER'],
    [{ onlyWhiteList: true }, null],
  ] as const)('whitelistKind(%j) = %s', (config, kind) => {
    expect(whitelistKind(config as AccessConfig)).toBe(kind);
  });
});
