import type { AccessConfig } from '../../src/domain/access/access-decision';
import { accessCheck, checkMayGrant, type AccessContext, type AccessQuestions } from '../../src/domain/access/flow';
import { ACCESS_DENIED } from '../../src/domain/access/messages';

// Spec screens-data-rules.md §4 "Access-check flow" steps 1-6, §6 guest rules, §8 messages: the wiring of the pure
// rules with fake platform answers. Each row: config, context, answers, the outcome, the calls made.
const NOW = '2026-11-22T10:00:00+08:00';
const OPEN: AccessConfig = { clientTypes: ['H5', 'WEAPP'], ifPublic: true };

interface Answers {
  roles?: string[] | null | 'throw';
  whitelisted?: boolean | 'throw';
  names?: string[] | 'throw';
  record?: 'throw';
}

function fake(config: AccessConfig, answers: Answers) {
  const calls: string[] = [];
  const ask: AccessQuestions = {
    accessConfig: async () => (calls.push('config'), config),
    ensureUser: async () => void calls.push('user'),
    myRoles: async () => {
      calls.push('roles');
      if (answers.roles === 'throw') throw new Error('roles');
      return answers.roles === undefined ? [] : answers.roles;
    },
    whitelisted: async () => {
      calls.push('whitelisted');
      if (answers.whitelisted === 'throw') throw new Error('whitelist');
      return answers.whitelisted ?? false;
    },
    names: async (kind, ids) => {
      calls.push(`names:${kind}:${ids.join(',')}`);
      if (answers.names === 'throw') throw new Error('names');
      return answers.names ?? [];
    },
    record: async () => {
      calls.push('record');
      if (answers.record === 'throw') throw new Error('record');
    },
    takeGuestRole: async () => void calls.push('guest-role'),
  };
  return { ask, calls };
}

const signedIn: AccessContext = { clientType: 'H5', now: NOW, hasToken: true, tenantId: '1001' };
const anonymous: AccessContext = { ...signedIn, hasToken: false, tenantId: null };

const cards: AccessConfig = { ...OPEN, onlyWhiteList: true, whiteListTypes: ['MEMBER'], memberCardIds: ['card-gold', 'card-silver'] };
const goods: AccessConfig = { ...OPEN, onlyWhiteList: true, whiteListTypes: ['SKU'], ids: ['SKU-TEA-001'] };

