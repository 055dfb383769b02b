// The order quantity typed on the goods screen: a whole number of at most two digits (the field's maxLength), at
// least the number box minimum of §5 / §9.
import { NUMBER_BOX_MIN } from '../constants';

/** The quantity to order, or null when the text is not one. */
export function orderQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= NUMBER_BOX_MIN ? count : null;
}
