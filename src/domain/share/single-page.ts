// A mini program page shared to the timeline opens in WeChat's single-page mode (scene 1154): no sign-in (wx.login is
// unavailable) and no navigation to other pages. Screens then show what they can without a session, read-only, with a
// note pointing at WeChat's own "前往小程序" bar, and never try to send the user to sign-in.

/** WeChat's scene for a page opened from the timeline in single-page mode. */
export const SINGLE_PAGE_SCENE = 1154;

export function isSinglePageScene(scene: unknown): boolean {
  return Number(scene) === SINGLE_PAGE_SCENE;
}
