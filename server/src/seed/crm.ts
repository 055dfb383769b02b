/**
 * Demo CRM customers, SRM suppliers and extra memberships (documented in server/README.md "CRM and SRM"). The
 * customers `c-5001` and `c-5002` are the ones the seeded memberships (`ms-1`, `ms-2`) already point at.
 */
import { customers, membershipCardOffers, membershipTerms, suppliers, vipCardCodeTerms } from '../db/crm.js';
import type { Db } from '../db/index.js';
import { memberships, vipCardCodes } from '../db/schema.js';

const TENANT_A = '1001';
const TENANT_B = '1002';
const CREATED = '2026-01-01T08:00:00.000Z';
const ADMIN = '10001';
const SUBADMIN = '10002';
const MEMBER = '10003';
const GUEST = '10004';

const CUSTOMER_SEED = [
  { id: 'c-5001', tenantId: TENANT_A, name: '钱独行', customerType: 2, creditRating: 3, phone: '13800000005', ownerUserId: ADMIN },
  { id: 'c-5002', tenantId: TENANT_A, name: '张成员', customerType: 2, creditRating: 3, phone: '13800000003', ownerUserId: MEMBER },
  { id: 'c-5003', tenantId: TENANT_A, name: '杭州西湖茶业有限公司', customerType: 1, creditRating: 4, phone: '0571-88886666', ownerUserId: MEMBER },
  { id: 'c-5004', tenantId: TENANT_A, name: '上海浦江贸易有限公司', customerType: 1, creditRating: 2, phone: '021-66668888', ownerUserId: SUBADMIN },
  { id: 'c-5005', tenantId: TENANT_A, name: '宁波港城物流有限公司', customerType: 1, creditRating: 1, phone: '0574-87654321', ownerUserId: null },
  { id: 'c-6001', tenantId: TENANT_B, name: '深圳南山电子有限公司', customerType: 1, creditRating: 5, phone: '0755-26668888', ownerUserId: MEMBER },
];

const SUPPLIER_SEED = [
  { id: 's-7001', tenantId: TENANT_A, name: '华东包装材料有限公司', code: 'SUP-001', contact: '周经理', phone: '13900000001', level: 'A', tags: ['包装'] },
  { id: 's-7002', tenantId: TENANT_A, name: '苏州精工五金厂', code: 'SUP-002', contact: '吴师傅', phone: '13900000002', level: 'B' },
  { id: 's-7003', tenantId: TENANT_A, name: '温州印刷有限公司', code: 'SUP-003', contact: '郑主管', phone: '13900000003', level: 'B' },
  { id: 's-8001', tenantId: TENANT_B, name: '东莞塑胶制品厂', code: 'SUP-101', contact: '冯厂长', phone: '13900000101', level: 'A' },
  // 1002 keeps organisation 1001 as a supplier too: the per-tenant lookup.
  { id: 'mc-s-1', tenantId: TENANT_B, name: '演示科技有限公司', code: 'SUP-102', contact: '王管理', phone: '13800000001', level: 'B', supplierTenantId: TENANT_A },
];

/** Clears and writes this module's rows; runs inside seedDatabase's transaction, after the shared tables. */
export function seedCrm(db: Db): void {
  db.delete(customers).run();
  db.delete(suppliers).run();
  db.insert(customers).values(CUSTOMER_SEED.map((c) => ({ ...c, createdAt: CREATED }))).run();
  db.insert(suppliers).values(SUPPLIER_SEED.map((s) => ({ ...s, createdAt: CREATED }))).run();
  // One membership in the second organisation, so the member picker has something to keep apart.
  db.insert(memberships)
    .values({ id: 'ms-crm-1', tenantId: TENANT_B, userId: MEMBER, cardId: 'card-trade', code: 'M2001', customerId: 'c-6001', unlimited: false, createdAt: CREATED })
    .run();
  seedMemberCentre(db);
}

