// Customer labels (spec screens-data-rules.md §4: customer type 1 enterprise, 2 individual; credit rating 1
// public-sea, 2 potential, 3 formal, 4 four-star, 5 strategic) and the customer form's check.

export const CUSTOMER_TYPE_TEXT: Record<number, string> = { 1: '企业', 2: '个人' };
export const CREDIT_RATING_TEXT: Record<number, string> = { 1: '公海', 2: '潜在', 3: '正式', 4: '四星', 5: '战略' };

/** The label of a code in its table; an unknown code shows as 未知. */
export const codeText = (table: Record<number, string>, code: number): string => table[code] ?? '未知';

/** Why a customer or supplier form cannot be sent, or null: a name, and a phone that is digits and dashes if given. */
export function contactProblem(name: string, phone: string): string | null {
  if (!name.trim()) return '请填写名称';
  if (phone.trim() && !/^[\d-]{5,20}$/.test(phone.trim())) return '请填写正确的电话';
  return null;
}
