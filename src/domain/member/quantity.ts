// The order quantity of the goods screen's number box: a whole number from the number box minimum of §5 / §9 up to
// what is in stock, and never above what one order line may carry (the server's cap, 99 a line).
import { NUMBER_BOX_MIN } from '../constants';

/** The most one order line may carry (server routes/orders.ts PlaceOrder: quantity max 99). */
const ORDER_LINE_MAX = 99;

/** The number box's upper bound for goods with `stock` left (at least the minimum, so the box never inverts). */
export const quantityMax = (stock: number): number => Math.max(NUMBER_BOX_MIN, Math.min(ORDER_LINE_MAX, Math.floor(stock)));

/** The quantity to order, or null when the value (the box's text or number) is not one within 1..quantityMax. */
export function orderQuantity(value: string | number, stock: number = ORDER_LINE_MAX): number | null {
  const trimmed = String(value).trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= NUMBER_BOX_MIN && count <= quantityMax(stock) ? count : null;
}
