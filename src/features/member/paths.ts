/** The member area's screens (src/routes.ts rows under memberCenter/ and afterSales/). */
import { MEMBER_TEXT } from './text';
import type { WorkArea } from '../../domain/team/work-areas';
import { PATHS } from '../../routes';

export const MEMBER_PATHS = {
  centre: '/memberCenter/index',
  redeem: '/memberCenter/redemptionMember',
  store: '/memberCenter/store',
  goods: '/memberCenter/goods',
  orders: '/memberCenter/orders',
  order: '/memberCenter/orderDetail',
  afterSales: '/afterSales/index',
  applyAfterSale: '/afterSales/apply',
  customers: '/memberCenter/customers',
  suppliers: '/memberCenter/suppliers',
} as const;

/**
 * The member centre's entries, in the order shown; those with an area only for people it is open to (last). The
 * member centre is 我的, the person's own area: real-name certification, about the person, is opened from here.
 */
export const MEMBER_ENTRIES: readonly { path: string; label: string; primary?: boolean; area?: WorkArea }[] = [
  { path: MEMBER_PATHS.redeem, label: MEMBER_TEXT.redeem, primary: true },
  { path: MEMBER_PATHS.store, label: MEMBER_TEXT.store },
  { path: MEMBER_PATHS.orders, label: MEMBER_TEXT.orders },
  { path: MEMBER_PATHS.afterSales, label: MEMBER_TEXT.afterSales },
  { path: PATHS.certification, label: MEMBER_TEXT.certification },
  { path: PATHS.outbox, label: MEMBER_TEXT.outbox },
  { path: MEMBER_PATHS.customers, label: MEMBER_TEXT.customers, area: 'customers' },
  { path: MEMBER_PATHS.suppliers, label: MEMBER_TEXT.suppliers, area: 'suppliers' },
];
