/**
 * Demo CRM customers, SRM suppliers and extra memberships (documented in server/README.md "CRM and SRM"). The
 * customers `c-5001` and `c-5002` are the ones the seeded memberships (`ms-1`, `ms-2`) already point at.
 */
import { customers, suppliers } from '../db/crm.js';
import type { Db } from '../db/index.js';
import { memberships } from '../db/schema.js';

const TENANT_A = '1001';
const TENANT_B = '1002';
const CREATED = '2026-01-01T08:00:00.000Z';
const ADMIN = '10001';
const SUBADMIN = '10002';
const MEMBER = '10003';

const CUSTOMER_SEED = [
  { id: 'c-5001', tenantId: TENANT_A, name: '钱独行', customerType: 2, creditRating: 3, phone: '13800000005', ownerUserId: ADMIN },
  { id: 'c-5002', tenantId: TENANT_A, name: '张成员', customerType: 2, creditRating: 3, phone: '13800000003', ownerUserId: MEMBER },
  { id: 'c-5003', tenantId: TENANT_A, name: '杭州西湖茶业有限公司', customerType: 1, creditRating: 4, phone: '0571-88886666', ownerUserId: MEMBER },
  { id: 'c-5004', tenantId: TENANT_A, name: '上海浦江贸易有限公司', customerType: 1, creditRating: 2, phone: '021-66668888', ownerUserId: SUBADMIN },
  { id: 'c-5005', tenantId: TENANT_A, name: '宁波港城物流有限公司', customerType: 1, creditRating: 1, phone: '0574-87654321', ownerUserId: null },
  { id: 'c-6001', tenantId: TENANT_B, name: '深圳南山电子有限公司', customerType: 1, creditRating: 5, phone: '0755-26668888', ownerUserId: MEMBER },
];

const SUPPLIER_SEED = [
  { id: 's-7001', tenantId: TENANT_A, name: '华东包装材料有限公司', code: 'SUP-001', contact: '周经理', phone: '13900000001', level: 'A' },
  { id: 's-7002', tenantId: TENANT_A, name: '苏州精工五金厂', code: 'SUP-002', contact: '吴师傅', phone: '13900000002', level: 'B' },
  { id: 's-7003', tenantId: TENANT_A, name: '温州印刷有限公司', code: 'SUP-003', contact: '郑主管', phone: '13900000003', level: 'B' },
  { id: 's-8001', tenantId: TENANT_B, name: '东莞塑胶制品厂', code: 'SUP-101', contact: '冯厂长', phone: '13900000101', level: 'A' },
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
}
