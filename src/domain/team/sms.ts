// The SMS step of organisation creation (spec §9: verification code 6 digits, countdown 60 seconds; §5 mobile
// number: 1, then 2 to 9, then nine digits).
import { CODE_COUNTDOWN_SECONDS, CODE_LENGTH } from '../constants';
import { isMobile } from '../form-engine/validators';

export const SMS_CODE_LENGTH = CODE_LENGTH;

export { isMobile };

/** Whole seconds before another code may be asked for; 0 when it may. */
export function secondsLeft(sentAtMs: number | null, nowMs: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil((sentAtMs + CODE_COUNTDOWN_SECONDS * 1000 - nowMs) / 1000));
}

export const isSmsCode = (value: string): boolean => new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value.trim());
