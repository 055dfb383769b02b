// Money as the store keeps it (fen, integers) and as people read and type it (yuan with at most two decimals, the
// spec's "amount with at most two decimals" validator).

/** 12345 → "123.45". */
export const yuanText = (fen: number): string => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;

/** "123.4" → 12340; null when it is not an amount with at most two decimals. */
export function fenOf(typed: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Why a refund amount cannot be asked, or null: an amount above zero and at most what is left to refund (paid less refunds approved). */
export function refundProblem(typed: string, refundableFen: number): string | null {
  const fen = fenOf(typed);
  if (fen === null || fen <= 0) return '请输入正确的退款金额';
  if (fen > refundableFen) return `退款金额不能超过可退金额 ${yuanText(refundableFen)} 元`;
  return null;
}
