/**
 * Demo sales orders (documented in server/README.md "Sales orders"): five in organisation 1001, one in 1002 so the
 * relatedSales picker has something to keep apart. Amounts in fen.
 */
import type { Db } from '../db/index.js';
import { afterSales, orderLines, orderReceivers, orders, storeGoods, stores } from '../db/orders.js';
import { goods } from '../db/schema.js';

type OrderRow = typeof orders.$inferInsert;

const A = '1001';
const B = '1002';
const WEST_LAKE = { storeId: 'st-1', storeName: '西湖旗舰店' };
const ONLINE = { storeId: 'st-2', storeName: '线上商城' };
const ADMIN = '10001';
const MEMBER = '10003';
const HZ = { addressLocation: '浙江省杭州市西湖区', addressDetails: '文三路 90 号' };

const ORDER_SEED: OrderRow[] = [
  { id: 'o-9001', tenantId: A, code: 'SO-2026-0001', orderType: 'USER', customerName: '钱独行', ...WEST_LAKE, amount: 29800, freight: 0, evaluated: true, orderStatus: 'COMPLETED', afterSaleStatus: null, paymentStatus: 'COMPLETION', deliveryStatus: 'SIGNED', ...HZ, userId: ADMIN, paidAmount: 29800, createdAt: '2026-03-01T02:00:00.000Z' },
  { id: 'o-9002', tenantId: A, code: 'SO-2026-0002', orderType: 'PROXY', customerName: '杭州西湖茶业有限公司', ...WEST_LAKE, amount: 92600, freight: 1000, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'PARTIAL_PAYMENT', deliveryStatus: 'WAIT_DELIVER', ...HZ, paidAmount: 50000, createdAt: '2026-03-05T02:00:00.000Z' },
  { id: 'o-9003', tenantId: A, code: 'SO-2026-0003', orderType: 'USER', customerName: '张成员', ...ONLINE, amount: 9900, freight: 800, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'UNPAID', deliveryStatus: 'WAIT_DELIVER', userId: MEMBER, addressLocation: '上海市浦东新区', addressDetails: '世纪大道 100 号', createdAt: '2026-04-10T02:00:00.000Z' },
  { id: 'o-9004', tenantId: A, code: 'SO-2026-0004', orderType: 'PROXY', customerName: '上海浦江贸易有限公司', ...ONLINE, amount: 45800, freight: 0, evaluated: false, orderStatus: 'CANCELLED', afterSaleStatus: 'APPROVED', paymentStatus: 'REFUNDED', deliveryStatus: 'REJECTED', paidAmount: 45800, addressLocation: '上海市黄浦区', addressDetails: '中山东一路 1 号', createdAt: '2026-04-20T02:00:00.000Z' },
  { id: 'o-9005', tenantId: A, code: 'SO-2026-0005', orderType: 'USER', customerName: '宁波港城物流有限公司', ...WEST_LAKE, amount: 59600, freight: 1200, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: 'INIT', paymentStatus: 'COMPLETION', deliveryStatus: 'DELIVERED', userId: MEMBER, paidAmount: 59600, addressLocation: '浙江省宁波市北仑区', addressDetails: '港城大道 8 号', createdAt: '2026-05-02T02:00:00.000Z' },
  { id: 'o-9101', tenantId: B, code: 'SO-2026-1001', orderType: 'PROXY', customerName: '深圳南山电子有限公司', storeId: 'st-9', storeName: '深圳批发部', amount: 1000, freight: 0, evaluated: false, orderStatus: 'PLACED', afterSaleStatus: null, paymentStatus: 'UNPAID', deliveryStatus: 'WAIT_DELIVER', addressLocation: '广东省深圳市南山区', addressDetails: '科技园 1 号', createdAt: '2026-03-03T02:00:00.000Z' },
];

/** Who receives each seeded order (an order detail shows 收货人 with the address, as an order placed now does). */
const RECEIVER_SEED = [
  { orderId: 'o-9001', name: '钱独行', phone: '13800138001' },
  { orderId: 'o-9002', name: '李采购', phone: '13900139002' },
  { orderId: 'o-9003', name: '张成员', phone: '13800138000' },
  { orderId: 'o-9004', name: '陈经理', phone: '13700137004' },
  { orderId: 'o-9005', name: '王仓管', phone: '13600136005' },
  { orderId: 'o-9101', name: '刘收货', phone: '13500135101' },
];