/**
 * VIP card codes of the member centre (server/README.md "Member centre"): twelve gold codes of organisation 1001's
 * 金卡会员 (a year), one silver (90 days), one past its last day, one used. Codes are what people type, so they carry
 * the `MC-` mark instead of an id prefix.
 */
export const MEMBER_CODE_SEED = {
  // Random, not a sequence: knowing one code tells nothing of the others (issue 34, finding 5).
  gold: [
    'MC-GOLD-5V4K-MJP4', 'MC-GOLD-8BRX-KCST', 'MC-GOLD-HQGM-ZR2Y', 'MC-GOLD-WLR3-G7GG', 'MC-GOLD-EJC3-VUZD', 'MC-GOLD-HQ4W-QEWF',
    'MC-GOLD-LCGG-HD54', 'MC-GOLD-MKZE-DBGT', 'MC-GOLD-PMQ6-ACZB', 'MC-GOLD-YQG4-99B3', 'MC-GOLD-2X9D-UZBG', 'MC-GOLD-23YT-M9FM',
  ],
  silver: 'MC-SILVER-0001',
  expired: 'MC-EXPIRED-0001',
  used: 'MC-USED-0001',
} as const;

/** Runs after seedCrm: the member centre's codes, card offers and membership ends. */
function seedMemberCentre(db: Db): void {
  const gold = { tenantId: TENANT_A, cardId: 'card-gold', cardDays: 365, expiresAt: '2099-12-31T15:59:59.000Z' };
  db.insert(vipCardCodes)
    .values([
      ...MEMBER_CODE_SEED.gold.map((code) => ({ code, level: 'GOLD', days: 365 })),
      { code: MEMBER_CODE_SEED.silver, level: 'SILVER', days: 90 },
      { code: MEMBER_CODE_SEED.expired, level: 'GOLD', days: 365 },
      { code: MEMBER_CODE_SEED.used, level: 'GOLD', days: 365, usedBy: ADMIN, usedAt: CREATED },
    ])
    .run();
  db.insert(vipCardCodeTerms)
    .values([
      ...MEMBER_CODE_SEED.gold.map((code) => ({ code, ...gold })),
      { code: MEMBER_CODE_SEED.silver, tenantId: TENANT_A, cardId: 'card-silver', cardDays: 90, expiresAt: '2099-12-31T15:59:59.000Z' },
      { code: MEMBER_CODE_SEED.expired, ...gold, expiresAt: '2025-12-31T15:59:59.000Z' },
      { code: MEMBER_CODE_SEED.used, ...gold },
    ])
    .run();
  // 普通会员卡 is open to everyone of 1001 (注册即得), without end.
  db.insert(membershipCardOffers).values({ cardId: 'card-basic', days: null }).run();
  db.insert(membershipTerms).values({ membershipId: 'ms-1', expiresAt: '2027-12-31T15:59:59.000Z' }).run();
  // guest held 银卡会员 until the end of 2025: an ended membership shows invalid and satisfies no whitelist.
  db.insert(customers).values({ id: 'mx-c-1', tenantId: TENANT_A, name: '赵访客', customerType: 2, creditRating: 3, phone: '13800000004', ownerUserId: ADMIN, createdAt: CREATED }).run();
  db.insert(memberships)
    .values({ id: 'mx-ms-1', tenantId: TENANT_A, userId: GUEST, cardId: 'card-silver', code: 'M0102', customerId: 'mx-c-1', unlimited: false, createdAt: CREATED })
    .run();
  db.insert(membershipTerms).values({ membershipId: 'mx-ms-1', expiresAt: '2025-12-31T15:59:59.000Z' }).run();
  // admin holds the retired card: the member centre shows it invalid (§4 status 0).
  db.insert(memberships)
    .values({ id: 'mc-ms-1', tenantId: TENANT_A, userId: ADMIN, cardId: 'card-old', code: 'M0101', customerId: 'c-5001', unlimited: true, createdAt: CREATED })
    .run();
}
