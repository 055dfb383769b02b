// A mini program page shared to the timeline opens in WeChat's single-page mode (scene 1154): no sign-in (wx.login is
// unavailable) and no navigation to other pages. Screens then show what they can without a session, read-only, with a
// note pointing at WeChat's own "前往小程序" bar, and never try to send the user to sign-in.

/** WeChat's scene for a page opened from the timeline in single-page mode. */
const SINGLE_PAGE_SCENE = 1154;

export function isSinglePageScene(scene: unknown): boolean {
  return Number(scene) === SINGLE_PAGE_SCENE;
}

/** Where sign-in is in single-page mode: WeChat's own bar. Also what the request layer says instead of leaving for sign-in. */
export const SINGLE_PAGE_SIGN_IN_HINT = '请点击下方「前往小程序」登录后使用完整功能';

/** What a screen says in single-page mode. */
export const SINGLE_PAGE_NOTE = `当前为朋友圈中的单页预览，部分功能不可用，${SINGLE_PAGE_SIGN_IN_HINT}`;
