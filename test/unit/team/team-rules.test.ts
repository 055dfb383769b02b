import { createProblems } from '@/domain/team/create';
import { departmentTree, flattenTree } from '@/domain/team/department-tree';
import { INDUSTRIES } from '@/domain/team/industries';
import { invitationCodeFrom, invitationLink } from '@/domain/team/invitation';
import { nextStepOf, outcomeOfStatus } from '@/domain/team/join-result';
import { decidesAfterSales, managementEntries } from '@/domain/team/management';
import { isMobile, isSmsCode, secondsLeft } from '@/domain/team/sms';

describe('industry list (spec §3: 22 entries, construction, transport, retail and others)', () => {
  it('has 22 distinct entries with the named ones', () => {
    expect(INDUSTRIES).toHaveLength(22);
    expect(new Set(INDUSTRIES.map((i) => i.code)).size).toBe(22);
    expect(new Set(INDUSTRIES.map((i) => i.name)).size).toBe(22);
    expect(INDUSTRIES.map((i) => i.code)).toEqual(expect.arrayContaining(['CONSTRUCTION', 'TRANSPORT', 'RETAIL', 'OTHER']));
  });
});

describe('invitation code from what was typed, shared or scanned', () => {
  it.each<{ case: string; input: string | null; expected: string | null }>([
    { case: 'typed, lower case', input: ' tmk7q2mx ', expected: 'TMK7Q2MX' },
    { case: 'a shared link', input: 'https://h5.example.com/team/joinTeam/join?inviteCode=TMK7Q2MX', expected: 'TMK7Q2MX' },
    { case: 'a scanned link with other params', input: 'http://x/team/joinTeam/join?from=qr&inviteCode=abc123#top', expected: 'ABC123' },
    { case: 'a link with code=', input: '/team/joinTeam/join?code=INV1001', expected: 'INV1001' },
    { case: 'a link without a code', input: 'https://h5.example.com/platform/index?x=1', expected: null },
    { case: 'punctuation is no code', input: 'TM-K7Q2', expected: null },
    { case: 'too short', input: 'AB', expected: null },
    { case: 'empty', input: '', expected: null },
    { case: 'nothing', input: null, expected: null },
  ])('$case', ({ input, expected }) => {
    expect(invitationCodeFrom(input)).toBe(expected);
  });

  it('makes links the join screen reads back', () => {
    const link = invitationLink('https://h5.example.com/', '/team/joinTeam/join', 'TMK7Q2MX');
    expect(link).toBe('https://h5.example.com/team/joinTeam/join?inviteCode=TMK7Q2MX');
    expect(invitationCodeFrom(link)).toBe('TMK7Q2MX');
  });
});

describe('join result (spec §2: joined, pending approval, or refused, with the next step)', () => {
  it.each<{ status: string | null; outcome: string; next: string }>([
    { status: 'APPROVED', outcome: 'joined', next: 'enter' },
    { status: 'PENDING', outcome: 'pending', next: 'home' },
    { status: 'REJECTED', outcome: 'refused', next: 'retry' },
    { status: 'CREATED', outcome: 'created', next: 'enter' },
    { status: null, outcome: 'refused', next: 'retry' },
  ])('$status → $outcome, then $next', ({ status, outcome, next }) => {
    expect(outcomeOfStatus(status)).toBe(outcome);
    expect(nextStepOf(outcomeOfStatus(status))).toBe(next);
  });
});

describe('management entries from my permissions', () => {
  it.each<{ case: string; codes: string[]; expected: string[] }>([
    { case: 'an organisation admin sees all', codes: ['org:manage', 'member:manage', 'join:approve', 'app:install', 'app:use'], expected: ['management', 'applications', 'members', 'share'] },
    { case: 'a member sees none', codes: ['app:use'], expected: [] },
    { case: 'no permissions, nothing', codes: [], expected: [] },
    { case: 'approval only', codes: ['join:approve'], expected: ['applications'] },
  ])('$case', ({ codes, expected }) => {
    expect(managementEntries(codes)).toEqual(expected);
  });
});

