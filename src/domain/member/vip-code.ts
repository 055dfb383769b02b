// VIP card codes as people type them (PUT /platform/vipCardCode/use/{code}, spec calls-and-errors.md §7): letters,
// digits and dashes, checked before the call so a typo never spends a request.

const VIP_CODE = /^[A-Z0-9][A-Z0-9-]{4,62}[A-Z0-9]$/;

/** The code in what was typed (spaces dropped, upper-cased), or null when it cannot be a card code. */
export function vipCodeFrom(input: string): string | null {
  const code = input.replace(/\s+/g, '').toUpperCase();
  return VIP_CODE.test(code) ? code : null;
}
