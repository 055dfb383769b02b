// Membership cards as the member centre shows them (spec screens-data-rules.md §3 "Membership", §4 member card
// status 1 valid / 0 invalid).

const CARD_STATUS_TEXT = { 1: '有效', 0: '无效' } as const;

/** The §4 label of a card status; anything but 1 is invalid. */
export const cardStatusText = (status: number): string => (status === 1 ? CARD_STATUS_TEXT[1] : CARD_STATUS_TEXT[0]);

/** The expiry line of a membership: its last day, or 长期有效 when it has no end. */
export function expiryText(expiresAt: string | null, formatDay: (iso: string) => string): string {
  return expiresAt ? `有效期至 ${formatDay(expiresAt)}` : '长期有效';
}

/** VIP levels as the platform names them; an unknown level shows as it is. */
const VIP_LEVELS: Record<string, string> = { GOLD: '黄金会员', SILVER: '白银会员' };

export const vipLevelText = (level: string | null): string => (level ? (VIP_LEVELS[level] ?? level) : '');
