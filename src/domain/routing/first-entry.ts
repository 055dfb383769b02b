// Spec screens-data-rules.md §2: "On iOS the first entry address is remembered for signing."
// (WeChat's JS-SDK on iOS signs against the address the page was first entered at, not the current one.)

export interface FirstEntryInput {
  isIOS: boolean;
  /** What is stored already under the iOS first-entry key, if anything. */
  remembered: string | null | undefined;
  /** The current address (for signing: the full href without its hash). */
  address: string;
}

/** The address to store as the iOS first entry, or null when nothing is to be stored (not iOS, or already kept). */
export function rememberFirstEntry({ isIOS, remembered, address }: FirstEntryInput): string | null {
  if (!isIOS) return null;
  if (remembered) return null;
  return address || null;
}
