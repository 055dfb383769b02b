// Stored client state keys: spec screens-data-rules.md §3 "Stored client state", §2 start-up and routing flags.
// Keys the spec spells out are kept verbatim (SET_TID, id_token, ask_login ...); the others are named here.

export const STORAGE_KEYS = {
  // Stored client state (§3; calls-and-errors.md §3 "Stored client values").
  token: 'token',
  userId: 'userId',
  userInfo: 'userInfo',
  appId: 'appId',
  appInfo: 'appInfo',
  viewId: 'viewId',
  tenantId: 'SET_TID',
  organisation: 'SET_ORG',
  code: 'code',
  screenWidth: 'screenWidth',
  screenHeight: 'screenHeight',
  /** Map from app key plus tenant to app id (§3). */
  appIdByKeyAndTenant: 'appIdByKeyAndTenant',
  authCode: 'authCode',
  refreshToken: 'refreshToken',
  idToken: 'id_token',
  codeVerifier: 'codeVerifier',
  state: 'state',
  /** How the session was opened (domain/auth/renewal.ts): which silent re-authentication it gets. */
  signInMethod: 'signInMethod',
  /** The profile's appearance switch (domain/theme): system, light or dark. src/index.html reads it before any script. */
  theme: 'theme',

  // Flags cleared at start (§2 "At start ...").
  askLogin: 'ask_login',
  portalScrollPosition: 'portalScrollPosition',
  formData: 'formData',
  messagingLoginModal: 'messagingLoginModal',

  /** Set when the page runs inside the native host app; cleared on unload (§2). */
  appEnvironment: 'appEnvironment',
  /** Set when choose-location or scan is visited (§2). */
  locationJump: 'locationJump',
  /** The first entry address on iOS, used for signing (§2). */
  iosFirstEntryUrl: 'iosFirstEntryUrl',
} as const;

type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];