describe("who decides the organisation's after-sale requests", () => {
  it.each([
    { case: 'an admin (org:manage)', codes: ['org:manage', 'member:manage', 'join:approve', 'app:install', 'app:use'], expected: true },
    { case: 'a member (app:use only)', codes: ['app:use'], expected: false },
    { case: 'approving joins is not enough', codes: ['join:approve', 'member:manage'], expected: false },
    { case: 'no permissions', codes: [], expected: false },
  ])('$case', ({ codes, expected }) => {
    expect(decidesAfterSales(codes)).toBe(expected);
  });
});

describe('department tree', () => {
  const rows = [
    { id: 'fe', name: '前端组', parentId: 'rd', sort: 2, memberCount: 4 },
    { id: 'root', name: '团队', parentId: null, sort: 0, memberCount: 1 },
    { id: 'rd', name: '研发中心', parentId: 'root', sort: 1, memberCount: 2 },
    { id: 'be', name: '后端组', parentId: 'rd', sort: 1, memberCount: 3 },
    { id: 'lost', name: '孤儿部门', parentId: 'gone', sort: 9, memberCount: 5 },
    { id: 'self', name: '自指部门', parentId: 'self', sort: 8, memberCount: 0 },
  ];

  it('nests children under parents in sort order and totals members below', () => {
    const flat = flattenTree(departmentTree(rows)).map((n) => [n.department.id, n.depth, n.totalMembers]);
    expect(flat).toEqual([
      ['root', 0, 10],
      ['rd', 1, 9],
      ['be', 2, 3],
      ['fe', 2, 4],
      ['self', 0, 0],
      ['lost', 0, 5],
    ]);
  });
});

describe('SMS step (spec §9: 6-digit code, 60 s countdown; §5 mobile number)', () => {
  it.each<{ case: string; sentAt: number | null; now: number; expected: number }>([
    { case: 'never sent', sentAt: null, now: 0, expected: 0 },
    { case: 'just sent', sentAt: 1000, now: 1000, expected: 60 },
    { case: '0.5 s later still 60', sentAt: 1000, now: 1500, expected: 60 },
    { case: '59.5 s later 1', sentAt: 0, now: 59_500, expected: 1 },
    { case: '60 s later 0', sentAt: 0, now: 60_000, expected: 0 },
  ])('$case', ({ sentAt, now, expected }) => {
    expect(secondsLeft(sentAt, now)).toBe(expected);
  });

  it.each([
    ['13800000005', true],
    ['12800000005', true],
    ['11800000005', false],
    ['1380000000', false],
  ] as const)('mobile %s → %s', (phone, ok) => {
    expect(isMobile(phone)).toBe(ok);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ] as const)('code %s → %s', (code, ok) => {
    expect(isSmsCode(code)).toBe(ok);
  });
});

describe('organisation creation checks', () => {
  const good = { name: '独行工作室', industry: '教育', contactName: '钱独行', contactPhone: '13800000005', smsCode: '123456' };
  it.each<{ case: string; change: Partial<typeof good>; expected: string[] }>([
    { case: 'all filled in', change: {}, expected: [] },
    { case: 'a one-character name', change: { name: ' 独 ' }, expected: ['name'] },
    { case: 'a 51-character name', change: { name: '名'.repeat(51) }, expected: ['name'] },
    { case: 'an industry not on the list', change: { industry: '航天' }, expected: ['industry'] },
    { case: 'no contact', change: { contactName: '  ' }, expected: ['contactName'] },
    { case: 'a landline', change: { contactPhone: '0571-88886666' }, expected: ['contactPhone'] },
    { case: 'a 5-digit code', change: { smsCode: '12345' }, expected: ['smsCode'] },
    { case: 'nothing filled in', change: { name: '', industry: '', contactName: '', contactPhone: '', smsCode: '' }, expected: ['name', 'industry', 'contactName', 'contactPhone', 'smsCode'] },
  ])('$case', ({ change, expected }) => {
    expect(createProblems({ ...good, ...change })).toEqual(expected);
  });
});
