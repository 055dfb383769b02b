/**
 * The gate before a protected call (location, camera, photos): resolves true once the user has agreed to the
 * privacy agreement, false when they refuse. features/privacy installs the real gate at start-up; until then (and in
 * code that runs without the app, such as tests of a single module) every call passes, as WeChat itself still
 * intercepts its own protected calls.
 */
type Gate = () => Promise<boolean>;

let gate: Gate = () => Promise.resolve(true);

export function setPrivacyGate(next: Gate): void {
  gate = next;
}

export function privacyAgreed(): Promise<boolean> {
  return gate();
}
