/**
 * Demo sales orders (documented in server/README.md "Sales orders"): five in organisation 1001, one in 1002 so the
 * relatedSales picker has something to keep apart. Amounts in fen.
 */
import type { Db } from '../db/index.js';
import { orders } from '../db/orders.js';

type OrderRow = typeof orders.$inferInsert;

const A = '1001';
const B = '1002';
const WEST_LAKE = { storeId: 'st-1', storeName: '西湖旗舰店' };
const ONLINE = { storeId: 'st-2', storeName: '线上商城' };
const HZ = { addressLocation: '浙江省杭州市西湖区', addressDetails: '文三路 90 号' };

const ORDER_SEED: OrderRow[] = [
  { id: 'o-9001', tenantId: A, code: 'SO-2026-0001', orderType: 'USER', customerName: '钱独行', ...WEST_LAKE, amount: 29800, freight: 0, evaluated: true, orderStatus: 'COMPLETED', afterSaleStatus: null, paymentStatus: 'COMPLETION', deliveryStatus: 'SIGNED', ...HZ, createdAt: '2026-03-01T02:00:00.000Z' },
  { id: 'o-9002', tenantId: A, code: 'SO-2026-0002', orderType: 'PROXY', customerName: '杭州西湖茶业有限公司', ...WEST_LAKE, amount: 92600, freight: 1000, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'PARTIAL_PAYMENT', deliveryStatus: 'WAIT_DELIVER', ...HZ, createdAt: '2026-03-05T02:00:00.000Z' },
  { id: 'o-9003', tenantId: A, code: 'SO-2026-0003', orderType: 'USER', customerName: '张成员', ...ONLINE, amount: 9900, freight: 800, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'UNPAID', deliveryStatus: 'WAIT_DELIVER', addressLocation: '上海市浦东新区', addressDetails: '世纪大道 100 号', createdAt: '2026-04-10T02:00:00.000Z' },
  { id: 'o-9004', tenantId: A, code: 'SO-2026-0004', orderType: 'PROXY', customerName: '上海浦江贸易有限公司', ...ONLINE, amount: 45800, freight: 0, evaluated: false, orderStatus: 'CANCELLED', afterSaleStatus: 'APPROVED', paymentStatus: 'REFUNDED', deliveryStatus: 'REJECTED', addressLocation: '上海市黄浦区', addressDetails: '中山东一路 1 号', createdAt: '2026-04-20T02:00:00.000Z' },
  { id: 'o-9005', tenantId: A, code: 'SO-2026-0005', orderType: 'USER', customerName: '宁波港城物流有限公司', ...WEST_LAKE, amount: 59600, freight: 1200, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: 'INIT', paymentStatus: 'COMPLETION', deliveryStatus: 'DELIVERED', addressLocation: '浙江省宁波市北仑区', addressDetails: '港城大道 8 号', createdAt: '2026-05-02T02:00:00.000Z' },
  { id: 'o-9101', tenantId: B, code: 'SO-2026-1001', orderType: 'PROXY', customerName: '深圳南山电子有限公司', storeId: 'st-9', storeName: '深圳批发部', amount: 1000, freight: 0, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'UNPAID', deliveryStatus: 'WAIT_DELIVER', addressLocation: '广东省深圳市南山区', addressDetails: '科技园 1 号', createdAt: '2026-03-03T02:00:00.000Z' },
];

/** Clears and writes this module's rows; runs inside seedDatabase's transaction. */
export function seedOrders(db: Db): void {
  db.delete(orders).run();
  db.insert(orders).values(ORDER_SEED).run();
}