/** Clears and writes this module's rows; runs inside seedDatabase's transaction. */
export function seedOrders(db: Db): void {
  db.delete(orders).run();
  db.insert(orders).values(ORDER_SEED).run();
  db.insert(orderReceivers).values(RECEIVER_SEED).run();
  seedStores(db);
}

/**
 * The stores the seeded orders name, with goods on sale and their stock (server/README.md "Store and orders"):
 * 线上商城 has 24 goods (enough to page), 定制钢笔 only 2 in stock (short stock is refused). Goods of their own
 * carry sku codes MC-SKU-nnn; store goods ids are mc-g-n.
 */
export const STORE_SEED = {
  westLake: WEST_LAKE.storeId,
  online: ONLINE.storeId,
  tea: 'mc-g-1',
  cups: 'mc-g-2',
  pen: 'mc-g-3',
} as const;

function seedStores(db: Db): void {
  db.insert(stores)
    .values([
      { id: WEST_LAKE.storeId, tenantId: A, name: WEST_LAKE.storeName, freight: 1200, intro: '杭州西湖边的茶礼专门店' },
      { id: ONLINE.storeId, tenantId: A, name: ONLINE.storeName, freight: 800, intro: '全场包邮活动进行中' },
      { id: 'st-9', tenantId: B, name: '深圳批发部', freight: 0, intro: '' },
    ])
    .run();
  const extra = Array.from({ length: 22 }, (_, i) => ({ skuCode: `MC-SKU-${String(i + 1).padStart(3, '0')}`, tenantId: A, name: `办公用品 ${i + 1} 号`, price: 1000 + i * 100 }));
  db.insert(goods).values(extra).run();
  db.insert(storeGoods)
    .values([
      { id: STORE_SEED.tea, tenantId: A, storeId: WEST_LAKE.storeId, skuCode: 'SKU-TEA-001', stock: 50, intro: '明前特级龙井，250 克礼盒装' },
      { id: STORE_SEED.cups, tenantId: A, storeId: WEST_LAKE.storeId, skuCode: 'SKU-CUP-002', stock: 20, intro: '龙泉青瓷，一壶四杯' },
      { id: STORE_SEED.pen, tenantId: A, storeId: ONLINE.storeId, skuCode: 'SKU-PEN-003', stock: 2, intro: '可刻字的金属钢笔' },
      ...extra.map((g, i) => ({ id: `mc-g-${i + 10}`, tenantId: A, storeId: ONLINE.storeId, skuCode: g.skuCode, stock: 100, intro: '' })),
      { id: 'mc-g-900', tenantId: B, storeId: 'st-9', skuCode: 'SKU-BOX-201', stock: 10, intro: '' },
    ])
    .run();
  const line = (id: string, orderId: string, goodsId: string, skuCode: string, name: string, price: number, quantity: number) => ({ id, orderId, goodsId, skuCode, name, price, quantity });
  db.insert(orderLines)
    .values([
      line('mc-ol-1', 'o-9001', STORE_SEED.tea, 'SKU-TEA-001', '明前龙井礼盒', 29800, 1),
      line('mc-ol-2', 'o-9002', STORE_SEED.cups, 'SKU-CUP-002', '青瓷茶具套装', 45800, 2),
      line('mc-ol-3', 'o-9003', STORE_SEED.pen, 'SKU-PEN-003', '定制钢笔', 9100, 1),
      line('mc-ol-4', 'o-9004', STORE_SEED.cups, 'SKU-CUP-002', '青瓷茶具套装', 45800, 1),
      line('mc-ol-5', 'o-9005', STORE_SEED.tea, 'SKU-TEA-001', '明前龙井礼盒', 29200, 2),
    ])
    .run();
  db.insert(afterSales)
    .values([
      { id: 'mc-as-1', tenantId: A, orderId: 'o-9005', userId: MEMBER, reason: '礼盒外包装破损', amount: 20000, photos: [], status: 'INIT', answer: '', decidedBy: null, createdAt: '2026-05-05T02:00:00.000Z', decidedAt: null },
      { id: 'mc-as-2', tenantId: A, orderId: 'o-9004', userId: ADMIN, reason: '客户取消采购', amount: 45800, photos: [], status: 'APPROVED', answer: '已全额退款', decidedBy: ADMIN, createdAt: '2026-04-21T02:00:00.000Z', decidedAt: '2026-04-22T02:00:00.000Z' },
    ])
    .run();
}
