/**
 * The texts of the home's team links (TeamLinks). Part of TEAM_TEXT, kept apart so that the home, in the mini
 * program's main package, does not carry every text of the team screens.
 */
export const TEAM_LINK_TEXT = {
  myProfile: '我的资料',
  createOrJoin: '创建或加入组织',
  manageTeam: '团队管理',
} as const;
