/**
 * The team demo (documented in server/README.md "Team"): organisation `tm-3001` 星河协作团队, run by admin, with
 * three department levels and 300 members, so member search and paging are real; three people waiting to join;
 * and `tm-3002` 开放加入小组 (run by a seeded member), which lets anyone with its code in without approval. No other
 * demo user belongs to them, so `member` can ask to join and be approved.
 */
import type { Db } from '../db/index.js';
import * as t from '../db/schema.js';

const TEAM_TENANT = 'tm-3001';
const OPEN_TEAM_TENANT = 'tm-3002';
const TEAM_INVITATION_CODE = 'TMK7Q2MX';
const OPEN_TEAM_INVITATION_CODE = 'TMOPEN26';
/** Seeded team members: ids 60001 ... 60300; 60301 ... 60303 only asked to join. */
const TEAM_MEMBER_COUNT = 300;

const CREATED = '2026-01-01T08:00:00.000Z';
const ADMIN = '10001';
/** The open group's admin: the first seeded team member, so the demo users' organisation lists grow by one only. */
const OPEN_TEAM_ADMIN = '60001';

const SURNAMES = ['赵', '钱', '孙', '李', '周', '吴', '郑', '王', '冯', '陈', '褚', '卫', '蒋', '沈', '韩', '杨', '朱', '秦', '尤', '许'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超'];

/** The departments: root > centres > groups (a parent always comes before its children). */
const DEPARTMENTS = [
  { id: 'tm-d-root', name: '星河协作团队', parentId: null, leader: ADMIN },
  { id: 'tm-d-rd', name: '研发中心', parentId: 'tm-d-root', leader: '60001' },
  { id: 'tm-d-fe', name: '前端组', parentId: 'tm-d-rd', leader: '60003' },
  { id: 'tm-d-be', name: '后端组', parentId: 'tm-d-rd', leader: '60004' },
  { id: 'tm-d-mkt', name: '市场中心', parentId: 'tm-d-root', leader: '60002' },
  { id: 'tm-d-south', name: '华南市场组', parentId: 'tm-d-mkt', leader: '60005' },
  { id: 'tm-d-north', name: '华北市场组', parentId: 'tm-d-mkt', leader: null },
  { id: 'tm-d-hr', name: '人事行政部', parentId: 'tm-d-root', leader: null },
] as const;

const JOB_TITLES: Record<string, string> = {
  'tm-d-root': '助理',
  'tm-d-rd': '架构师',
  'tm-d-fe': '前端工程师',
  'tm-d-be': '后端工程师',
  'tm-d-mkt': '市场专员',
  'tm-d-south': '销售代表',
  'tm-d-north': '销售代表',
  'tm-d-hr': '人事专员',
};

const userId = (n: number) => String(60000 + n);
const nicknameOf = (n: number) => `${SURNAMES[n % SURNAMES.length]}${GIVEN[Math.floor(n / SURNAMES.length) % GIVEN.length]}${n > SURNAMES.length * GIVEN.length ? n : ''}`;

const phoneOf = (n: number) => `137${userId(n).padStart(8, '0')}`;

export function seedTeam(db: Db): void {
  const people = Array.from({ length: TEAM_MEMBER_COUNT + 3 }, (_, i) => i + 1);
  db.insert(t.users)
    .values(
      people.map((n) => ({
        id: userId(n),
        username: `tm${userId(n)}`,
        // Not a scrypt hash: these people are listed, never signed in as.
        passwordHash: '!',
        nickname: nicknameOf(n),
        phone: phoneOf(n),
        email: `tm${userId(n)}@ware.demo`,
        gender: n % 3 === 0 ? 2 : 1,
        createdAt: CREATED,
      })),
    )
    .run();

  db.insert(t.organizations)
    .values([
      { id: TEAM_TENANT, name: '星河协作团队', industry: '信息技术', description: '团队管理演示组织', invitationCode: TEAM_INVITATION_CODE, invitationEnabled: true, createdBy: ADMIN, createdAt: CREATED },
      { id: OPEN_TEAM_TENANT, name: '开放加入小组', industry: '教育', description: '凭邀请码直接加入', invitationCode: OPEN_TEAM_INVITATION_CODE, invitationEnabled: true, createdBy: OPEN_TEAM_ADMIN, createdAt: CREATED },
    ])
    .run();
  db.insert(t.organizationSettings)
    .values([
      { tenantId: TEAM_TENANT, joinApproval: true, contactName: '王管理', contactPhone: '13800000001' },
      { tenantId: OPEN_TEAM_TENANT, joinApproval: false, contactName: nicknameOf(1), contactPhone: phoneOf(1) },
    ])
    .run();

  db.insert(t.departments)
    .values([
      ...DEPARTMENTS.map((d, sort) => ({ id: d.id, tenantId: TEAM_TENANT, name: d.name, parentId: d.parentId, leaderUserId: d.leader, sort })),
      { id: 'tm-d-open', tenantId: OPEN_TEAM_TENANT, name: '开放加入小组', parentId: null, leaderUserId: OPEN_TEAM_ADMIN, sort: 0 },
    ])
    .run();

  // Members join one a minute after another, so "joining order" is well defined; leaders sit in the department they lead.
  const joinedAt = (n: number) => new Date(Date.parse(CREATED) + n * 60_000).toISOString();
  const departmentOf = (n: number) => DEPARTMENTS.find((d) => d.leader === userId(n))?.id ?? DEPARTMENTS[1 + (n % (DEPARTMENTS.length - 1))]!.id;
  db.insert(t.orgMembers)
    .values([
      { tenantId: TEAM_TENANT, userId: ADMIN, role: 'ADMIN' as const, departmentId: 'tm-d-root', jobTitle: '负责人', joinedAt: CREATED },
      { tenantId: OPEN_TEAM_TENANT, userId: OPEN_TEAM_ADMIN, role: 'ADMIN' as const, departmentId: 'tm-d-open', jobTitle: '负责人', joinedAt: CREATED },
      ...people.slice(0, TEAM_MEMBER_COUNT).map((n) => {
        const departmentId = departmentOf(n);
        return { tenantId: TEAM_TENANT, userId: userId(n), role: n === 1 ? ('ADMIN' as const) : ('MEMBER' as const), departmentId, jobTitle: JOB_TITLES[departmentId]!, joinedAt: joinedAt(n) };
      }),
    ])
    .run();

  db.insert(t.positions)
    .values(
      DEPARTMENTS.filter((d) => d.leader).map((d) => ({
        id: `tm-p-${d.id.slice('tm-d-'.length)}`,
        tenantId: TEAM_TENANT,
        userId: d.leader!,
        departmentId: d.id,
        name: `${d.name}负责人`,
        isLeader: true,
      })),
    )
    .run();

  db.insert(t.joinRequests)
    .values(
      [1, 2, 3].map((k) => ({
        id: `tm-jr-${k}`,
        tenantId: TEAM_TENANT,
        userId: userId(TEAM_MEMBER_COUNT + k),
        message: k === 1 ? '你好,我是新来的同事' : '',
        status: 'PENDING' as const,
        createdAt: joinedAt(TEAM_MEMBER_COUNT + k),
      })),
    )
    .run();
}
