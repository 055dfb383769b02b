// Where an order goes (issue 41 item 8): the area chosen in the area sheet, the street address, the receiver and a
// mobile number checked by the spec's §5 mobile rule (1, then 2 to 9, then nine digits), as the server checks it.
import { isMobile } from '../form-engine/validators';

export const RECEIVER_TEXT = {
  area: '请选择所在地区',
  details: '请填写详细地址',
  receiver: '请填写收货人',
  phone: '请输入正确的手机号',
} as const;

/** The most characters of a receiver's name (the server's limit). */
export const RECEIVER_NAME_MAX = 20;

export interface OrderAddressInput {
  /** Area names from the province down, as the area sheet chose them. */
  area: string[];
  /** How many levels the area must have (province, city, district: 3). */
  levels: number;
  details: string;
  receiver: string;
  phone: string;
}

/** The first thing missing or wrong, in the order the fields are shown, or null when the address can be sent. */
export function orderAddressProblem(a: OrderAddressInput): string | null {
  if (a.area.length < a.levels) return RECEIVER_TEXT.area;
  if (!a.details.trim()) return RECEIVER_TEXT.details;
  if (!a.receiver.trim() || a.receiver.trim().length > RECEIVER_NAME_MAX) return RECEIVER_TEXT.receiver;
  if (!isMobile(a.phone)) return RECEIVER_TEXT.phone;
  return null;
}

/** The order's §3 address (location, details) with its receiver, as POST /order/orders takes it. */
export const orderAddress = (a: OrderAddressInput) => ({
  location: a.area.join(''),
  details: a.details.trim(),
  receiver: a.receiver.trim(),
  phone: a.phone.trim(),
});
