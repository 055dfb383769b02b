/** The privacy agreement dialog's texts (both targets). */
export const PRIVACY_TEXT = {
  title: '用户隐私保护提示',
  intro: '在使用定位、拍照、相册选图和扫码等功能前，请您仔细阅读',
  outro: '。如您同意，请点击“同意并继续”；拒绝后这些功能将无法使用，其他功能不受影响。',
  /** Shown when WeChat gives no contract name (getPrivacySetting missing or failing) and on H5. */
  contract: '《Ware 用户隐私保护指引》',
  agree: '同意并继续',
  refuse: '拒绝',
} as const;

/** The id WeChat checks when the agreement is resolved: it must be the agree button that was tapped. */
export const AGREE_BUTTON_ID = 'ware-privacy-agree';

/** The agreement's version: a new one asks everyone again (H5 remembers the answer, WeChat keeps its own). */
export const PRIVACY_AGREEMENT_VERSION = '2026-11';

/** The storage key of one user's answer on H5 (`anon` before sign-in). */
export const agreementKey = (userId: string | null | undefined) => `ware_privacy_agreed:${userId || 'anon'}`;