const cases: [string, AccessConfig, AccessContext, Answers, unknown, string[]][] = [
  ['member of an open app', OPEN, signedIn, { roles: ['MEMBER'] }, { kind: 'allow', role: 'MEMBER' }, ['config', 'user', 'roles', 'record']],
  ['admin wins over member', OPEN, signedIn, { roles: ['MEMBER', 'ADMIN'] }, { kind: 'allow', role: 'ADMIN' }, ['config', 'user', 'roles', 'record']],
  ['client unsupported stops at once', { clientTypes: ['WEAPP'] }, signedIn, {}, { kind: 'deny', denial: ACCESS_DENIED.clientUnsupported }, ['config']],
  ['closed stops at once', { closingAccess: true }, signedIn, {}, { kind: 'deny', denial: ACCESS_DENIED.closed }, ['config']],
  ['needAuth without a token goes to login', { ...OPEN, needAuth: true }, anonymous, {}, { kind: 'login' }, ['config']],
  ['needAuth with a token goes on', { ...OPEN, needAuth: true }, signedIn, { roles: ['MEMBER'] }, { kind: 'allow', role: 'MEMBER' }, ['config', 'user', 'roles', 'record']],
  [
    'a signed-in guest of an open app: record, then the GUEST role',
    OPEN,
    signedIn,
    { roles: [] },
    { kind: 'allow', role: 'GUEST' },
    ['config', 'user', 'roles', 'record', 'guest-role'],
  ],
  ['a failed role call means GUEST (no grant: nothing is known)', OPEN, signedIn, { roles: 'throw' }, { kind: 'allow', role: 'GUEST' }, ['config', 'user', 'roles', 'record']],
  ['an anonymous guest of an open app: no record', OPEN, anonymous, {}, { kind: 'allow', role: 'GUEST' }, ['config']],
  ['guest mode off denies a guest', { ...OPEN, ifPublic: false }, signedIn, { roles: [] }, { kind: 'deny', denial: ACCESS_DENIED.guestModeOff }, ['config', 'user', 'roles']],
  ['guest mode off lets a member in', { ...OPEN, ifPublic: false }, signedIn, { roles: ['MEMBER'] }, { kind: 'allow', role: 'MEMBER' }, ['config', 'user', 'roles', 'record']],
  [
    'enterprise-only, anonymous',
    { ...OPEN, onlySupportOrganization: true },
    anonymous,
    {},
    { kind: 'deny', denial: { ...ACCESS_DENIED.enterpriseOnly, rememberPage: true } },
    ['config'],
  ],
  [
    'enterprise-only, tenant 666',
    { ...OPEN, onlySupportOrganization: true },
    { ...signedIn, tenantId: '666' },
    { roles: [] },
    { kind: 'deny', denial: { ...ACCESS_DENIED.enterpriseOnly, rememberPage: true } },
    ['config', 'user', 'roles'],
  ],
  ['enterprise-only, in an organisation', { ...OPEN, onlySupportOrganization: true }, signedIn, { roles: [] }, { kind: 'allow', role: 'GUEST' }, ['config', 'user', 'roles', 'record', 'guest-role']],
  [
    'card whitelist, not holding a card: the names by ids',
    cards,
    signedIn,
    { roles: [], whitelisted: false, names: ['金卡会员', '银卡会员'] },
    { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对 金卡会员、银卡会员 会员卡会员开放~' } },
    ['config', 'user', 'roles', 'whitelisted', 'names:MEMBER:card-gold,card-silver'],
  ],
  [
    'card whitelist, anonymous: not asked, denied',
    cards,
    anonymous,
    { names: ['金卡会员', '银卡会员'] },
    { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对 金卡会员、银卡会员 会员卡会员开放~' } },
    ['config', 'names:MEMBER:card-gold,card-silver'],
  ],
  ['card whitelist, holding a card', cards, signedIn, { roles: [], whitelisted: true }, { kind: 'allow', role: 'GUEST' }, ['config', 'user', 'roles', 'whitelisted', 'record', 'guest-role']],
  [
    'goods whitelist: the names by skuCodes',
    goods,
    signedIn,
    { roles: [], names: ['明前龙井礼盒'] },
    { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对购买 明前龙井礼盒 商品的用户开放', buyGoods: true } },
    ['config', 'user', 'roles', 'whitelisted', 'names:SKU:SKU-TEA-001'],
  ],
  [
    'whitelist confirmation failing counts as not whitelisted; names failing leave them empty',
    goods,
    signedIn,
    { roles: [], whitelisted: 'throw', names: 'throw' },
    { kind: 'deny', denial: { title: '应用仅对特定用户开放', description: '应用仅对购买  商品的用户开放', buyGoods: true } },
    ['config', 'user', 'roles', 'whitelisted', 'names:SKU:SKU-TEA-001'],
  ],
  ['a whitelist does not apply to members', cards, signedIn, { roles: ['MEMBER'] }, { kind: 'allow', role: 'MEMBER' }, ['config', 'user', 'roles', 'record']],
  ['a failing access record does not deny', OPEN, signedIn, { roles: ['MEMBER'], record: 'throw' }, { kind: 'allow', role: 'MEMBER' }, ['config', 'user', 'roles', 'record']],
];

describe('accessCheck: the §4 flow with the platform answers', () => {
  it.each(cases)('%s', async (_name, config, ctx, answers, outcome, calls) => {
    const { ask, calls: made } = fake(config, answers);
    await expect(accessCheck(ask, ctx)).resolves.toEqual(outcome);
    expect(made).toEqual(calls);
  });

  it('a config that cannot be read rejects (the screen shows its own error)', async () => {
    const { ask } = fake(OPEN, {});
    ask.accessConfig = () => Promise.reject(new Error('404'));
    await expect(accessCheck(ask, signedIn)).rejects.toThrow('404');
  });
});

describe('checkMayGrant: whether the check can change what the caller may do', () => {
  it.each([
    ['signed in', signedIn, true],
    ['signed out', anonymous, false],
  ] as const)('%s: %s', (_name, ctx, may) => expect(checkMayGrant(ctx)).toBe(may));

  // The rule holds for the flow itself: every row where it says no makes no call that grants anything.
  it.each(cases.filter(([, , ctx]) => !checkMayGrant(ctx)))('%s: no record, no GUEST role', async (_name, config, ctx, answers) => {
    const { ask, calls } = fake(config, answers);
    await accessCheck(ask, ctx);
    expect(calls.filter((c) => c === 'record' || c === 'guest-role')).toEqual([]);
  });
});
